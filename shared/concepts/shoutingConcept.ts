// Shouting: a post written in capitals. A few capitalised terms (SQL, NASA, EXPLAIN) are names, not shouting.
// A post mostly in a script without capitals (Japanese, Arabic, Hindi...) cannot shout: a Latin acronym in it
// is a name, not a raised voice.
import { NONE, held, defineConcept, inWords } from './concept';
import { judgesCase } from '../post/letterCase';

/** Capitals: a share of letters over this, on at least SHOUT_MIN_LETTERS letters... */
export const SHOUT_RATIO = 0.6;
export const SHOUT_MIN_LETTERS = 12;
/** ...or at least this many words in capitals making up this share of the words. */
export const SHOUT_WORDS = 3;
const SHOUT_WORD_SHARE = 0.3;

export const shoutingConcept = defineConcept({
  id: 'shouting',
  label: 'Shouting',
  blockers: { shouting: 'all capitals' },
  measure: (ctx) => {
    const f = ctx.f;
    if (!judgesCase(f)) return NONE;
    const shouted =
      (f.capsRatio > SHOUT_RATIO && f.letters >= SHOUT_MIN_LETTERS) ||
      (f.shoutWords.length >= SHOUT_WORDS && f.shoutWords.length / Math.max(1, f.words.length) >= SHOUT_WORD_SHARE);
    if (!shouted) return NONE;
    return held(
      { value: 1, spans: f.shoutWords },
      {
        code: 'shouting',
        message: 'Much of the text is in capitals, which reads as shouting.',
        fix: 'Write in sentence case; keep capitals for one word you want to stress.',
      },
    );
  },
  effect: { kind: 'rule', perUnit: -1, source: 'Netiquette since RFC 1855 (1995): capitals read as shouting; readers mute it.' },
  response: 'annoys',
  dimension: 'clarity',
  explain: inWords('Written in sentence case.', 'Write it in sentence case: capitals read as shouting.'),
});
