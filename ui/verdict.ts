// The panel's own words around the engine's verdict (result.explanation): a thread's verdict, the length's
// accessible name, and what the screen reader hears when the verdict changes.
import type { ScoreResult, Thread, WeightedLength } from '@preflight/engine';
import { wholeNumber } from '@preflight/engine';

/** "Thread of 4 posts · head 72 · all parts fit": a thread's verdict, in place of a whole-draft length count. */
export function threadSummary(thread: Thread, limit: number): string {
  const head = thread.parts[0];
  const tooLong = thread.parts.filter((p) => p.weighted_length > limit);
  const fit =
    tooLong.length === 0
      ? 'all parts fit'
      : tooLong.length === 1
        ? `part ${(tooLong[0]?.index ?? 0) + 1} is too long`
        : `${tooLong.length} parts are too long`;
  return `Thread of ${thread.parts.length} posts · head ${Math.round(head?.pre_publish_score ?? 0)} · ${fit}`;
}

/** A thread over the whole-post limit speaks as a thread: its parts are what gets posted. */
export function showsAsThread(result: Pick<ScoreResult, 'thread' | 'length'>): result is Pick<ScoreResult, 'length'> & { thread: Thread } {
  return result.thread !== null && result.length.weighted > result.length.limit;
}

/** "146 of 280 characters", for the length's accessible name. */
export function lengthWords(length: WeightedLength): string {
  return `${wholeNumber(length.weighted)} of ${wholeNumber(length.limit)} characters`;
}

/**
 * What the live region says: the verdict shown, said again whenever its words change ("Revise first: nothing to
 * read" becoming "Revise first: nothing a reader can check", or "Fine to post" becoming "Ready to post"), so
 * the region never holds a verdict the panel no longer shows. Never per keystroke: the verdict changes only
 * when a score arrives, and scoring waits for a pause in typing.
 */
export interface Announcement {
  /** The verdict last said; null before the first verdict or after the editor was emptied. */
  said: string | null;
  text: string;
}

export const SILENT: Announcement = { said: null, text: '' };

export function nextAnnouncement(previous: Announcement, result: Pick<ScoreResult, 'explanation'> | null): Announcement {
  // No verdict (an emptied editor): keep the words, forget what was said so the next verdict is said.
  if (!result) return previous.said === null ? previous : { said: null, text: previous.text };
  const said = result.explanation.verdict;
  if (said === previous.said) return previous;
  return { said, text: said };
}
