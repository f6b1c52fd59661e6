// The decision (DESIGN.md 2.4): reject what X would filter or bury, revise what is below par, publish the rest.
import type { Blocker, Decision } from './schemas';

/** Below this phoenix lift (the share of a neutral post's weighted score) a post is under the neutral baseline. */
export const REVISE_BELOW_LIFT = 0.8;
export const REVISE_BELOW_SCORE = 40;
export const REVISE_AT_ANNOY = 0.6;

export interface DecisionInput {
  blockers: Blocker[];
  net: number;
  lift: number;
  prePublish: number;
  annoyRisk: number;
}

export function decide(d: DecisionInput): Decision {
  if (d.blockers.some((b) => b.severity === 'block') || d.net < 0) return 'reject';
  if (
    d.blockers.length > 0 ||
    d.lift < REVISE_BELOW_LIFT ||
    d.prePublish < REVISE_BELOW_SCORE ||
    d.annoyRisk >= REVISE_AT_ANNOY
  ) {
    return 'revise';
  }
  return 'publish';
}
