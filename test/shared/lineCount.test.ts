// The features count non-blank lines by char code for speed; the count must be what splitting the text at
// its line breaks and dropping the lines trim() empties gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../../shared/post/features';

const bySplit = (text: string) => text.split('\n').filter((l) => l.trim() !== '').length;

// Line breaks, blanks of every kind (trim() removes them all), and words.
const PIECES = ['\n', '\n\n', '\r\n', ' ', '\t', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u200b', 'word', 'é', '😀', '#tag', '@name', '.'];

describe('lineCount', () => {
  it('counts the lines trim() leaves something in, on any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(extractFeatures(text).lineCount).toBe(bySplit(text));
      }),
      { numRuns: 1000, seed: 3 },
    );
  });

  it('skips blank lines and counts the last line without a break', () => {
    expect(extractFeatures('First line\n\n  \nSecond line').lineCount).toBe(2);
    expect(extractFeatures('').lineCount).toBe(0);
  });
});
