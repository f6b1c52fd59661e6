// Ridge regression on standardised predictors, the model shape of shared/params/fittedParams.ts:
// prediction = Σ coef_j · (x_j − mean_j) / sd_j. The target is centred before solving and no intercept
// is kept: the engine only ranks posts, so a constant would change nothing.
//
// With `groups` (one label per row, e.g. the author) the standardised predictors and the target are
// also centred within each group before solving: a "within" (fixed-effects) fit. Coefficients then
// come only from differences between posts of the same group, so a predictor that merely tells the
// groups apart (one account links far more often than the other, and its outcomes sit higher) is not
// mistaken for an effect of the text.
import { choleskySolve } from './cholesky';

export interface Standardisation {
  means: number[];
  sds: number[];
}

export interface RidgeModel extends Standardisation {
  coefficients: number[];
  lambda: number;
  n: number;
}

/** Column means and population standard deviations; a constant column gets sd 1 so it standardises to 0. */
export function standardisation(rows: readonly (readonly number[])[]): Standardisation {
  const n = rows.length;
  if (n === 0) throw new Error('standardisation: no rows');
  const p = (rows[0] as readonly number[]).length;
  const means = new Array<number>(p).fill(0);
  for (const r of rows) for (let j = 0; j < p; j++) means[j] = (means[j] as number) + (r[j] as number);
  for (let j = 0; j < p; j++) means[j] = (means[j] as number) / n;
  const sds = new Array<number>(p).fill(0);
  for (const r of rows) for (let j = 0; j < p; j++) sds[j] = (sds[j] as number) + ((r[j] as number) - (means[j] as number)) ** 2;
  for (let j = 0; j < p; j++) {
    const sd = Math.sqrt((sds[j] as number) / n);
    sds[j] = sd > 1e-12 ? sd : 1;
  }
  return { means, sds };
}

/** Subtracts each group's mean from its rows' predictors and targets (groups in order of first appearance). */
function centre(x: readonly number[][], y: readonly number[], groups: readonly string[]): { x: number[][]; y: number[] } {
  const p = (x[0] as number[]).length;
  const sums = new Map<string, { n: number; x: number[]; y: number }>();
  x.forEach((row, i) => {
    const g = groups[i] as string;
    const s = sums.get(g) ?? { n: 0, x: new Array<number>(p).fill(0), y: 0 };
    s.n++;
    for (let j = 0; j < p; j++) s.x[j] = (s.x[j] as number) + (row[j] as number);
    s.y += y[i] as number;
    sums.set(g, s);
  });
  return {
    x: x.map((row, i) => {
      const s = sums.get(groups[i] as string) as { n: number; x: number[] };
      return row.map((v, j) => v - (s.x[j] as number) / s.n);
    }),
    y: y.map((v, i) => {
      const s = sums.get(groups[i] as string) as { n: number; y: number };
      return v - s.y / s.n;
    }),
  };
}

/** Minimises Σ(y_c − z·β)² + λ·|β|² over standardised predictors z and centred target y_c. */
export function fitRidge(rows: readonly (readonly number[])[], y: readonly number[], lambda: number, groups?: readonly string[]): RidgeModel {
  if (rows.length !== y.length) throw new Error(`fitRidge: ${rows.length} rows but ${y.length} targets`);
  if (groups && groups.length !== rows.length) throw new Error(`fitRidge: ${rows.length} rows but ${groups.length} group labels`);
  if (!(lambda > 0)) throw new Error('fitRidge: lambda must be > 0 (keeps the system positive definite)');
  const { means, sds } = standardisation(rows);
  const p = means.length;
  const n = rows.length;
  const standardised = rows.map((r) => r.map((v, j) => (v - (means[j] as number)) / (sds[j] as number)));
  const { x: zs, y: yc } = centre(standardised, y, groups ?? rows.map(() => ''));

  const gram = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const rhs = new Array<number>(p).fill(0);
  for (let i = 0; i < n; i++) {
    const z = zs[i] as number[];
    const yi = yc[i] as number;
    for (let j = 0; j < p; j++) {
      const zj = z[j] as number;
      rhs[j] = (rhs[j] as number) + zj * yi;
      const gj = gram[j] as number[];
      for (let k = 0; k <= j; k++) gj[k] = (gj[k] as number) + zj * (z[k] as number);
    }
  }
  for (let j = 0; j < p; j++) {
    const gj = gram[j] as number[];
    for (let k = 0; k < j; k++) (gram[k] as number[])[j] = gj[k] as number;
    gj[j] = (gj[j] as number) + lambda;
  }
  return { coefficients: choleskySolve(gram, rhs), means, sds, lambda, n };
}

export function predictRidge(model: Pick<RidgeModel, 'coefficients' | 'means' | 'sds'>, row: readonly number[]): number {
  let s = 0;
  for (let j = 0; j < model.coefficients.length; j++) {
    s += ((model.coefficients[j] as number) * ((row[j] as number) - (model.means[j] as number))) / (model.sds[j] as number);
  }
  return s;
}
