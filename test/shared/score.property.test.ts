import { describe, it } from 'vitest';
import fc from 'fast-check';
import { score, ScoreResult, codePointLength } from '../../shared/index';

// Strings of 10 to 4000 code points mixing ASCII, emoji, ZWJ sequences, right-to-left marks and controls.
const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '👩‍👩‍👧',
    '🏳️‍🌈',
    '\u200f',
    '\u202e',
    '\u200d',
    '\u0000',
    '\u0007',
    '\r\n',
    '\n\n',
    '1/ ',
    '🧵',
    '#tag ',
    '@user ',
    'https://example.com ',
    'RT if ',
    '日本語',
    'مرحبا',
  ),
);
const text = fc
  .array(piece, { minLength: 1, maxLength: 60 })
  .map((parts) => parts.join(''))
  .map((s) => (codePointLength(s) < 10 ? s.padEnd(10 + s.length, 'x') : Array.from(s).slice(0, 4000).join('')))
  .filter((s) => codePointLength(s) >= 10 && codePointLength(s) <= 4000);

describe('score on any text', () => {
  it('returns a result that parses with the ScoreResult schema, without throwing', () => {
    fc.assert(
      fc.property(text, fc.boolean(), fc.constantFrom('x', 'bluesky', 'threads', 'linkedin', 'mastodon' as const), (t, panel, platform) => {
        ScoreResult.parse(score({ text: t, want_panel: panel, platform, persona: panel ? t.slice(0, 30) : undefined }));
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });
  it('handles the longest allowed text of emoji', () => {
    ScoreResult.parse(score({ text: '👩‍👩‍👧 '.repeat(666) }));
  });
});
