// One count (impressions, likes, reposts or replies) on one account, on the ln(1 + count) scale: the level of
// a typical post today (shared/account/recentLevel.ts) and an honest 80 % band.
//
// A draft's text moves the count by a factor: a draft the forecast puts 20 % above the account's typical post
// is forecast 20 % more likes, not 20 % more of (1 + likes), which matters for an account whose posts get three
// likes. So a post's count is level × lift on the count itself, and a post's value with its text effect taken
// out is its count divided by its lift (liftCount and its inverse).
//
// The band is split-conformal: each of the account's recent posts is forecast from the posts before it (the
// level as it stood then, the post's text lift from effects fitted without it), and again from the posts written a week, a month and a
// quarter before it, since a model is used for the posts written until the next import, not only the next
// one; the band is the split-conformal 10th to 90th percentile of those forecasts' errors, so it carries the
// drift a real forecast meets. (With gaps of up to 30 days the band held 74.5 % of the 91 accounts' later
// likes in `npm run eval`; with the quarter, 75.9 %; with the conformal bounds, 76.6 %.) Below ACCOUNT_MIN_POSTS posts the
// account's own errors are too few to give percentiles, and the errors pooled over the data sets' accounts
// (shared/params/accountBand.json, written by `npm run fit`) stand in for them.
import type { MetricModel } from './accountModel';
import { ACCOUNT_MIN_POSTS } from '../schemas';
import { DAY_MS, recentLevel, valueOrder } from './recentLevel';

/** A post is forecast (for the band) only when at least this many posts precede it. */
const MIN_PRECEDING = 10;
/**
 * A model is used for the posts written after it until the next import, not only for the next post: the band's
 * forecasts are also made from the posts written a week, a month and a quarter before the post forecast.
 */
const FORECAST_GAPS_DAYS = [0, 7, 30, 90];
/** The band is read from the errors of the forecasts of the account's most recent posts: this many of them. */
export const BAND_POSTS = 200;
/** How many posts' worth the prior text share counts for. */
const SHARE_PRIOR_POSTS = 30;
/**
 * A count follows the text between not at all and twice as strongly as likes do: a negative share would
 * forecast more views for a worse draft, which no feed does (a fitted share below 0 is noise).
 */
const SHARE_RANGE = [0, 2] as const;

/** The count (on the ln(1 + count) scale) of a post `lift` ln units above a post of value `level`. */
export function liftCount(level: number, lift: number): number {
  return Math.log1p(Math.expm1(level) * Math.exp(lift));
}

export interface MetricSeries {
  /** ln(1 + count), in time order. */
  y: number[];
  /** When each post went out, in ms. */
  times: number[];
  /** The re-weighted terms' effect on ln(likes) for the same posts (0 for a typical post of the account). */
  textEffect: number[];
  /** The same, fitted without each post's block of posts: what a forecast of the post would have used. */
  heldOutText: number[];
  /** The detrended y (y minus its neighbours' median), for the text share. */
  detrended: number[];
}

/** The band used until an account has errors of its own: percentiles of errors pooled over many accounts. */
export interface PooledBand {
  q10: number;
  q90: number;
}

/**
 * How much of the text's effect on likes this count follows: the regression slope of the detrended count on
 * the held-out text effect (effects fitted without the post's block of posts, so a text model that only
 * remembers its posts earns no share), shrunk toward `priorShare` as if SHARE_PRIOR_POSTS posts had shown
 * exactly the prior. With the held-out effects the band held 79.1 % of the 91 accounts' later likes in
 * `npm run eval`, against 76.6 % with the effects fitted on the posts themselves.
 */
export function textShare(series: MetricSeries, priorShare: number): number {
  let tt = 0;
  let ty = 0;
  series.heldOutText.forEach((t, i) => {
    tt += t * t;
    ty += t * (series.detrended[i] as number);
  });
  const n = series.heldOutText.length;
  const prior = (SHARE_PRIOR_POSTS * tt) / Math.max(1, n);
  const share = prior + tt === 0 ? priorShare : (ty + prior * priorShare) / (tt + prior);
  return Math.min(SHARE_RANGE[1], Math.max(SHARE_RANGE[0], share));
}

/**
 * The errors of the forecasts of posts `from` to `to` − 1 (by default the account's BAND_POSTS most recent),
 * each made from the posts before it as the account stood then (the level as it was, the post's lift from
 * effects not fitted on it), and again from the posts written FORECAST_GAPS_DAYS before it.
 */
export function forecastErrors(series: MetricSeries, share: number, posts?: { from: number; to: number }): number[] {
  const typical = series.y.map((y, i) => liftCount(y, -share * (series.textEffect[i] as number)));
  // The post forecast is lifted as a forecast made before it would have lifted it: by effects not fitted on it.
  const lifts = series.heldOutText.map((t) => share * t);
  const errors: number[] = [];
  const n = series.y.length;
  // Sorted once: each level below reads the posts before its post in this order.
  const order = valueOrder(typical);
  const from = posts ? posts.from : n - BAND_POSTS;
  const to = posts ? Math.min(n, posts.to) : n;
  for (const days of FORECAST_GAPS_DAYS) {
    for (let i = Math.max(MIN_PRECEDING, from); i < to; i++) {
      // The posts written at least `days` before post i (all before it for the next-post forecast).
      const end = days === 0 ? i : postsBefore(series.times, (series.times[i] as number) - days * DAY_MS);
      if (end < MIN_PRECEDING) continue;
      const level = recentLevel(typical, series.times, series.times[end - 1] as number, end, order);
      errors.push((series.y[i] as number) - liftCount(level, lifts[i] as number));
    }
  }
  return errors;
}

/** How many of the (sorted) times are before `at`. */
function postsBefore(times: readonly number[], at: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The split-conformal bound at level q: of n errors, the ⌊(n + 1)·q⌋-th smallest below the median and the
 * ⌈(n + 1)·q⌉-th above it, so a new error falls outside each bound at most the nominal share of the time
 * (plain percentiles of n errors undercover by about 1/n).
 */
export function conformalBound(errors: readonly number[], q: number): number {
  const sorted = [...errors].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const k = q < 0.5 ? Math.floor((n + 1) * q) : Math.ceil((n + 1) * q);
  return sorted[Math.min(n, Math.max(1, k)) - 1] as number;
}

/** The count's share of the text's effect, and the model. */
export function metricModel(series: MetricSeries, priorShare: number, pooled: PooledBand): MetricModel {
  const share = textShare(series, priorShare);
  const typical = series.y.map((y, i) => liftCount(y, -share * (series.textEffect[i] as number)));
  const n = series.y.length;
  const level = recentLevel(typical, series.times, series.times[n - 1] as number);
  const own = n >= ACCOUNT_MIN_POSTS;
  const errors = own ? forecastErrors(series, share) : [];
  return {
    level,
    q10: own ? conformalBound(errors, 0.1) : pooled.q10,
    q90: own ? conformalBound(errors, 0.9) : pooled.q90,
    posts: n,
    text_share: share,
    band_from: own ? 'account' : 'pooled',
  };
}

