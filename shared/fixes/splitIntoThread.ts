// split_thread: an over-limit post that is not a thread becomes a numbered thread ("1/3 …", a blank line
// between posts), packed sentence by sentence so each post fits the limit with its number (threadPacking.ts).
// The numbering is the one the thread gate reads, and the result is checked against it before it is offered.
// One composer box (one_post) is offered it too, at the same depth: the site posts a box as one post, so the
// parts are written each into its own box of the site's thread (never all into the one), and the fix is
// scored as the thread it becomes. Never on a platform without threads (LinkedIn): there the fix is to cut.
import type { Span, TextEdit } from '../schemas';
import { hasThreads, weightedLength } from '../platform';
import { splitThread } from '../threadGate';
import { packThread, threadMark } from '../threadPacking';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';
import { orderedEdits } from './textEdits';

/** Each post's number where the post starts, a blank line before it, and nothing else changed. */
function threadEdits(text: string, parts: readonly Span[]): TextEdit[] {
  const n = parts.length;
  return orderedEdits([
    ...parts.map((part, k) => ({ start: k === 0 ? 0 : (parts[k - 1] as Span).end, end: part.start, text: (k === 0 ? '' : '\n\n') + threadMark(k + 1, n) })),
    { start: (parts[n - 1] as Span).end, end: text.length, text: '' },
  ]);
}

export function splitIntoThread(c: FixContext): Rewrite | undefined {
  if (!hasThreads(c.platform) || c.result.thread || blockersOf(c, 'over_limit').length === 0) return undefined;
  const parts = packThread(c.text, c.post.f.prose, c.platform, c.limit);
  if (!parts) return undefined;
  const n = parts.length;
  const posts = parts.map((part, k) => threadMark(k + 1, n) + c.text.slice(part.start, part.end));
  const text = posts.join('\n\n');
  const found = splitThread(text, c.platform, c.limit);
  if (found?.detectedBy !== 'numbering' || found.parts.length !== n || !posts.every((p) => weightedLength(p, c.platform).weighted <= c.limit)) return undefined;
  return { kind: 'split_thread', concept: 'over_limit', label: `Split into a thread of ${n} posts`, text, edits: threadEdits(c.text, parts) };
}
