// What works on this account: the fitted text concepts re-weighted on its own posts. The target is each post's
// ln(1 + likes) minus the median of its neighbours in time (the trend taken out, as the evaluation does), less
// what the rules already say about it. The fit is a ridge toward the global effects (converted to ln-likes
// units by log_views_per_unit): minimise Σ (r − Σ β·x)² + Σ λ_j (β_j − β0_j)², with λ_j = PRIOR_POSTS · var_j,
// so the global effect counts as PRIOR_POSTS posts that showed it exactly: an account with 100 posts moves its
// effects halfway toward its own data; one with 1,000 posts is ruled by its own data. (30 and 300 posts were
// also tried on `npm run eval`'s account section: 30 follows noise, 300 barely learns; see the README.)
import type { AccountModel } from './accountModel';
import { FITTED_CONCEPTS } from '../concepts/index';
import type { FittedParams } from '../params/fittedParams';
import { effectPerUnit } from '../model/contributions';
import { choleskySolve } from '../stats/cholesky';

export const PRIOR_POSTS = 100;
/** A concept that varies less than this on the account keeps its global effect (nothing to learn from). */
const MIN_VARIANCE = 1e-6;

export interface EffectsFit {
  effects: AccountModel['effects'];
  /** Each post's effect on ln(1 + likes) from the re-weighted concepts, relative to the account's typical post. */
  textEffect: number[];
  /** Each post's effect from the rules (what platforms hold back), relative to the account's typical post. */
  ruleEffect: number[];
  ruleMean: number;
}

/** `fitted[i]` are post i's fitted-concept values (FITTED_CONCEPTS order); `target` its detrended ln(1 + likes). */
export function accountEffects(fitted: readonly number[][], ruleOffset: readonly number[], target: readonly number[], params: FittedParams): EffectsFit {
  const n = fitted.length;
  const k = FITTED_CONCEPTS.length;
  const unit = params.log_views_per_unit;
  const ruleMean = ruleOffset.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const means = FITTED_CONCEPTS.map((_, j) => fitted.reduce((s, row) => s + (row[j] as number), 0) / Math.max(1, n));
  const prior = FITTED_CONCEPTS.map((c) => unit * effectPerUnit(c, params));
  const variance = means.map((m, j) => fitted.reduce((s, row) => s + ((row[j] as number) - m) ** 2, 0) / Math.max(1, n));
  const free = FITTED_CONCEPTS.map((_, j) => j).filter((j) => (variance[j] as number) > MIN_VARIANCE);

  const beta = [...prior];
  if (n > 0 && free.length > 0) {
    // r: what is left for the free concepts once the rules (and the concepts held at their prior) are counted.
    const r = target.map((y, i) => {
      let rest = unit * ((ruleOffset[i] as number) - ruleMean);
      for (let j = 0; j < k; j++) if (!free.includes(j)) rest += (prior[j] as number) * (((fitted[i] as number[])[j] as number) - (means[j] as number));
      return y - rest;
    });
    const a = free.map(() => new Array<number>(free.length).fill(0));
    const b = free.map((j) => PRIOR_POSTS * (variance[j] as number) * (prior[j] as number));
    free.forEach((j, p) => {
      (a[p] as number[])[p] = PRIOR_POSTS * (variance[j] as number);
    });
    for (let i = 0; i < n; i++) {
      const row = fitted[i] as number[];
      const x = free.map((j) => (row[j] as number) - (means[j] as number));
      for (let p = 0; p < free.length; p++) {
        b[p] = (b[p] as number) + (x[p] as number) * (r[i] as number);
        const ap = a[p] as number[];
        for (let q = 0; q < free.length; q++) ap[q] = (ap[q] as number) + (x[p] as number) * (x[q] as number);
      }
    }
    choleskySolve(a, b).forEach((v, p) => {
      beta[free[p] as number] = v;
    });
  }

  const ruleEffect = ruleOffset.map((r) => unit * (r - ruleMean));
  const textEffect = fitted.map((row) => {
    let t = 0;
    for (let j = 0; j < k; j++) t += (beta[j] as number) * ((row[j] as number) - (means[j] as number));
    return t;
  });
  const effects: AccountModel['effects'] = {};
  FITTED_CONCEPTS.forEach((c, j) => {
    effects[c.id] = {
      mean: round(means[j] as number),
      per_unit: round(beta[j] as number),
      prior: round(prior[j] as number),
      posts_with: fitted.filter((row) => row[j] !== 0).length,
    };
  });
  return { effects, textEffect, ruleEffect, ruleMean: round(ruleMean) };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
