// What works on this account: the forecast's terms re-weighted on its own posts. The target is each post's
// ln(1 + likes) minus the median of its neighbours in time (the trend taken out, as the evaluation does). Every
// term is free, the ones the generic forecast leaves out too (hashtags and mentions help some kinds of accounts
// and hurt others: the account's own history decides them). The fit is a ridge toward the generic forecast's
// effects (converted to ln-likes units by log_likes_per_unit; 0 for a term it does not ship):
// minimise Σ (r − Σ β·x)² + Σ λ_j (β_j − β0_j)², with λ_j = PRIOR_POSTS · var_j,
// so the global effect counts as PRIOR_POSTS posts that showed it exactly: an account with 100 posts moves its
// effects halfway toward its own data; one with 1,000 posts is ruled by its own data. (30 and 300 posts were
// also tried on `npm run eval`'s account section: 30 follows noise, 300 barely learns; see the README.)
import type { AccountModel } from './accountModel';
import type { ForecastParams } from '../params/forecastParams';
import { FORECAST_TERMS } from '../forecast/forecast';
import { choleskySolve } from '../stats/cholesky';

export const PRIOR_POSTS = 100;
/** A term that varies less than this on the account keeps its generic effect (nothing to learn from). */
const MIN_VARIANCE = 1e-6;

export interface EffectsFit {
  effects: AccountModel['effects'];
  /** Each post's effect on ln(1 + likes) from the re-weighted terms, relative to the account's typical post. */
  textEffect: number[];
}

/** The generic forecast's effect of a term in ln(1 + likes) per unit: 0 where it does not ship. */
function genericEffect(params: ForecastParams, id: string): number {
  const e = params.effects[id];
  return e?.shipped ? params.log_likes_per_unit * e.per_unit : 0;
}

/** `fitted[i]` are post i's term values (FORECAST_TERMS order); `target` its detrended ln(1 + likes). */
export function accountEffects(fitted: readonly ArrayLike<number>[], target: readonly number[], params: ForecastParams): EffectsFit {
  const n = fitted.length;
  const k = FORECAST_TERMS.length;
  const means = FORECAST_TERMS.map((_, j) => fitted.reduce((s, row) => s + (row[j] as number), 0) / Math.max(1, n));
  const prior = FORECAST_TERMS.map((id) => genericEffect(params, id));
  const variance = means.map((m, j) => fitted.reduce((s, row) => s + ((row[j] as number) - m) ** 2, 0) / Math.max(1, n));
  const free = FORECAST_TERMS.map((_, j) => j).filter((j) => (variance[j] as number) > MIN_VARIANCE);

  const beta = [...prior];
  if (n > 0 && free.length > 0) {
    // r: what is left for the free terms once the terms held at their prior are counted.
    const r = target.map((y, i) => {
      let rest = 0;
      for (let j = 0; j < k; j++)
        if (!free.includes(j)) rest += (prior[j] as number) * (((fitted[i] as ArrayLike<number>)[j] as number) - (means[j] as number));
      return y - rest;
    });
    const a = free.map(() => new Array<number>(free.length).fill(0));
    const b = free.map((j) => PRIOR_POSTS * (variance[j] as number) * (prior[j] as number));
    free.forEach((j, p) => {
      (a[p] as number[])[p] = PRIOR_POSTS * (variance[j] as number);
    });
    for (let i = 0; i < n; i++) {
      const row = fitted[i] as ArrayLike<number>;
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

  const textEffect = fitted.map((row) => {
    let t = 0;
    for (let j = 0; j < k; j++) t += (beta[j] as number) * ((row[j] as number) - (means[j] as number));
    return t;
  });
  const effects: AccountModel['effects'] = {};
  FORECAST_TERMS.forEach((id, j) => {
    effects[id] = {
      mean: round(means[j] as number),
      per_unit: round(beta[j] as number),
      prior: round(prior[j] as number),
      posts_with: fitted.filter((row) => row[j] !== 0).length,
    };
  });
  return { effects, textEffect };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** Blocks of consecutive posts the held-out text effects are fitted without, one at a time. */
export const HELD_OUT_BLOCKS = 5;

/** A post's text effect under fitted effects: Σ per_unit · (value − the account's mean), FORECAST_TERMS order. */
export function textEffectOf(effects: AccountModel['effects'], row: ArrayLike<number>): number {
  let t = 0;
  FORECAST_TERMS.forEach((id, j) => {
    const e = effects[id];
    if (e) t += e.per_unit * ((row[j] as number) - e.mean);
  });
  return t;
}

/**
 * Each post's text effect as the account's model would have said it of a post it had not seen: the effects
 * fitted without the block of consecutive posts it sits in (HELD_OUT_BLOCKS blocks in time order). How far the
 * counts follow these, rather than the effects fitted on the posts themselves, is how far the account's text
 * model can be trusted on its next posts; too few posts for blocks give none (0).
 */
export function heldOutTextEffects(fitted: readonly ArrayLike<number>[], target: readonly number[], params: ForecastParams): number[] {
  const n = fitted.length;
  const out = new Array<number>(n).fill(0);
  if (n < 2 * HELD_OUT_BLOCKS) return out;
  for (let b = 0; b < HELD_OUT_BLOCKS; b++) {
    const lo = Math.floor((b * n) / HELD_OUT_BLOCKS);
    const hi = Math.floor(((b + 1) * n) / HELD_OUT_BLOCKS);
    const fit = accountEffects([...fitted.slice(0, lo), ...fitted.slice(hi)], [...target.slice(0, lo), ...target.slice(hi)], params);
    for (let i = lo; i < hi; i++) out[i] = textEffectOf(fit.effects, fitted[i] as ArrayLike<number>);
  }
  return out;
}
