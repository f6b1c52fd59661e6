// Walking a global pattern's matches with exec. String.prototype.matchAll (and split) copy the pattern on
// every call through RegExp's species constructor, which for the engine's short texts cost more than the
// matching itself (a third of score() for a thread). These helpers reuse the pattern and leave its
// lastIndex at 0.
//
// The same holds for replace, match and split with a pattern wherever twitter-text is loaded: its core-js
// polyfills probe RegExp's species on load, which turns off V8's fast path for every one of those calls in
// the process, about ten times slower (a replace of a sentence's whitespace takes ~10 µs instead of ~1).
// exec and test keep their fast path, so the engine's per-keystroke code counts and replaces with these.
import type { Span } from '../schemas';

/** Calls `visit` with each match of a global (g) pattern, in order, as matchAll would give them. */
export function forEachMatch(text: string, pattern: RegExp, visit: (match: RegExpExecArray) => void): void {
  // Without the g flag exec would find the first match forever.
  if (!pattern.global) throw new TypeError(`forEachMatch needs a global pattern: /${pattern.source}/${pattern.flags}`);
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    // An empty match would find itself again: step past it, by a code point in Unicode patterns.
    if (m[0].length === 0) pattern.lastIndex += pattern.unicode && (text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1;
    visit(m);
  }
  pattern.lastIndex = 0;
}

/** Each match of a global pattern as a span. */
export function matchSpans(text: string, pattern: RegExp): Span[] {
  const spans: Span[] = [];
  forEachMatch(text, pattern, (m) => spans.push({ start: m.index, end: m.index + m[0].length }));
  return spans;
}

/** How many matches a global pattern has in the text: `(text.match(pattern) ?? []).length`, without match. */
export function countMatches(text: string, pattern: RegExp): number {
  let n = 0;
  forEachMatch(text, pattern, () => n++);
  return n;
}

/**
 * The text with every match of a global pattern, or the first match of any other, replaced by `by`, taken as
 * it is (no "$1"): `text.replace(pattern, by)` for a literal replacement, without replace.
 */
export function replaceMatches(text: string, pattern: RegExp, by: string): string {
  let out = '';
  let last = 0;
  const put = (m: RegExpExecArray) => {
    out += text.slice(last, m.index) + by;
    last = m.index + m[0].length;
  };
  if (pattern.global) forEachMatch(text, pattern, put);
  else {
    const m = pattern.exec(text);
    if (m) put(m);
  }
  return out + text.slice(last);
}

/**
 * Whether a UTF-16 code unit is whitespace as /\s/u reads it: the white space and line terminators of the
 * language, every Unicode space separator among them. No code point beyond the BMP is one, so a surrogate
 * (half of one) never is.
 */
export function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Each run of whitespace as one space: `text.replace(/\s+/gu, ' ')`, by char code. Every quoted phrase of
 * every reason goes through here, and most hold only single spaces, which stay as they are.
 */
export function collapseWhitespace(text: string): string {
  let out = '';
  let kept = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isWhitespace(code)) continue;
    let end = i + 1;
    while (end < text.length && isWhitespace(text.charCodeAt(end))) end++;
    // A single plain space is already what the run becomes.
    if (end - i > 1 || code !== 0x20) {
      out += `${text.slice(kept, i)} `;
      kept = end;
    }
    i = end - 1;
  }
  return kept === 0 ? text : out + text.slice(kept);
}
