// One count (impressions, likes, reposts or replies) on one account, on the ln(1 + count) scale: the level of a
// typical post today and an honest 80 % band.
//
// The level is the account's local level (localLevel.ts) with the drift and the text share its own history
// chose (levelFit.ts), read from the posts with their text lift taken out, a thread's later parts left out: they
// are forecast from that level moved by the account's own parts' shift, with their own band (threadParts.ts).
// The filter's centre is a robust mean; the forecast is a median, so the median of the account's recent next-post
// errors is added to it (on a typical account of the exports a few hundredths: a viral post now and then pulls a
// mean up, never a median).
//
// The band is split-conformal: the account's most recent BAND_POSTS posts, each forecast from the posts before it
// (the level as it stood then, the post's lift from effects not fitted on it); the band is the conformal 10th and
// 90th percentile of those errors. Two things widen it:
//   - a level that has been moving: the band is the union of the band around today's level and the band around
//     the level of MOVE_DAYS before, so a change of the last weeks that does not persist (a dip that recovers)
//     is still inside it, and one that does (a fall that stays) is too;
//   - a short history: below ACCOUNT_MIN_POSTS posts the errors pooled over the data sets' accounts
//     (shared/params/accountBand.json, written by `npm run fit`) stand in for the account's own, and above it they
//     count as BAND_PRIOR_POSTS errors beside the account's.
// Below ACCOUNT_MIN_POSTS the pooled band is used as it is: a few own errors would give percentiles by chance.
import type { MetricModel } from './accountModel';
import { ACCOUNT_MIN_POSTS } from '../schemas';
import { conformalBound } from './conformalBound';
import { burstWeights, dailyWeight, DAY_MS } from './localLevel';
import { fitLevel, forecastErrors, medianDeviation, postsBefore, typicalValues, type LevelPrior, type MetricSeries } from './levelFit';
import { errorsFromLevel, ordinaryPosts, partShift } from './threadParts';

export { liftCount } from './liftCount';
export { conformalBound } from './conformalBound';
export type { MetricSeries } from './levelFit';

/** The band is read from the errors of the forecasts of the account's most recent posts: this many of them. */
export const BAND_POSTS = 200;
/** How far back the level is compared with today's to widen the band. */
export const MOVE_DAYS = 14;
/**
 * How many of the account's own errors the pooled band counts for, once the account has its own: a quarter of the
 * band of a 30-post account, 5 % of one with BAND_POSTS errors. Little, because the pooled band is measured on
 * likes, which stray further from post to post than views do (on the five exports of `npm run eval`, counted as
 * 30 errors it made the views' bands hold 0.7 points more than counted as 10, above the 85 % a band should not pass).
 */
export const BAND_PRIOR_POSTS = 10;

/** The band used until an account has errors of its own: percentiles of errors pooled over many accounts. */
export interface PooledBand {
  q10: number;
  q90: number;
}

/** The count's level, text share and band on one account. */
export function metricModel(whole: MetricSeries, prior: LevelPrior, pooled: PooledBand): MetricModel {
  // The level is read from the posts that are no later part of a thread; the parts are read against it.
  const { series, index } = ordinaryPosts(whole);
  const n = series.y.length;
  const fit = fitLevel(series, prior);
  const recent = forecastErrors(series, fit.textShare, fit.driftPerDay, [0], n - BAND_POSTS);
  const offset = medianDeviation(typicalValues(series, fit.textShare), recent.pass, n - BAND_POSTS, burstWeights(series.times));
  const level = (recent.pass.level as number) + offset;
  // The band: the errors of the most recent posts that are no later part, each forecast from the level before it.
  const fromLevel = errorsFromLevel(whole, index, recent.pass, fit.textShare);
  const ordinaryErrors: number[] = [];
  for (let i = whole.y.length - 1; i >= 0 && ordinaryErrors.length < BAND_POSTS; i--) {
    const e = fromLevel[i] as number;
    if (!whole.part?.[i] && Number.isFinite(e)) ordinaryErrors.push(e);
  }
  const own = n >= ACCOUNT_MIN_POSTS && ordinaryErrors.length > 0;
  const m = ordinaryErrors.length;
  const blend = (ownBound: number, pooledBound: number) => (m * ownBound + BAND_PRIOR_POSTS * pooledBound) / (m + BAND_PRIOR_POSTS);
  let q10 = own ? blend(conformalBound(ordinaryErrors, 0.1) - offset, pooled.q10) : pooled.q10;
  let q90 = own ? blend(conformalBound(ordinaryErrors, 0.9) - offset, pooled.q90) : pooled.q90;
  let part = own ? partShift(whole, fromLevel, offset, q10, q90) : null;
  // The level MOVE_DAYS before the newest post, against today's: the band holds both.
  const then = postsBefore(series.times, (series.times[n - 1] as number) - MOVE_DAYS * DAY_MS);
  if (then > 0) {
    const moved = level - ((recent.pass.after[then - 1] as number) + offset);
    q10 = Math.min(q10, q10 - moved);
    q90 = Math.max(q90, q90 - moved);
    if (part) part = { ...part, q10: Math.min(part.q10, part.q10 - moved), q90: Math.max(part.q90, part.q90 - moved) };
  }
  return {
    level,
    q10,
    q90,
    posts: whole.y.length,
    text_share: round(fit.textShare),
    band_from: own ? 'account' : 'pooled',
    drift_per_day: fit.driftPerDay,
    weight_per_day: round(dailyWeight(fit.driftPerDay)),
    thread_part: part,
  };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
