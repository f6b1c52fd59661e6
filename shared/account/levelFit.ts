// How much of a change in an account's reach persists, and how much its text says: the two numbers of one count's
// forecast that the account's own history decides, each on the errors its forecasts would have made.
//   - the drift per day of the local level (localLevel.ts): the value on DRIFT_GRID whose forecasts of the
//     account's posts, made from the level as it stood just before each post and as it stood 7 and 30 days before
//     it (a model serves the posts written until the next import, weeks ahead, not only the next one), were off
//     by least on average (|ln(1 + count) error|, each post counted by its burst weight);
//   - the text share: of the shares on SHARE_GRID of the draft's text lift (effects fitted without the post's
//     block, accountEffects.ts), the smallest whose next-post forecasts were within one standard error of the
//     closest, by the median |error| the product is judged on (the one-standard-error rule of Breiman, Friedman,
//     Olshen & Stone, "Classification and Regression Trees", 1984: the simplest model the data cannot tell from
//     the best). Text earns its place only by an improvement the account's own posts can tell from noise; an
//     account where it does not gets 0, its level alone;
// and each is shrunk toward the pooled value as if PRIOR_POSTS posts had shown it, so a short history borrows
// from the many accounts behind the prior and a long one speaks for itself. The drift is shrunk on the log scale
// (it spans five decades); the evidence is the posts counted as the filter counts them (a burst weighs little).
//
// Why not the one-step-ahead errors alone, as AutoETS fits the weight: on the 91 accounts of `npm run eval`,
// weights fitted that way did not predict which weight served an account's later posts best (rank correlation
// about 0) and did worse on them than one pooled weight; the next-post errors reward following the last few
// posts, which serve the posts a month later poorly.
import { liftCount } from './liftCount';
import { DAY_MS, localLevel, burstWeights, type LevelPass } from './localLevel';
import { weightedMedian } from '../stats/weightedMedian';

/** Drifts per day tried, in units of one post's noise variance: 0 (the long-run average), then 10⁻⁴ to 10, four a decade. */
export const DRIFT_GRID: readonly number[] = [0, ...Array.from({ length: 21 }, (_, k) => Math.round(1e-4 * 10 ** (k / 4) * 1e8) / 1e8)];
/** Shares of the text lift tried: 0 to 2 in tenths (a count may follow the text up to twice as strongly as likes). */
export const SHARE_GRID: readonly number[] = Array.from({ length: 21 }, (_, k) => k / 10);
/** The forecasts the drift is judged on: from the level just before the post, and a week and a month before it. */
export const FIT_GAPS_DAYS: readonly number[] = [0, 7, 30];
/** How many posts' worth of evidence the pooled drift and the pooled text share count for. */
export const PRIOR_POSTS = 100;
/**
 * The fit reads the errors of at most about FIT_POSTS posts, every k-th post of a longer history (the filter still
 * reads every post): the same evidence of how the account's level moved, spread over its whole history, and a
 * 20,000-post history calibrates in seconds instead of half a minute.
 */
export const FIT_POSTS = 2000;
/** A post is forecast (for the fit and the band) only when at least this many posts precede it. */
export const MIN_PRECEDING = 10;
/** A drift of 0 has no logarithm: for shrinking it counts as this (a weight of 1 % per daily post). */
const DRIFT_FLOOR = 1e-4;

/** One count's history on the ln(1 + count) scale. */
export interface MetricSeries {
  /** ln(1 + count), in time order. */
  y: number[];
  /** When each post went out, in ms. */
  times: number[];
  /** The account's effects on ln(likes) for the same posts (0 for a typical post of the account). */
  textEffect: number[];
  /** The same, fitted without each post's block of posts: what a forecast of the post would have used. */
  heldOutText: number[];
  /**
   * Posts whose text marks them as a later part of a thread (threadPart.ts): kept out of the level, and how such drafts do is learned from
   * them.
   */
  part?: boolean[];
}

/** The values the level is read from: each post's count with its text lift (share · its effect) taken out. */
export function typicalValues(series: MetricSeries, share: number): number[] {
  return series.y.map((y, i) => liftCount(y, -share * (series.textEffect[i] as number)));
}

/** How many of the (sorted) times are before `at`. */
export function postsBefore(times: readonly number[], at: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface ForecastErrors {
  /** Actual minus forecast, ln(1 + count), one per post and gap forecast. */
  errors: number[];
  /** Each error's post's burst weight. */
  weights: number[];
  /** The filter's pass over the typical values. */
  pass: LevelPass;
}

/** A series read with one text share: its typical values and each post's factor from its held-out lift. */
export interface SharedSeries {
  share: number;
  typical: number[];
  /** e^(share · held-out effect): liftCount(level, share · effect) is ln(1 + (e^level − 1) · factor). */
  factor: Float64Array;
}

export function withShare(series: MetricSeries, share: number): SharedSeries {
  return { share, typical: typicalValues(series, share), factor: Float64Array.from(series.heldOutText, (t) => Math.exp(share * t)) };
}

/**
 * The errors of forecasts of posts `from` on, each made from the level as it stood `gap` days before the post
 * (0: just before it) and lifted by the post's held-out text effect times `share`.
 */
export function forecastErrors(
  series: MetricSeries,
  share: number | SharedSeries,
  driftPerDay: number,
  gapsDays: readonly number[],
  from = 0,
  weights = burstWeights(series.times),
  stride = 1,
): ForecastErrors {
  const read = typeof share === 'number' ? withShare(series, share) : share;
  const pass = localLevel(read.typical, series.times, driftPerDay, weights);
  const errors: number[] = [];
  const used: number[] = [];
  const n = series.y.length;
  for (const gap of gapsDays) {
    for (let i = Math.max(MIN_PRECEDING, from); i < n; i += stride) {
      const end = gap === 0 ? i : postsBefore(series.times, (series.times[i] as number) - gap * DAY_MS);
      if (end < MIN_PRECEDING) continue;
      const level = gap === 0 ? (pass.before[i] as number) : (pass.after[end - 1] as number);
      errors.push((series.y[i] as number) - Math.log1p(Math.expm1(level) * (read.factor[i] as number)));
      used.push(weights[i] as number);
    }
  }
  return { errors, weights: used, pass };
}

function meanAbs(errors: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  let total = 0;
  errors.forEach((e, i) => {
    sum += (weights[i] as number) * Math.abs(e);
    total += weights[i] as number;
  });
  return total > 0 ? sum / total : Number.NaN;
}

/** The weighted median of |errors|. */
function medianAbs(errors: readonly number[], weights: readonly number[]): number {
  return errors.length > 0 ? weightedMedian(errors.map(Math.abs), weights) : Number.NaN;
}

/** The grid value with the smallest cost; the first on ties, so the simpler model (lower drift, less text) wins. */
export function argmin(grid: readonly number[], costs: readonly number[]): number {
  let best = grid[0] as number;
  let lowest = Infinity;
  grid.forEach((x, k) => {
    const c = costs[k] as number;
    if (c < lowest - 1e-12) {
      lowest = c;
      best = x;
    }
  });
  return best;
}

/** Every how many posts the fit forecasts one: 1 up to FIT_POSTS posts. */
function fitStride(series: MetricSeries): number {
  return Math.max(1, Math.ceil((series.y.length - MIN_PRECEDING) / FIT_POSTS));
}

/** The mean |error| of the forecasts the drift is judged on (FIT_GAPS_DAYS), for each drift of DRIFT_GRID. */
export function driftCosts(series: MetricSeries, share: number, weights = burstWeights(series.times)): number[] {
  const read = withShare(series, share);
  return DRIFT_GRID.map((d) => {
    const f = forecastErrors(series, read, d, FIT_GAPS_DAYS, 0, weights, fitStride(series));
    return meanAbs(f.errors, f.weights);
  });
}

/**
 * The smallest share (SHARE_GRID order) whose median |error| is within one standard error of the lowest. The
 * standard error of a median is about 1.2533 · sd / √n for errors near normal; n is the evidence (posts counted
 * as the filter counts them), sd the spread of the |errors| at the best share.
 */
function simplestWithinNoise(fits: readonly ForecastErrors[], evidence: number): number {
  const costs = fits.map((f) => medianAbs(f.errors, f.weights));
  const best = SHARE_GRID.indexOf(argmin(SHARE_GRID, costs));
  const at = fits[best];
  if (best < 0 || !at || at.errors.length === 0) return SHARE_GRID[0] as number;
  const mean = meanAbs(at.errors, at.weights);
  let variance = 0;
  let total = 0;
  at.errors.forEach((e, i) => {
    variance += (at.weights[i] as number) * (Math.abs(e) - mean) ** 2;
    total += at.weights[i] as number;
  });
  const standardError = (MEDIAN_SE_FACTOR * Math.sqrt(variance / total)) / Math.sqrt(Math.max(1, evidence));
  const lowest = costs[best] as number;
  const simplest = costs.findIndex((c) => c <= lowest + standardError);
  return SHARE_GRID[simplest] as number;
}

/** The standard error of a sample median over that of a mean, for normal errors: √(π/2). */
const MEDIAN_SE_FACTOR = Math.sqrt(Math.PI / 2);

/** The pooled values a count's fit is shrunk toward. */
export interface LevelPrior {
  driftPerDay: number;
  textShare: number;
}

export interface LevelFit {
  /** The drift per day used: the account's own, shrunk toward the pooled one. */
  driftPerDay: number;
  /** The drift the account's own errors chose. */
  ownDrift: number;
  textShare: number;
  ownShare: number;
  /** The posts the fit rests on, as the filter counts them (Σ burst weights of the posts forecast). */
  evidence: number;
}

export function fitLevel(series: MetricSeries, prior: LevelPrior): LevelFit {
  const weights = burstWeights(series.times);
  // The posts with a forecast of their own: the ones after the first MIN_PRECEDING.
  const evidence = weights.slice(MIN_PRECEDING).reduce((s, w) => s + w, 0);
  const shrink = (own: number, pooled: number) => (evidence * own + PRIOR_POSTS * pooled) / (evidence + PRIOR_POSTS);
  const driftFor = (share: number) => argmin(DRIFT_GRID, driftCosts(series, share, weights));
  // The share is judged with the level the prior share gives, then the drift again with the share chosen.
  const first = driftFor(prior.textShare);
  const ownShare = simplestWithinNoise(
    SHARE_GRID.map((s) => forecastErrors(series, s, first, [0], 0, weights, fitStride(series))),
    evidence,
  );
  const textShare = shrink(ownShare, prior.textShare);
  const ownDrift = driftFor(textShare);
  const log = (d: number) => Math.log(Math.max(DRIFT_FLOOR, d));
  const driftPerDay = Math.exp(shrink(log(ownDrift), log(prior.driftPerDay)));
  return { driftPerDay, ownDrift, textShare, ownShare, evidence };
}

/**
 * How far a typical post sits from the filter's level: the median of the posts' deviations from the smoothed
 * level over the posts from `from` on, each counted by its burst weight (every day counts alike here too). The
 * filter's level is a robust mean; a typical post (the median) sits below it when a few posts go far above their
 * level. Read against the smoothed level, a trend adds nothing.
 */
export function medianDeviation(typical: readonly number[], pass: LevelPass, from: number, weights: ArrayLike<number>): number {
  const deviations: number[] = [];
  const used: number[] = [];
  for (let i = Math.max(0, from); i < typical.length; i++) {
    deviations.push((typical[i] as number) - (pass.smoothed[i] as number));
    used.push(weights[i] as number);
  }
  return deviations.length > 0 ? weightedMedian(deviations, used) : 0;
}
