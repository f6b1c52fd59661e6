// The decision (DESIGN.md 2.4, recalibrated by issue 9): reject what platforms filter (a blocking problem)
// or what has almost no chance of doing better than a typical post; revise what has a problem worth fixing
// or is below par; publish the rest.
import type { Blocker, Decision } from './schemas';

/** Below this pre_publish_score a post is very unlikely to beat a typical post of the account. */
export const REJECT_BELOW_SCORE = 15;
/** Below this a post is below par: worth a second look even with nothing flagged. */
export const REVISE_BELOW_SCORE = 40;
export const REVISE_AT_ANNOY = 0.6;

export interface DecisionInput {
  blockers: Blocker[];
  prePublish: number;
  annoyRisk: number;
}

export function decide(d: DecisionInput): Decision {
  if (d.blockers.some((b) => b.severity === 'block') || d.prePublish < REJECT_BELOW_SCORE) return 'reject';
  if (d.blockers.length > 0 || d.prePublish < REVISE_BELOW_SCORE || d.annoyRisk >= REVISE_AT_ANNOY) return 'revise';
  return 'publish';
}
