// What the screen reader hears when the verdict changes: panel behaviour, not words (the verdict's words are the
// engine's, result.explanation.verdict).
import type { ScoreResult } from '@preflight/engine';

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
