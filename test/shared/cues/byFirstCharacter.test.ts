// The cue lexicons are compiled grouped by first character for speed; every lexicon must find exactly the
// matches its phrases find written out as one plain alternation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byFirstCharacter } from '../../../shared/cues/byFirstCharacter';
import { cuePattern, type Lexicon } from '../../../shared/cues/cuePattern';
import { CLICKBAIT } from '../../../shared/concepts/clickbait/clickbaitCues';
import { CONTEMPT } from '../../../shared/concepts/contempt/contemptCues';
import { ENGAGEMENT_BAIT } from '../../../shared/cues/engagementBaitCues';
import { HEDGING } from '../../../shared/cues/hedgingCues';
import { HUMBLEBRAG } from '../../../shared/concepts/humblebrag/humblebragCues';
import { JARGON } from '../../../shared/concepts/jargon/jargonCues';
import { ANNOUNCEMENT, STAKES } from '../../../shared/cues/newsValueCues';
import { POINTS_ELSEWHERE } from '../../../shared/cues/pointsElsewhereCues';
import { THROAT_CLEARING } from '../../../shared/cues/throatClearingCues';
import { TOPIC_SWITCH } from '../../../shared/concepts/topicSwitch/topicSwitchCues';
import { SWEEPING } from '../../../shared/concepts/vagueness/sweepingCues';
import { VAGUENESS } from '../../../shared/concepts/vagueness/vaguenessCues';
import { FITTED_ANNOUNCEMENT, FITTED_STAKES } from '../../../shared/forecast/fittedNewsCues';

const LEXICONS: Record<string, Lexicon> = {
  CLICKBAIT,
  CONTEMPT,
  ENGAGEMENT_BAIT,
  HEDGING,
  HUMBLEBRAG,
  JARGON,
  ANNOUNCEMENT,
  STAKES,
  POINTS_ELSEWHERE,
  THROAT_CLEARING,
  TOPIC_SWITCH,
  SWEEPING,
  VAGUENESS,
  FITTED_ANNOUNCEMENT,
  FITTED_STAKES,
};

// The same edges cuePattern puts around the phrases, around the phrases as written.
const plainPattern = (lexicon: Lexicon) => {
  const grouped = cuePattern(lexicon).source;
  const body = byFirstCharacter(Object.values(lexicon).flat(), 'giu');
  const at = grouped.indexOf(body);
  return new RegExp(grouped.slice(0, at) + Object.values(lexicon).flat().join('|') + grouped.slice(at + body.length), 'giu');
};

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => `${m.index}:${m[0]}`);

describe('byFirstCharacter', () => {
  it('groups phrases by first character, keeping their order within a group', () => {
    expect(byFirstCharacter(['maybe', 'perhaps', 'might', 'possibly'], 'giu')).toBe('m(?:aybe|ight)|p(?:erhaps|ossibly)');
  });

  it('spreads a leading group or class into its choices, in the order the engine tries them', () => {
    expect(byFirstCharacter(['(?:tus|los)\\s+sueños', '[úu]ltima'], 'giu')).toBe(
      't(?:us\\s+sueños)|l(?:os\\s+sueños)|ú(?:ltima)|u(?:ltima)',
    );
    expect(byFirstCharacter(['(?:i\\s+)?wanted'], 'giu')).toBe('i(?:\\s+wanted)|w(?:anted)');
  });

  it('puts first characters the flags make one into one group (ſ is s without case)', () => {
    expect(byFirstCharacter(['ſo', 'Sure', 'so'], 'giu')).toBe('ſ(?:o|ure|o)');
    expect(byFirstCharacter(['ſo', 'Sure'], 'g')).toBe('ſ(?:o)|S(?:ure)');
  });

  it('leaves the phrases as written when one starts with something it cannot split with certainty', () => {
    for (const phrases of [
      ['a', '\\p{L}+'],
      ['a?b', 'c'],
      ['(a)b', 'c'],
      ['(?:x|)?b', 'c'],
      ['(?=x)x', 'c'],
      ['[^a]b', 'c'],
      ['(?:a|b)+c', 'd'],
    ])
      expect(byFirstCharacter(phrases, 'giu')).toBe(phrases.join('|'));
  });

  it('groups every lexicon of the engine', () => {
    for (const [name, lexicon] of Object.entries(LEXICONS)) expect(cuePattern(lexicon).source, name).not.toBe(plainPattern(lexicon).source);
  });

  // Words of the lexicons, their neighbours in case and accent, and the characters at word edges.
  const PIECES = [
    'maybe',
    'perhaps',
    'i think maybe',
    'so i was thinking',
    'by the way',
    'btw',
    'leverage',
    'synergy',
    'synergies',
    'millions',
    'children',
    'every',
    'everyone',
    'no one',
    'nobody',
    'breaking',
    'breaking:',
    'announced',
    'won',
    "won't",
    'wins',
    'like if',
    'rt if you agree',
    'follow for follow',
    'tag 3 friends',
    'idiots',
    'morons',
    'you won’t believe',
    'humbled and honored',
    'última hora',
    'ultima hora',
    'peut-être',
    'vielleicht',
    'keine ahnung',
    'eilmeldung',
    'tus sueños',
    'a lot',
    'some things',
    'icymi',
    'link in bio',
    'read more:',
    'MAYBE',
    'So',
    'ſynergy',
    'K',
    'KIDS',
    'ẞ',
    'İ',
    ' ',
    '  ',
    '\n',
    "'",
    '’',
    "'s",
    '’s',
    'l’',
    "d'",
    '_',
    '-',
    '.',
    ',',
    '!',
    '?',
    ':',
    '#',
    '@',
    '1',
    'é',
    'x',
    'ab',
    '😀',
    '👇',
    '🔥',
  ];
  it('finds exactly what the phrases written out find, in every lexicon', () => {
    const plain = Object.entries(LEXICONS).map(([name, lexicon]) => [name, plainPattern(lexicon), cuePattern(lexicon)] as const);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        for (const [name, written, grouped] of plain) expect(matches(text, grouped), name).toEqual(matches(text, written));
      }),
      { numRuns: 1500 },
    );
  });
});
