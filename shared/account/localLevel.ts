// An account's level as a local-level model: the typical post's ln(1 + count) drifts as a random walk, and each
// post is that level plus noise. Filtering it (the Kalman filter of the random walk plus noise) is simple
// exponential smoothing whose weight per post is worked out from the time elapsed, not fixed per post:
//   - time is measured in days: the level's drift variance grows with the days since the last post
//     (`drift_per_day`, in units of one post's noise variance), so a post after a quiet month moves the level
//     more than one an hour after the last;
//   - a burst is not a month of evidence: a post's weight is shared with the posts within 12 hours of it, so every
//     day counts about alike however many posts it holds: thirty automated posts one afternoon count as one post,
//     and an account that posts ten times a day reads each day as about one post;
//   - one viral post is not a new level: an innovation is clipped at HUBER_K robust standard deviations
//     (robust exponential smoothing, Gelper, Fried & Croux, "Robust forecasting with exponential and
//     Holt-Winters smoothing", Journal of Forecasting 29, 2010), the deviation measured on the account's own
//     innovations.
// How much a change persists is then one number per account, its drift per day: 0 is the long-run average,
// large is the last few posts. calibrateAccount fits it on the account's own forecast errors (levelFit.ts).
import { selectMedian } from '../stats/selectMedian';

export const DAY_MS = 86_400_000;

/** Innovations beyond this many robust standard deviations move the level as if they were this far. */
export const HUBER_K = 2;
/** The window around a post whose posts share its weight. */
const BURST_WINDOW_MS = DAY_MS;
/** 1.4826 · MAD estimates a normal standard deviation. */
const MAD_TO_SD = 1.4826;

/** What one pass of the filter over a series gives. */
export interface LevelPass {
  /** The level after the last post (NaN for an empty series). */
  level: number;
  /** before[i]: the level as it stood just before post i, from posts 0..i−1 (its forecast; NaN for post 0). */
  before: Float64Array;
  /** after[i]: the level once post i is read. */
  after: Float64Array;
  /** The filter's variance of the level after the last post, in units of one post's noise variance. */
  variance: number;
  /**
   * smoothed[i]: the level at post i as the whole series reads it, the posts after it included (the fixed-interval
   * smoother of the same filter): the level a post is compared with to see how far posts stray from their level,
   * with no lag behind a trend.
   */
  smoothed: Float64Array;
}

/**
 * Each post's weight: 1 / (the posts within BURST_WINDOW_MS / 2 of it, itself included). A post alone in its day
 * counts 1; thirty posts in one afternoon count 1 between them. `times` in ms, sorted.
 */
export function burstWeights(times: readonly number[]): Float64Array {
  const w = new Float64Array(times.length);
  let first = 0;
  let end = 0;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    while ((times[first] as number) < t - BURST_WINDOW_MS / 2) first++;
    while (end < times.length && (times[end] as number) <= t + BURST_WINDOW_MS / 2) end++;
    w[i] = 1 / Math.max(1, end - first);
  }
  return w;
}

interface Step {
  values: readonly number[];
  times: readonly number[];
  weights: Float64Array;
  driftPerDay: number;
  /** Innovations are clipped at this many units of their model standard deviation (Infinity: no clipping). */
  clip: number;
}

interface PassOut {
  before: Float64Array;
  after: Float64Array;
  /** |innovation| / its model standard deviation, per post from the second on. */
  standardised?: Float64Array;
  /** The variance before (predicted) and after (filtered) each post, for the smoother. */
  predicted?: Float64Array;
  filtered?: Float64Array;
}

function pass(s: Step, out: PassOut): { level: number; variance: number } {
  const n = s.values.length;
  let level = Number.NaN;
  let p = 0;
  for (let i = 0; i < n; i++) {
    const y = s.values[i] as number;
    const noise = 1 / (s.weights[i] as number);
    if (i === 0) {
      out.before[0] = Number.NaN;
      level = y;
      p = noise;
      out.after[0] = level;
      if (out.predicted) out.predicted[0] = Infinity;
      if (out.filtered) out.filtered[0] = p;
      continue;
    }
    const elapsed = ((s.times[i] as number) - (s.times[i - 1] as number)) / DAY_MS;
    const days = Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
    p += s.driftPerDay * days;
    if (out.predicted) out.predicted[i] = p;
    out.before[i] = level;
    const sd = Math.sqrt(p + noise);
    const e = y - level;
    if (out.standardised) out.standardised[i - 1] = Math.abs(e) / sd;
    const limit = s.clip * sd;
    const gain = p / (p + noise);
    level += gain * Math.max(-limit, Math.min(limit, e));
    p *= 1 - gain;
    out.after[i] = level;
    if (out.filtered) out.filtered[i] = p;
  }
  return { level, variance: p };
}

/** The fixed-interval (Rauch–Tung–Striebel) smoother of a random walk: back from the last post. */
function smooth(after: Float64Array, predicted: Float64Array, filtered: Float64Array): Float64Array {
  const n = after.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  out[n - 1] = after[n - 1] as number;
  for (let i = n - 2; i >= 0; i--) {
    const next = predicted[i + 1] as number;
    const gain = next > 0 ? (filtered[i] as number) / next : 1;
    out[i] = (after[i] as number) + gain * ((out[i + 1] as number) - (after[i] as number));
  }
  return out;
}

/**
 * The filtered level of `values` (ln(1 + count), time order; `times` in ms) under a drift of `driftPerDay`.
 * Two passes: the first, unclipped, measures the innovations' robust spread; the second clips at HUBER_K of it.
 */
export function localLevel(
  values: readonly number[],
  times: readonly number[],
  driftPerDay: number,
  weights: Float64Array = burstWeights(times),
): LevelPass {
  const n = values.length;
  const before = new Float64Array(n);
  const after = new Float64Array(n);
  if (n === 0) return { level: Number.NaN, before, after, variance: Number.NaN, smoothed: new Float64Array(0) };
  const standardised = new Float64Array(n - 1);
  pass({ values, times, weights, driftPerDay, clip: Infinity }, { before, after, standardised });
  const spread = MAD_TO_SD * selectMedian(standardised);
  const clip = spread > 0 ? HUBER_K * spread : Infinity;
  const predicted = new Float64Array(n);
  const filtered = new Float64Array(n);
  const { level, variance } = pass({ values, times, weights, driftPerDay, clip }, { before, after, predicted, filtered });
  return { level, before, after, variance, smoothed: smooth(after, predicted, filtered) };
}

/**
 * The smoothing weight the filter settles on for an account that posts once a day, alone in its day: the share
 * of a new post's surprise that moves the level (simple exponential smoothing's alpha). Solves α² / (1 − α) =
 * drift per day, the steady state of the filter. 0: the long-run average; near 1: the last post.
 */
export function dailyWeight(driftPerDay: number): number {
  return driftPerDay <= 0 ? 0 : (Math.sqrt(driftPerDay * driftPerDay + 4 * driftPerDay) - driftPerDay) / 2;
}
