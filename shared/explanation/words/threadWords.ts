// A thread in words: how many posts, the head's score and whether every part fits the platform's limit.
import type { ScoreResult, Thread } from '../../schemas';

/** "Thread of 4 posts": a thread's name, on its verdict, its parts' heading and the Undo that takes it back. */
export function threadOfWords(parts: number): string {
  return `Thread of ${parts} posts`;
}

/** Whether every part fits the platform's limit for one post. */
export function allPartsFit(thread: Thread, limit: number): boolean {
  return thread.parts.every((p) => p.weighted_length <= limit);
}

/** "all parts fit", "part 3 is too long", "2 parts are too long". */
export function threadFitWords(thread: Thread, limit: number): string {
  const tooLong = thread.parts.filter((p) => p.weighted_length > limit);
  if (tooLong.length === 0) return 'all parts fit';
  if (tooLong.length === 1) return `part ${(tooLong[0]?.index ?? 0) + 1} is too long`;
  return `${tooLong.length} parts are too long`;
}

/** "Thread of 4 posts · head 72 · all parts fit": a thread's verdict, in place of a whole-draft length count. */
export function threadSummary(thread: Thread, limit: number): string {
  const head = thread.parts[0];
  return `${threadOfWords(thread.parts.length)} · head ${Math.round(head?.pre_publish_score ?? 0)} · ${threadFitWords(thread, limit)}`;
}

/** A thread over the whole-post limit speaks as a thread: its parts are what gets posted. */
export function showsAsThread(result: Pick<ScoreResult, 'thread' | 'length'>): result is Pick<ScoreResult, 'length'> & { thread: Thread } {
  return result.thread !== null && result.length.weighted > result.length.limit;
}
