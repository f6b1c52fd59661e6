// Weighted pairwise logistic regression, shrunk toward prior effects and held to each effect's sign.
// A pair says "a did better than b"; with d = x_a − x_b and the fixed rule offset difference o, the model
// is P(a beats b) = σ(β·d + o). The penalty λ/2·Σ(β_j − prior_j)² pulls each effect toward its rule (or 0),
// and an effect whose sign the data contradicts is held at 0 (projected Newton with an active set).
// Deterministic: fixed iteration order, no randomness.
import { choleskySolve } from '@preflight/engine/lab';

export interface PairSet {
  /** Row-major: pairs × concepts, x_winner − x_loser. */
  d: Float64Array;
  /** Rule-offset difference of each pair (winner − loser). */
  offset: Float64Array;
  weight: Float64Array;
  n: number;
  p: number;
}

export interface Constraint {
  /** The sign the effect is held to; 0 leaves it free (the forecast's effects face the data in both directions). */
  sign: 1 | -1 | 0;
  prior: number;
  /** Held at 0 (a concept left out of this fit). */
  fixedZero?: boolean;
}

const MAX_ITERATIONS = 30;
const TOLERANCE = 1e-9;

function newton(set: PairSet, constraints: readonly Constraint[], lambda: number, free: boolean[]): number[] {
  const { d, offset, weight, n, p } = set;
  const beta = constraints.map((c, j) => (!free[j] ? 0 : c.sign === 0 ? c.prior : Math.max(0, c.sign * c.prior) * c.sign));
  for (let it = 0; it < MAX_ITERATIONS; it++) {
    const grad = new Array<number>(p).fill(0);
    const hess = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    for (let i = 0; i < n; i++) {
      let eta = offset[i] as number;
      const row = i * p;
      for (let j = 0; j < p; j++) eta += (beta[j] as number) * (d[row + j] as number);
      const prob = 1 / (1 + Math.exp(-eta));
      const w = weight[i] as number;
      const g = w * (1 - prob);
      const h = w * prob * (1 - prob);
      for (let j = 0; j < p; j++) {
        if (!free[j]) continue;
        const dj = d[row + j] as number;
        grad[j] = (grad[j] as number) + g * dj;
        const hj = hess[j] as number[];
        for (let k = 0; k <= j; k++) if (free[k]) hj[k] = (hj[k] as number) + h * dj * (d[row + k] as number);
      }
    }
    // Maximise log-likelihood − λ/2·|β − prior|²: the Newton step solves (H + λI)·Δ = g − λ(β − prior).
    const idx = [...Array(p).keys()].filter((j) => free[j]);
    if (idx.length === 0) return beta;
    const a = idx.map((j) =>
      idx.map((k) => (k <= j ? ((hess[j] as number[])[k] as number) : ((hess[k] as number[])[j] as number)) + (j === k ? lambda : 0)),
    );
    const b = idx.map((j) => (grad[j] as number) - lambda * ((beta[j] as number) - (constraints[j] as Constraint).prior));
    const step = choleskySolve(a, b);
    let change = 0;
    idx.forEach((j, q) => {
      beta[j] = (beta[j] as number) + (step[q] as number);
      change = Math.max(change, Math.abs(step[q] as number));
    });
    if (change < TOLERANCE) break;
  }
  return beta;
}

/** The fitted effects, one per concept column; those the data would flip are 0. */
export function fitPairwise(set: PairSet, constraints: readonly Constraint[], lambda: number): number[] {
  const free = constraints.map((c) => !c.fixedZero);
  for (;;) {
    const beta = newton(set, constraints, lambda, free);
    let wrong = -1;
    let worst = 0;
    beta.forEach((b, j) => {
      const sign = (constraints[j] as Constraint).sign;
      const signed = b * sign;
      if (free[j] && sign !== 0 && signed < worst) {
        worst = signed;
        wrong = j;
      }
    });
    if (wrong < 0) return beta.map((b, j) => (free[j] ? b : 0));
    free[wrong] = false; // the most contradicted effect is held at 0, then the rest is refitted
  }
}

/** log σ(x), stable for large |x|. */
function logSigmoid(x: number): number {
  return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

/** Mean log-likelihood per unit of weight of a set under given effects (higher is better). */
export function meanLogLikelihood(set: PairSet, beta: readonly number[]): number {
  const { d, offset, weight, n, p } = set;
  let total = 0;
  let weights = 0;
  for (let i = 0; i < n; i++) {
    let eta = offset[i] as number;
    for (let j = 0; j < p; j++) eta += (beta[j] as number) * (d[i * p + j] as number);
    total += (weight[i] as number) * logSigmoid(eta);
    weights += weight[i] as number;
  }
  return weights === 0 ? 0 : total / weights;
}

/** Share of pairs (by weight) the effects order correctly; a tie counts one half. */
export function pairAccuracy(set: PairSet, beta: readonly number[]): number {
  const { d, offset, weight, n, p } = set;
  let right = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    let eta = offset[i] as number;
    for (let j = 0; j < p; j++) eta += (beta[j] as number) * (d[i * p + j] as number);
    const w = weight[i] as number;
    right += w * (eta > 0 ? 1 : eta === 0 ? 0.5 : 0);
    total += w;
  }
  return total === 0 ? 0 : right / total;
}
