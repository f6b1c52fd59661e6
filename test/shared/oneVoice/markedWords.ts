// What a writer sees the editor mark in a result, read from the result alone (not from the engine's own code):
// every blocker's and warning's span, and the words the editor's bait fix removes with the request (its
// condition, "if you agree", goes with "RT"). And which words a reason quotes that only occur inside them.
import type { ScoreResult, Span } from '../../../shared/schemas';
import { hasWholeWords } from '../evidence/wholeWords';

export function marksOf(result: ScoreResult): Span[] {
  const marks: Span[] = result.blockers.flatMap((b) => (b.span && b.span.end > b.span.start ? [b.span] : []));
  for (const fix of result.fixes ?? []) {
    if (fix.kind !== 'remove_bait') continue;
    for (const e of fix.edits) if (e.text === '' && e.end > e.start) marks.push({ start: e.start, end: e.end });
  }
  return marks;
}

/** The text with every marked character blanked out: what is left is what no mark covers. */
function unmarkedText(text: string, marks: readonly Span[]): string {
  const chars = [...text.split('')];
  for (const m of marks) for (let i = m.start; i < m.end; i++) chars[i] = ' ';
  return chars.join('');
}

/** True when the phrase occurs in the post as whole words, but nowhere outside the marks. */
export function onlyMarked(text: string, marks: readonly Span[], phrase: string): boolean {
  if (!hasWholeWords(text, phrase) && !hasWholeWords(text.toLowerCase(), phrase.toLowerCase())) return false;
  const rest = unmarkedText(text, marks);
  return !hasWholeWords(rest, phrase) && !hasWholeWords(rest.toLowerCase(), phrase.toLowerCase());
}

/** The strings a reason's text puts in double quotes ("3", "retweet"). */
export function quotesIn(sentence: string): string[] {
  return [...sentence.matchAll(/"([^"]+)"/gu)].map((m) => m[1] as string);
}

type Reason = ScoreResult['reasons'][number];

/** A reason in the post's favour: an 'up' reason of any voice. */
export const favourable = (r: Reason) => r.effect === 'up';

/** The words a favourable reason quotes (as its words, or in its text) that the post has only inside a mark. */
export function praisedMarkedWords(text: string, result: ScoreResult): { concept: string; word: string }[] {
  const marks = marksOf(result);
  const found: { concept: string; word: string }[] = [];
  for (const r of result.reasons.filter(favourable)) {
    for (const word of new Set([...r.words, ...quotesIn(r.text)]))
      if (onlyMarked(text, marks, word)) found.push({ concept: r.concept, word });
  }
  return found;
}
