// collapseWhitespace reads whitespace by char code for speed; it must give exactly what the pattern it
// replaces gives, for every code unit the pattern could call whitespace.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace, isWhitespace } from '../../shared/text/matches';

const byPattern = (text: string) => text.replace(/\s+/gu, ' ');

// Spaces of every kind, line breaks, characters next to them in the tables, surrogates and ordinary text.
const PIECES = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u180e',
  '\u2000',
  '\u200a',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  'a',
  'é',
  '東',
  '😀',
  '\uD800',
  '\uDC00',
  '.',
  '_',
];

describe('collapseWhitespace', () => {
  it('calls a code unit whitespace exactly when /\\s/u does, over the whole BMP', () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++) if (isWhitespace(code) !== /\s/u.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
  });

  it("gives text.replace(/\\s+/gu, ' ') on any text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        (pieces, extra) => {
          const text = pieces.join('') + extra;
          expect(collapseWhitespace(text)).toBe(byPattern(text));
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('makes each run one space and leaves single spaces as they are', () => {
    expect(collapseWhitespace('a  b\n\tc d')).toBe('a b c d');
    expect(collapseWhitespace('one two')).toBe('one two');
  });
});
