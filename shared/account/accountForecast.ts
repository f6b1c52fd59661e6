// Scoring with an account model: the account's own effects in the score, and its own forecast of views,
// likes, reposts and replies for the draft. A count's forecast is the account's level today moved by the
// draft's effect (how far the draft is from the account's typical post, in ln(1 + likes) units: its concepts
// times the count's text share, plus what the rules say in full), with the account's own 80 % band around it.
import type { Band, ExpectedEngagement } from '../schemas';
import type { AccountModel, MetricModel } from './accountModel';
import type { FittedParams } from '../params/fittedParams';
import type { ConceptVector } from '../model/conceptVector';
import { FITTED_CONCEPTS } from '../concepts/index';
import type { CurveParams } from '../viewCurve/viewCurve';
import { VIEW_CURVE_PRIOR as P } from '../viewCurve/prior';
import { ENGAGEMENT_HORIZON_MIN } from './coldStartGuess';

/** z-scores of the 10th and 90th percentiles of a normal: turns the band's width into a log-normal sigma. */
const Z90 = 1.2816;

const paramsCache = new WeakMap<AccountModel, WeakMap<FittedParams, FittedParams>>();

/** The global parameters with each fitted concept's effect replaced by the account's (back in log-odds units). */
export function accountParams(model: AccountModel, base: FittedParams): FittedParams {
  let byBase = paramsCache.get(model);
  if (!byBase) paramsCache.set(model, (byBase = new WeakMap()));
  const cached = byBase.get(base);
  if (cached) return cached;
  const effects = { ...base.effects };
  for (const [id, e] of Object.entries(model.effects)) {
    const global = effects[id];
    if (global) effects[id] = { ...global, per_unit: e.per_unit / base.log_views_per_unit };
  }
  const params: FittedParams = { ...base, effects };
  byBase.set(base, params);
  return params;
}

/** The draft's distance from the account's typical post in ln(1 + likes): from its concepts and from the rules. */
export interface DraftEffect {
  text: number;
  rules: number;
}

export function draftEffect(model: AccountModel, vector: ConceptVector, unit: number): DraftEffect {
  let text = 0;
  FITTED_CONCEPTS.forEach((c, j) => {
    const e = model.effects[c.id];
    if (e) text += e.per_unit * ((vector.fitted[j] as number) - e.mean);
  });
  return { text, rules: unit * (vector.ruleOffset - model.rule_mean) };
}

/** The fraction of a post's final count reached `t` minutes after publishing, on the account's curve. */
function reachedBy(model: AccountModel, t: number): number {
  return 1 / (1 + (model.timing.t_50_min / t) ** model.timing.shape);
}

function centre(m: MetricModel, d: DraftEffect): number {
  return m.level + m.text_share * d.text + d.rules;
}

function band(m: MetricModel, d: DraftEffect, fraction: number): Band {
  const c = centre(m, d);
  const at = (x: number) => Math.round(Math.max(0, Math.expm1(x)) * fraction * 10) / 10;
  return { median: at(c), lo80: at(c + m.q10), hi80: at(c + m.q90) };
}

export function expectedEngagement(model: AccountModel, t: DraftEffect): ExpectedEngagement | null {
  const { likes, reposts, replies, impressions } = model.metrics;
  if (model.status === 'cold_start' || !likes || !reposts || !replies || !model.calibrated_at) return null;
  const fraction = reachedBy(model, ENGAGEMENT_HORIZON_MIN);
  return {
    horizon_min: ENGAGEMENT_HORIZON_MIN,
    impressions: model.status === 'calibrated' && impressions ? band(impressions, t, fraction) : null,
    likes: band(likes, t, fraction),
    reposts: band(reposts, t, fraction),
    replies: band(replies, t, fraction),
    based_on_posts: model.posts,
    calibrated_at: model.calibrated_at,
  };
}

/** The view curve's numbers from the account (null unless it is calibrated on impressions). */
export function accountCurve(model: AccountModel, t: DraftEffect): CurveParams | null {
  const m = model.metrics.impressions;
  if (model.status !== 'calibrated' || !m) return null;
  return {
    status: 'calibrated',
    K: Math.max(1, Math.round(Math.expm1(centre(m, t)) * 10) / 10),
    t50: model.timing.t_50_min,
    shape: model.timing.shape,
    sigmaLnK: Math.max(0.05, (m.q90 - m.q10) / (2 * Z90)),
    sigmaLnT50: P.sigma_ln_t50.value,
  };
}
