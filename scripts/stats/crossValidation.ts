// Chooses the ridge penalty by K-fold cross-validation inside the fitting part only (the held-out part
// is never looked at). Folds are status id mod K: no randomness, so every run picks the same lambda.
// The criterion is what the evaluation reports: the Spearman rho of prediction and target within each
// author, averaged over authors and folds.
import { fitRidge, predictRidge } from './ridge';
import { spearman } from './spearman';

export const LAMBDA_GRID = [1, 3, 10, 30, 100, 300, 1000, 3000] as const;
export const FOLDS = 5;

export interface Sample {
  author: string;
  statusId: string;
  x: number[];
  y: number;
}

export function foldOf(statusId: string, folds: number = FOLDS): number {
  return Number(BigInt(statusId) % BigInt(folds));
}

/** Mean over authors of the within-author Spearman rho of predictions and targets (authors with < 3 posts skipped). */
export function withinAuthorRho(samples: readonly Sample[], predictions: readonly number[]): number {
  const byAuthor = new Map<string, { p: number[]; y: number[] }>();
  samples.forEach((s, i) => {
    const a = byAuthor.get(s.author) ?? { p: [], y: [] };
    a.p.push(predictions[i] as number);
    a.y.push(s.y);
    byAuthor.set(s.author, a);
  });
  const rhos = [...byAuthor.values()].filter((a) => a.y.length >= 3).map((a) => spearman(a.p, a.y)).filter((r) => !Number.isNaN(r));
  return rhos.length === 0 ? Number.NaN : rhos.reduce((s, r) => s + r, 0) / rhos.length;
}

export interface LambdaChoice {
  lambda: number;
  /** Mean cross-validated rho for each lambda of the grid, in grid order. */
  scores: { lambda: number; rho: number }[];
}

export function chooseLambda(samples: readonly Sample[], grid: readonly number[] = LAMBDA_GRID, folds: number = FOLDS): LambdaChoice {
  const scores = grid.map((lambda) => {
    let total = 0;
    let counted = 0;
    for (let k = 0; k < folds; k++) {
      const train = samples.filter((s) => foldOf(s.statusId, folds) !== k);
      const test = samples.filter((s) => foldOf(s.statusId, folds) === k);
      if (train.length === 0 || test.length === 0) continue;
      const model = fitRidge(
        train.map((s) => s.x),
        train.map((s) => s.y),
        lambda,
        train.map((s) => s.author),
      );
      const rho = withinAuthorRho(
        test,
        test.map((s) => predictRidge(model, s.x)),
      );
      if (Number.isNaN(rho)) continue;
      total += rho;
      counted++;
    }
    return { lambda, rho: counted === 0 ? Number.NaN : total / counted };
  });
  // The best mean rho wins; on a tie the smaller lambda (earlier in the grid) is kept.
  let best = scores[0];
  for (const s of scores) if (best === undefined || (!Number.isNaN(s.rho) && (Number.isNaN(best.rho) || s.rho > best.rho))) best = s;
  if (!best) throw new Error('chooseLambda: empty grid');
  return { lambda: best.lambda, scores };
}
