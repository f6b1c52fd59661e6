// findWords scans by char code for speed; it must find exactly what the pattern it replaces finds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWords } from '../../shared/post/words';

const PATTERN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’]*/gu;
const byPattern = (text: string) => [...text.matchAll(PATTERN)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

// Characters that matter at word edges: ASCII, apostrophes, accented and non-Latin letters, digits of other
// scripts, emoji (surrogate pairs), lone surrogates and marks.
const PIECES = [
  'a',
  'Z',
  '7',
  ' ',
  "'",
  '’',
  '_',
  '-',
  '.',
  'é',
  'ß',
  'Ω',
  'ж',
  '東',
  '٣',
  '½',
  '😀',
  '𝒳',
  '\uD800',
  '\uDC00',
  '\u0301',
  '\n',
  '#',
  '@',
];

describe('findWords', () => {
  it("finds the same words as /[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}'’]*/gu on any text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        (pieces, extra) => {
          const text = pieces.join('') + extra;
          expect(findWords(text)).toEqual(byPattern(text));
        },
      ),
      { numRuns: 2000, seed: 12 },
    );
  });

  it('reads a sentence as a writer would', () => {
    const text = "Don’t ship v2 on Friday: it's 5pm já.";
    expect(findWords(text).map((s) => text.slice(s.start, s.end))).toEqual(['Don’t', 'ship', 'v2', 'on', 'Friday', "it's", '5pm', 'já']);
  });
});
