// X's production ranking weights, one table, pinned to the commit they were read from.
import type { PhoenixActionName } from '../schemas';

export const WEIGHTS_SOURCE = {
  repository: 'xai-org/x-algorithm',
  path: 'home-mixer/params/param.rs',
  commit: '625f9e30d50488bcf4f92a5e58819a50a028b724',
} as const;

/** Per-action weight in the weighted sum (param.rs at WEIGHTS_SOURCE.commit, synced 2026-08-12). */
export const ACTION_WEIGHTS: Record<PhoenixActionName, number> = {
  favorite: 0.5,
  reply: 5.0,
  repost: 1.0,
  quote: 5.0,
  click: 0.4,
  profile_click: 0.0,
  photo_expand: 0.05,
  vqv: 0.05,
  share: 2.0,
  share_via_dm: 5.0,
  share_via_copy_link: 20.0,
  dwell: 0.0,
  open_link: 0.2,
  follow_author: 4.0,
  not_interested: -43.2,
  block_author: -31.2,
  mute_author: -58.8,
  report: -234.0,
  not_dwelled: -0.02,
};

export const ACTIONS = Object.keys(ACTION_WEIGHTS) as PhoenixActionName[];

/** Σ|w| over negative actions and over all actions: the constants of the offset rule (ranking_scorer.rs). */
export const NEGATIVE_WEIGHT_SUM = ACTIONS.reduce((s, a) => s + Math.max(0, -ACTION_WEIGHTS[a]), 0);
export const ABSOLUTE_WEIGHT_SUM = ACTIONS.reduce((s, a) => s + Math.abs(ACTION_WEIGHTS[a]), 0);

/** Score added to a non-negative sum, and the ceiling of the squashed range for a negative one. */
export const SCORE_OFFSET = 0.001;

/**
 * X's arithmetic (home-mixer/scorers/ranking_scorer.rs): net ≥ 0 scores net + 0.001; a net-negative sum is
 * squashed into [0, 0.001) so every net-negative post ranks below every net-positive one.
 */
export function weightedScore(net: number): number {
  if (net >= 0) return net + SCORE_OFFSET;
  return ((net + NEGATIVE_WEIGHT_SUM) / ABSOLUTE_WEIGHT_SUM) * SCORE_OFFSET;
}
