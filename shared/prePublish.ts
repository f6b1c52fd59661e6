// pre_publish_score (0–100): the one number that ranks variants. A blend of the phoenix lift over a
// neutral post (what X's ranker would make of it), the composite writing quality and the audience match,
// less a penalty for each blocker.
import type { Blocker } from './schemas';
import { NEUTRAL_RESONANCE } from './resonance';

/** audience_resonance's weight; the lift and composite_score share the rest, split by the fitted blend. */
export const RESONANCE_WEIGHT = 0.15;
/** Lift enters as 100 · L/(L+1) with L = lift^LIFT_EXPONENT: a neutral post scores 50, twice the lift about 74. */
export const LIFT_EXPONENT = 1.5;
export const WARN_PENALTY = 5;
export const WARN_PENALTY_MAX = 15;
/** A blocking problem halves the score: such a post ranks below its fixed version whatever else it does well. */
export const BLOCK_FACTOR = 0.5;

export function liftScore(lift: number): number {
  const l = Math.pow(Math.max(lift, 1e-9), LIFT_EXPONENT);
  return (100 * l) / (l + 1);
}

export function prePublishScore(lift: number, composite: number, resonance: number | undefined, blockers: Blocker[], compositeWeight: number): number {
  const liftWeight = 1 - RESONANCE_WEIGHT - compositeWeight;
  let s = liftWeight * liftScore(lift) + compositeWeight * composite + RESONANCE_WEIGHT * (resonance ?? NEUTRAL_RESONANCE);
  const warns = blockers.filter((x) => x.severity === 'warn').length;
  s -= Math.min(WARN_PENALTY_MAX, warns * WARN_PENALTY);
  if (blockers.some((x) => x.severity === 'block')) s *= BLOCK_FACTOR;
  return Math.round(Math.min(100, Math.max(0, s)) * 100) / 100;
}
