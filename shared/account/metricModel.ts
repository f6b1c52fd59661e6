// One count (impressions, likes, reposts or replies) on one account, on the ln(1 + count) scale: the level of
// a typical post today and an honest 80 % band. The band is not the spread around the account's mean: each
// post is forecast from the RECENT_POSTS before it (their median, text effects taken out), and the band is
// the 10th to 90th percentile of those forecasts' errors, so it carries the drift a real forecast meets.
import type { MetricModel } from './accountModel';
import { median, quantile } from '../stats/detrend';

/** The posts a level is taken from: about a month of posts for an account that posts daily. */
export const RECENT_POSTS = 30;
/** A post is forecast (for the band) only when at least this many posts precede it. */
const MIN_PRECEDING = 10;
/** The spread of ln(1 + count) from post to post when an account has too few posts to measure it. */
const PRIOR_HALF_WIDTH = 1.28;
/**
 * A model is used for the posts written after it, not only the next one: errors are measured for forecasts
 * made 0, 10, 20 and 30 posts ahead, so the band holds for about a month of posts after calibration.
 */
const FORECAST_GAPS = [0, 10, 20, 30];
/** How many posts' worth the prior text share counts for. */
const SHARE_PRIOR_POSTS = 30;
/**
 * A count follows the text between not at all and twice as strongly as likes do: a negative share would
 * forecast more views for a worse draft, which no feed does (a fitted share below 0 is noise).
 */
const SHARE_RANGE = [0, 2] as const;

export interface MetricSeries {
  /** ln(1 + count), in time order. */
  y: number[];
  /** The re-weighted concepts' effect on ln(1 + likes) for the same posts (0 for a typical post of the account). */
  textEffect: number[];
  /** The rules' effect (ln units): what platforms hold back costs every count in full. */
  ruleEffect: number[];
  /** The detrended y (y minus its neighbours' median), for the text share. */
  detrended: number[];
}

/**
 * How much of the text's effect on likes this count follows: the regression slope of the detrended count on
 * the text effect, shrunk toward `priorShare` as if SHARE_PRIOR_POSTS posts had shown exactly the prior.
 */
function textShare(series: MetricSeries, priorShare: number): number {
  let tt = 0;
  let ty = 0;
  series.textEffect.forEach((t, i) => {
    tt += t * t;
    ty += t * ((series.detrended[i] as number) - (series.ruleEffect[i] as number));
  });
  const n = series.textEffect.length;
  const prior = (SHARE_PRIOR_POSTS * tt) / Math.max(1, n);
  const share = prior + tt === 0 ? priorShare : (ty + prior * priorShare) / (tt + prior);
  return Math.min(SHARE_RANGE[1], Math.max(SHARE_RANGE[0], share));
}

export function metricModel(series: MetricSeries, priorShare: number): MetricModel {
  const share = textShare(series, priorShare);
  const adjusted = series.y.map((y, i) => y - share * (series.textEffect[i] as number) - (series.ruleEffect[i] as number));
  const errors: number[] = [];
  for (const gap of FORECAST_GAPS) {
    for (let i = MIN_PRECEDING + gap; i < adjusted.length; i++) {
      errors.push((adjusted[i] as number) - median(adjusted.slice(Math.max(0, i - gap - RECENT_POSTS), i - gap)));
    }
  }
  const level = median(adjusted.slice(-RECENT_POSTS));
  // With few forecasts the percentiles are themselves noisy; fall back to a generic width until there are 10.
  const enough = errors.length >= MIN_PRECEDING;
  return {
    level,
    q10: enough ? quantile(errors, 0.1) : -PRIOR_HALF_WIDTH,
    q90: enough ? quantile(errors, 0.9) : PRIOR_HALF_WIDTH,
    posts: series.y.length,
    text_share: share,
  };
}
