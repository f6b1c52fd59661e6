// The decision is the editor's: reject what platforms filter or an editor would not let through (a blocking
// problem, or writing far below par); revise what has a problem worth fixing or is below par; publish the
// rest. It reads the editor's score (100·σ of the editor's z), never the forecast: a post is not sent back
// because the data say such posts get fewer likes.
import type { Blocker, Decision } from '../schemas';

/** Below this editor score the writing is far below par. */
export const REJECT_BELOW_SCORE = 15;
/** Below this a post is below par: worth a second look even with nothing flagged. */
export const REVISE_BELOW_SCORE = 40;
export const REVISE_AT_ANNOY = 0.6;

export interface DecisionInput {
  blockers: Blocker[];
  /** The editor's score, 0–100: 50 is writing with nothing to note. */
  editorScore: number;
  annoyRisk: number;
}

export function decide(d: DecisionInput): Decision {
  if (d.blockers.some((b) => b.severity === 'block') || d.editorScore < REJECT_BELOW_SCORE) return 'reject';
  if (d.blockers.length > 0 || d.editorScore < REVISE_BELOW_SCORE || d.annoyRisk >= REVISE_AT_ANNOY) return 'revise';
  return 'publish';
}
