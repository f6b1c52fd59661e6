// Words as the engine counts them: a letter or digit, then letters, digits, combining marks and apostrophes, the
// same as /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’]*/gu. The marks keep a Hindi or Thai word whole: their vowel signs are
// marks, not letters, and would otherwise cut every word into pieces.
// Scanned by char code because that pattern is the costliest step of reading a post (about 15 µs for 280
// characters): ASCII is decided by a range check, anything else by the Unicode
// properties themselves, one code point at a time.
import type { Span } from '../schemas';

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const LETTER_NUMBER_OR_MARK = /^[\p{L}\p{N}\p{M}]$/u;

/** The code point at `i` is a letter or a number (or, inside a word, a mark); returns its length in UTF-16 units, or 0 when it is not. */
function wordChar(text: string, i: number, inside = false): number {
  const code = text.charCodeAt(i);
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) ? 1 : 0;
  const point = text.codePointAt(i) as number;
  const width = point > 0xffff ? 2 : 1;
  return (inside ? LETTER_NUMBER_OR_MARK : LETTER_OR_NUMBER).test(text.slice(i, i + width)) ? width : 0;
}

const isApostrophe = (code: number) => code === 0x27 || code === 0x2019;

/** Every word's span, in order. */
export function findWords(text: string): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < text.length) {
    const first = wordChar(text, i);
    if (first === 0) {
      i += (text.codePointAt(i) as number) > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    i += first;
    while (i < text.length) {
      if (isApostrophe(text.charCodeAt(i))) {
        i++;
        continue;
      }
      const next = wordChar(text, i, true);
      if (next === 0) break;
      i += next;
    }
    spans.push({ start, end: i });
  }
  return spans;
}

export function countWords(text: string): number {
  return findWords(text).length;
}
