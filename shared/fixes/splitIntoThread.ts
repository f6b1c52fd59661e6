// split_thread: an over-limit post that is not a thread becomes one. A text the writer already numbered ("1/",
// "1/3", "1.") or marked with a 🧵 goes as the writer's own parts, each as written (threadNumbering.ts): their
// numbering is the split. Any other text becomes a numbered thread ("1/3 …", a blank line between posts),
// packed sentence by sentence so each post fits the limit with its number (threadPacking.ts), and only when
// cutting to fit (cutToLimit.ts) is not enough. Either way the result is read back by the thread gate before it
// is offered.
// One composer box (one_post) is offered it too, at the same depth: the site posts a box as one post, so the
// parts are written each into its own box of the site's thread (never all into the one), and the fix is
// scored as the thread it becomes. Never on a platform without threads (LinkedIn): there the fix is to cut.
import type { Span, TextEdit } from '../schemas';
import { hasThreads } from '../platformFacts/limits';
import { weightedLength } from '../post/length';
import { splitThread } from '../post/threadGate';
import { threadMark, threadPlan } from '../post/threadPacking';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';
import { orderedEdits } from './textEdits';
import { cutToLimit } from './cutToLimit';

const PART_SEPARATOR = '\n\n';

/** Each post's number where the post starts, a blank line before it, and nothing else changed. */
function numberedEdits(text: string, parts: readonly Span[]): TextEdit[] {
  const n = parts.length;
  return orderedEdits([
    ...parts.map((part, k) => ({
      start: k === 0 ? 0 : (parts[k - 1] as Span).end,
      end: part.start,
      text: (k === 0 ? '' : PART_SEPARATOR) + threadMark(k + 1, n),
    })),
    { start: (parts[n - 1] as Span).end, end: text.length, text: '' },
  ]);
}

/** The writer's parts as they are, one blank line between them: only the space around them changes, if any. */
function ownEdits(text: string, parts: readonly Span[]): TextEdit[] {
  const between = (k: number) => ({ start: (parts[k - 1] as Span).end, end: (parts[k] as Span).start, text: PART_SEPARATOR });
  return orderedEdits([
    { start: 0, end: (parts[0] as Span).start, text: '' },
    ...parts
      .slice(1)
      .map((_, i) => between(i + 1))
      .filter((e) => text.slice(e.start, e.end) !== e.text),
    { start: (parts[parts.length - 1] as Span).end, end: text.length, text: '' },
  ]);
}

/** A split the thread gate reads back as `n` parts, each within the limit. */
function readsBack(c: FixContext, text: string, n: number): boolean {
  const found = splitThread(text, c.platform, c.limit);
  return (
    found !== undefined &&
    found.detectedBy !== 'blank_lines' &&
    found.parts.length === n &&
    found.parts.every((p) => weightedLength(text.slice(p.start, p.end), c.platform).weighted <= c.limit)
  );
}

export function splitIntoThread(c: FixContext): Rewrite | undefined {
  if (!hasThreads(c.platform) || c.result.thread || blockersOf(c, 'over_limit').length === 0) return undefined;
  const plan = threadPlan(c.text, c.post.f.prose, c.platform, c.limit);
  if (!plan) return undefined;
  const { parts } = plan;
  const n = parts.length;
  if (plan.kind === 'own') {
    // The writer's own split, or none: a part of theirs over the limit is theirs to cut (the verdict says which).
    if (plan.over.length > 0) return undefined;
    const text = parts.map((p) => c.text.slice(p.start, p.end)).join(PART_SEPARATOR);
    if (!readsBack(c, text, n)) return undefined;
    return {
      kind: 'split_thread',
      concept: 'over_limit',
      label: `Post as your thread of ${n} posts`,
      text,
      edits: ownEdits(c.text, parts),
    };
  }
  // When cutting what the editor marks as removable is enough to fit, that is the fix: a thread made to carry
  // filler, its last post often a closing question on its own, is not a better post.
  if (cutToLimit(c)) return undefined;
  const text = parts.map((part, k) => threadMark(k + 1, n) + c.text.slice(part.start, part.end)).join(PART_SEPARATOR);
  if (!readsBack(c, text, n)) return undefined;
  return {
    kind: 'split_thread',
    concept: 'over_limit',
    label: `Split into a thread of ${n} posts`,
    text,
    edits: numberedEdits(c.text, parts),
  };
}
