// Walking a global pattern's matches with exec. String.prototype.matchAll (and split) copy the pattern on
// every call through RegExp's species constructor, which for the engine's short texts cost more than the
// matching itself (a third of score() for a thread). These helpers reuse the pattern and leave its
// lastIndex at 0.
import type { Span } from './schemas';

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
