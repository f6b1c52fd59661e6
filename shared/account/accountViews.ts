// The account's own view curve for a draft: K from the account's level of impressions lifted by the draft, the
// account's timing, and a spread of ln K fitted so the curve's 80 % band at 24 h is the account's own band.
//
// Why the account's band is the figure and the curve follows it, not the other way round: the band is measured.
// It is the split-conformal 10th to 90th percentile of the errors the account's own forecasts made on its later
// posts (shared/account/metricModel.ts), with a coverage that `npm run eval` checks. The curve's spread is a
// model: a normal ln K around the median, plus a prior spread of the timing that no account measures. A
// symmetric σ taken from the band's width put the 24-hour band below the measured one on both sides, since an
// account's posts overshoot their forecast further than they fall short of it and the timing's spread pulls the
// lower bound down again (a 5,000-view account: 2,519–8,760 on the curve against 2,974–10,053 measured).
import type { ViewCurve } from '../schemas';
import type { AccountModel, MetricModel } from './accountModel';
import type { LnKSpread } from '../viewCurve/bandQuantiles';
import { curveFrom } from '../viewCurve/viewCurve';
import { spreadThrough } from '../viewCurve/spreadThrough';
import { VIEW_CURVE_PRIOR as P } from '../platformFacts/viewCurvePrior';
import { ENGAGEMENT_HORIZON_MIN } from './coldStartGuess';
import { bandFor, centre, type DraftEffect } from './accountForecast';

/**
 * A band bound as a ratio to the median, ln(bound / median), for the account's typical post: the band is kept on
 * the ln(1 + count) scale, where a bound of an account that gets a few dozen views sits a little lower than
 * the same error on the count itself would put it.
 */
function lnRatio(level: number, q: number): number {
  const r = Math.log(Math.expm1(level + q) / Math.expm1(level));
  return Number.isFinite(r) ? r : q;
}

/**
 * The spread of ln K whose band at ENGAGEMENT_HORIZON_MIN is the account's own (fitted once per band): its
 * later parts' band for a draft that is one, read around the parts' typical count.
 */
function accountSpread(model: AccountModel, m: MetricModel, t: DraftEffect): LnKSpread {
  const { shift, q10, q90 } = bandFor(m, t);
  return spreadThrough({
    d: Math.log(ENGAGEMENT_HORIZON_MIN) - Math.log(model.timing.t_50_min),
    lnLo: lnRatio(m.level + shift, q10),
    lnHi: lnRatio(m.level + shift, q90),
    sigmaT: P.sigma_ln_t50.value,
    shape: model.timing.shape,
    qLo: P.band_lo_quantile.value,
    qHi: P.band_hi_quantile.value,
  });
}

const usualCurves = new WeakMap<AccountModel, ViewCurve | null>();

/** The account's view curve for its typical post (no lift): drawn once per model. */
export function usualCurve(model: AccountModel): ViewCurve | null {
  if (!usualCurves.has(model)) usualCurves.set(model, accountCurve(model, { text: 0, rules: 0 }));
  return usualCurves.get(model) ?? null;
}

/** The account's view curve for the draft (null unless the account is calibrated on impressions). */
export function accountCurve(model: AccountModel, t: DraftEffect): ViewCurve | null {
  const m = model.metrics.impressions;
  if (model.status !== 'calibrated' || !m) return null;
  return curveFrom({
    status: 'calibrated',
    K: Math.max(1, Math.round(Math.expm1(centre(m, t)) * 10) / 10),
    t50: model.timing.t_50_min,
    shape: model.timing.shape,
    sigmaLnK: accountSpread(model, m, t),
    sigmaLnT50: P.sigma_ln_t50.value,
  });
}
