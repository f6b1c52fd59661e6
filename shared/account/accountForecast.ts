// Scoring with an account model: the account's own effects in the forecast, and its own forecast of views,
// likes, reposts and replies for the draft. A count's forecast is the account's level today times the
// draft's lift (how far the draft is from the account's typical post, in ln units: its forecast terms times
// the count's text share, plus the platform's policies in full), with the account's own 80 % band around it. The editor is not in it: the
// editor judges the writing, the same for every account. Views are one figure with one band: the account's view curve passes through the
// account's own band at 24 h (accountViews.ts), and expected_engagement's views are read off that curve, so no surface can show two.
import type { Band, ExpectedEngagement, UsualCounts, ViewCurve } from '../schemas';
import type { AccountModel, MetricModel } from './accountModel';
import type { ForecastParams } from '../params/forecastParams';
import type { Forecast } from '../forecast/forecast';
import { ENGAGEMENT_HORIZON_MIN } from './coldStartGuess';
import { viewsAt } from '../viewCurve/viewsAt';
import { liftCount } from './liftCount';

const paramsCache = new WeakMap<AccountModel, WeakMap<ForecastParams, ForecastParams>>();

/**
 * The generic forecast with each term's effect replaced by the account's (back on the pairwise scale) and its
 * typical value by the account's: the forecast is then relative to this account's typical post.
 */
export function accountForecastParams(model: AccountModel, base: ForecastParams): ForecastParams {
  let byBase = paramsCache.get(model);
  if (!byBase) paramsCache.set(model, (byBase = new WeakMap()));
  const cached = byBase.get(base);
  if (cached) return cached;
  const effects = { ...base.effects };
  for (const [id, e] of Object.entries(model.effects)) {
    const generic = effects[id];
    if (generic) effects[id] = { ...generic, per_unit: e.per_unit / base.log_likes_per_unit, mean: e.mean, shipped: true };
  }
  const params: ForecastParams = { ...base, effects };
  byBase.set(base, params);
  return params;
}

/**
 * The draft's distance from the account's typical post in ln(1 + likes): from its text and from the policies;
 * `threadPart` when the draft marks itself as a later part of a thread (threadPart.ts).
 */
export interface DraftEffect {
  text: number;
  rules: number;
  threadPart?: boolean;
}

/** `forecast` must come from the account's forecast parameters (accountForecastParams). */
export function draftEffect(forecast: Forecast, unit: number, threadPart = false): DraftEffect {
  return { text: unit * forecast.dataUnits, rules: unit * (forecast.units - forecast.dataUnits), ...(threadPart ? { threadPart } : {}) };
}

/** The band and shift a draft is forecast with: its account's later parts' for a later part, else the count's own. */
export function bandFor(m: MetricModel, d: DraftEffect): { shift: number; q10: number; q90: number } {
  const part = d.threadPart ? m.thread_part : null;
  return part ? { shift: part.shift, q10: part.q10, q90: part.q90 } : { shift: 0, q10: m.q10, q90: m.q90 };
}

/** The fraction of a post's final count reached `t` minutes after publishing, on the account's curve. */
function reachedBy(model: AccountModel, t: number): number {
  return 1 / (1 + (model.timing.t_50_min / t) ** model.timing.shape);
}

/** The draft's count on the ln(1 + count) scale: the account's level, times the draft's lift on the count. */
export function centre(m: MetricModel, d: DraftEffect): number {
  return liftCount(m.level, m.text_share * d.text + d.rules) + bandFor(m, d).shift;
}

/** A count on the ln(1 + count) scale as the share of it reached by the horizon, rounded as every band is (0.1). */
const reached = (x: number, fraction: number) => Math.round(Math.max(0, Math.expm1(x)) * fraction * 10) / 10;

function band(m: MetricModel, d: DraftEffect, fraction: number): Band {
  const c = centre(m, d);
  const { q10, q90 } = bandFor(m, d);
  return { median: reached(c, fraction), lo80: reached(c + q10, fraction), hi80: reached(c + q90, fraction) };
}

/** The draft of no lift at all: the account's typical post. */
export const TYPICAL_POST: DraftEffect = { text: 0, rules: 0 };

/**
 * `views` is the account's own view curve for the draft and `usualViews` its curve for the typical post (both
 * from accountCurve; null unless calibrated on impressions).
 */
export function expectedEngagement(
  model: AccountModel,
  t: DraftEffect,
  views: ViewCurve | null,
  usualViews: ViewCurve | null,
): ExpectedEngagement | null {
  const { likes, reposts, replies } = model.metrics;
  if (model.status === 'cold_start' || !likes || !reposts || !replies || !model.calibrated_at) return null;
  const fraction = reachedBy(model, ENGAGEMENT_HORIZON_MIN);
  const usual: UsualCounts = {
    impressions: views && usualViews ? viewsAt(usualViews, ENGAGEMENT_HORIZON_MIN).median : null,
    likes: reached(likes.level, fraction),
    reposts: reached(reposts.level, fraction),
    replies: reached(replies.level, fraction),
  };
  return {
    horizon_min: ENGAGEMENT_HORIZON_MIN,
    impressions: views ? viewsAt(views, ENGAGEMENT_HORIZON_MIN) : null,
    likes: band(likes, t, fraction),
    reposts: band(reposts, t, fraction),
    replies: band(replies, t, fraction),
    based_on_posts: model.posts,
    calibrated_at: model.calibrated_at,
    usual,
  };
}
