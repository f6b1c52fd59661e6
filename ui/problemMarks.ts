// Which words of a scored text are marked, and how: every blocker's and warning's span, a blocking problem and
// a warning each in its own colour, and the part past the platform's limit lightly, from the first letter of
// the word the limit falls in ("…d in a year?" would mark a stray piece of a word). The extension paints these
// in the site's editor, the web page under its own textarea: the same words marked the same way in both.
import type { Blocker, Span } from '@preflight/engine';

export type ProblemMarkKind = 'block' | 'warn' | 'over';

export interface ProblemMark {
  kind: ProblemMarkKind;
  span: Span;
  /** The concept whose card the mark belongs to (a click on it opens that card). */
  concept: string;
}

/** A letter, digit or joiner inside a word: the limit falling between two of them falls inside a word. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_'’-]/u;

/** Where the overflow's mark starts: at the first letter of the word the limit falls in. */
export function overflowStart(text: string, limitAt: number): number {
  let start = Math.min(Math.max(0, limitAt), text.length);
  if (start === 0 || !WORD_CHAR.test(text[start] ?? '')) return start;
  while (start > 0 && WORD_CHAR.test(text[start - 1] ?? '')) start--;
  return start;
}

/** The concept a blocker belongs to: its own, or its code's. */
export const blockerConcept = (blocker: Pick<Blocker, 'concept' | 'code'>): string => blocker.concept ?? blocker.code;

/** One blocker's mark in `text`, or null when it points at no words. */
export function problemMark(blocker: Blocker, text: string): ProblemMark | null {
  const { span } = blocker;
  if (!span || span.end <= span.start) return null;
  const concept = blockerConcept(blocker);
  if (blocker.code === 'over_limit' || blocker.code === 'thread_part_over_limit')
    return { kind: 'over', span: { start: overflowStart(text, span.start), end: span.end }, concept };
  return { kind: blocker.severity === 'block' ? 'block' : 'warn', span, concept };
}

/** Every mark of a result's blockers on its text, in the blockers' order; `shows` leaves out hidden concepts. */
export function problemMarks(blockers: readonly Blocker[], text: string, shows: (concept: string) => boolean = () => true): ProblemMark[] {
  const marks: ProblemMark[] = [];
  for (const blocker of blockers) {
    const mark = problemMark(blocker, text);
    if (mark && shows(mark.concept)) marks.push(mark);
  }
  return marks;
}
