// The view curve's cold-start prior: every number the curve uses, with where it comes from.
// V(t) = K · t^a / (t^a + t50^a): cumulative views t minutes after publishing (a log-logistic curve).

export interface PriorEntry {
  value: number;
  source: string;
}

export const VIEW_CURVE_PRIOR = {
  t50_min: {
    value: 80,
    source:
      'Pfeffer et al., "The Half-Life of a Tweet", ICWSM 2023: the median tweet collects half of its impressions in about 80 minutes.',
  },
  shape: {
    value: 1.2,
    source:
      'Design choice fitted to the same paper: with t50 = 80 min, a = 1.2 puts 41 % of views in the first ' +
      'hour, t90 ≈ 500 min and 97 % by 24 h, matching "95 % of tweets get no relevant impressions after 24 ' +
      'h".',
  },
  horizon_min: {
    value: 2880,
    source: "X's candidate age filter: posts older than 48 h are no longer candidates for the For You feed; K is measured there.",
  },
  K_base: {
    value: 1000,
    source:
      'Design choice: a generic baseline of 1,000 views at 48 h for a typical post (lift 1) of an account without history. ' +
      'At about 0.28 views per follower per post (interquartile range 0.21–0.36) that is an account of about 3,600 followers. ' +
      'Absolute values are a generic baseline; only comparisons between posts are meaningful until account history exists.',
  },
  K_lift_exponent: {
    value: 1,
    source:
      'Design choice: X ranks by the weighted score, so twice the score of a neutral post competes like ' +
      'twice the post; views scale linearly with lift.',
  },
  lift_min: {
    value: 0.05,
    source:
      'Design choice: K is bounded to [0.05, 20] × K_base so one extreme multiplier cannot produce a curve of 0 or millions of views.',
  },
  lift_max: {
    value: 20,
    source: 'Design choice: see lift_min.',
  },
  t50_lift_exponent: {
    value: -0.15,
    source:
      'Design choice: posts the ranker favours collect early engagement and spread a little faster (t50 = ' +
      '80 · lift^-0.15: lift 2 → 72 min, lift 0.5 → 89 min). ' +
      'Kept small so the cited 80-minute prior dominates; the lift bounds keep it within 51–126 min.',
  },
  sigma_ln_K_cold: {
    value: 1.1,
    source:
      'Design choice: σ of ln K is 1.0–1.2 without account history (views per post vary over orders of ' +
      'magnitude); the middle of that range.',
  },
  sigma_ln_K_history: {
    value: 0.7,
    source:
      "Design choice: σ of ln K with account history, narrower since the account's own posts fix its " +
      'level; reserved for the per-account curve.',
  },
  sigma_ln_t50: {
    value: 1.0,
    source: "Design choice: σ of ln t50 (a post's timing varies by about a factor e either way), drawn independently of K.",
  },
  band_lo_quantile: {
    value: 0.1,
    source: 'The 80 % band: 10th percentile (lo80).',
  },
  band_hi_quantile: {
    value: 0.9,
    source: 'The 80 % band: 90th percentile (hi80).',
  },
  grid_start_min: {
    value: 5,
    source: 'Design choice: the first view count a person checks; earlier than 5 minutes the curve is near 0 anyway.',
  },
  grid_points: {
    value: 40,
    source: 'Design choice: log-spaced points from 5 min to 48 h, enough for a smooth chart; 60 min and 24 h are on the grid exactly.',
  },
} as const satisfies Record<string, PriorEntry>;
