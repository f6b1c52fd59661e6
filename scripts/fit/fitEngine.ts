// `npm run fit`: the fitted concepts' effects, chosen and checked with whole accounts left out.
// The rule concepts stay out of the fit: they encode platform policy and editorial judgement (bait, insults,
// hashtag norms) that the 2010–2017 outcome data can neither confirm nor refute, and fitting around them
// would let old correlations take them back. The fitted effects are learned on their own.
//   1. The ridge strength λ: the value whose fits best order the held-out folds' pairs (the share of pairs
//      ordered right, averaged over the data sources present in the fold: what the evaluation measures).
//   2. Which effects ship: for each fold, the fit with every concept against the fit without one; a concept
//      ships only if it orders more held-out pairs right on average and in at least SHIP_FOLDS of the FOLDS.
//      Otherwise its effect is 0: it did not hold on accounts the fit did not see.
//   3. The effects: one fit on all the data with the shipped concepts.
//   4. log_views_per_unit: how many log-likes one unit of the score is worth on real accounts (the slope of
//      detrended log(1 + likes) on the score's log-odds, within each account), which scales the view curve.
import { FITTED_CONCEPTS } from '@preflight/engine/lab';
import type { FittedParams } from '@preflight/engine/lab';
import { fitPairwise, pairAccuracy, type Constraint, type PairSet } from './pairwiseLogistic';
import { packPairs } from './pairSet';
import { FOLDS, type FitData, type SourceName } from './fitData';

export const LAMBDA_GRID = [1, 10, 100, 1000, 3000, 10000] as const;
export const SHIP_FOLDS = 3;
const SLOPE_BOUNDS = [0.3, 1.5] as const;

export const FIT_SOURCES: Record<SourceName, string> = {
  wording_pairs: 'Tan, Lee & Pang (ACL 2014) wording pairs, train.jsonl, via ChicagoHAI/hypothesis-generation (MIT)',
  senators: 'US senators 2012–2015, gvegayon/twitterreport (MIT), all 90 accounts',
  fivethirtyeight: 'FiveThirtyEight twitter-ratio (CC BY 4.0), even status ids only',
};

const P = FITTED_CONCEPTS.length;

function constraints(zero: ReadonlySet<number> = new Set()): Constraint[] {
  return FITTED_CONCEPTS.map((c, j) => {
    if (c.effect.kind !== 'fitted') throw new Error(`${c.id} is not a fitted concept`);
    return { sign: c.effect.sign, prior: c.effect.prior, fixedZero: zero.has(j) };
  });
}

/** Held-out share of pairs ordered right, averaged over the sources present (each source counts alike). */
function heldOutScore(bySource: readonly PairSet[], beta: readonly number[]): number {
  let total = 0;
  for (const set of bySource) total += pairAccuracy(set, beta);
  return bySource.length === 0 ? 0 : total / bySource.length;
}

interface Fold {
  train: PairSet;
  /** The held-out pairs, one set per data source. */
  test: PairSet[];
  size: number;
}

function folds(data: FitData): Fold[] {
  return Array.from({ length: FOLDS }, (_, k) => {
    const test = data.pairs.filter((p) => p.fold === k);
    const sources = [...new Set(test.map((p) => p.source))];
    return {
      train: packPairs(
        data.pairs.filter((p) => p.fold !== k),
        P,
      ),
      test: sources.map((s) =>
        packPairs(
          test.filter((p) => p.source === s),
          P,
        ),
      ),
      size: test.length,
    };
  });
}

export interface ConceptCheck {
  concept: string;
  gainPer1000: number;
  foldsHelped: number;
  shipped: boolean;
}

export interface FitReport {
  lambda: { value: number; scores: { lambda: number; heldOut: number }[] };
  checks: ConceptCheck[];
  effects: Record<string, number>;
  logViewsPerUnit: number;
  pairs: Record<SourceName, number>;
  heldOutFolds: number[];
}

function chooseLambda(fs: readonly Fold[]): FitReport['lambda'] {
  const scores = LAMBDA_GRID.map((lambda) => {
    let sum = 0;
    for (const f of fs) sum += heldOutScore(f.test, fitPairwise(f.train, constraints(), lambda));
    return { lambda, heldOut: sum / fs.length };
  });
  let best = scores[0] as { lambda: number; heldOut: number };
  for (const s of scores) if (s.heldOut > best.heldOut) best = s;
  return { value: best.lambda, scores };
}

function checkConcepts(fs: readonly Fold[], lambda: number): ConceptCheck[] {
  const full = fs.map((f) => heldOutScore(f.test, fitPairwise(f.train, constraints(), lambda)));
  return FITTED_CONCEPTS.map((c, j) => {
    let gain = 0;
    let helped = 0;
    fs.forEach((f, k) => {
      const without = heldOutScore(f.test, fitPairwise(f.train, constraints(new Set([j])), lambda));
      const g = (full[k] as number) - without;
      gain += g;
      if (g > 0) helped++;
    });
    const mean = gain / fs.length;
    return { concept: c.id, gainPer1000: Math.round(mean * 1e6) / 1e3, foldsHelped: helped, shipped: mean > 0 && helped >= SHIP_FOLDS };
  });
}

/** Slope of y on the score's log-odds within each account (both centred per account), bounded. */
function viewsPerUnit(data: FitData, beta: readonly number[]): number {
  let sxy = 0;
  let sxx = 0;
  for (const a of data.accounts) {
    if (a.posts.length < 3) continue;
    // Only the fitted part: the rules barely vary between an account's real posts, so they say nothing of the slope.
    const z = a.posts.map((p) => p.vector.fitted.reduce((s, x, j) => s + x * (beta[j] as number), 0));
    const mz = z.reduce((s, v) => s + v, 0) / z.length;
    const my = a.posts.reduce((s, p) => s + p.y, 0) / a.posts.length;
    a.posts.forEach((p, i) => {
      sxy += ((z[i] as number) - mz) * (p.y - my);
      sxx += ((z[i] as number) - mz) ** 2;
    });
  }
  const slope = sxx === 0 ? 1 : sxy / sxx;
  return Math.round(Math.min(SLOPE_BOUNDS[1], Math.max(SLOPE_BOUNDS[0], slope)) * 1000) / 1000;
}

const round6 = (x: number) => {
  const r = Math.round(x * 1e6) / 1e6;
  return r === 0 ? 0 : r;
};

function toParams(
  beta: readonly number[],
  checks: readonly ConceptCheck[],
  logViewsPerUnit: number,
  data: FitData,
  lambda: number,
  folds = FOLDS,
): FittedParams {
  const count = (s: SourceName) => data.pairs.filter((p) => p.source === s).length;
  return {
    source: 'fitted by npm run fit on the data named under "data"; effects on the log-odds scale of pre_publish_score',
    generated_by: 'npm run fit',
    data: (Object.keys(FIT_SOURCES) as SourceName[]).map((name) => ({ name, source: FIT_SOURCES[name], pairs: count(name) })),
    cross_validation:
      `${folds} folds of whole accounts (wording pairs by index); ridge toward each concept's prior, ` +
      `lambda ${lambda}; rules held out of the fit; a concept ships if it orders more held-out pairs right ` +
      `on average and in at least ${SHIP_FOLDS} folds`,
    effects: Object.fromEntries(
      FITTED_CONCEPTS.map((c, j) => {
        const check = checks[j] as ConceptCheck;
        const prior = c.effect.kind === 'fitted' ? c.effect.prior : 0;
        return [
          c.id,
          {
            per_unit: round6(beta[j] as number),
            prior,
            held_out_gain: check.gainPer1000,
            folds_helped: check.foldsHelped,
            folds,
            shipped: check.shipped,
          },
        ];
      }),
    ),
    log_views_per_unit: logViewsPerUnit,
  };
}

export function fitEngine(data: FitData): { params: FittedParams; report: FitReport; heldOut: FittedParams[] } {
  const fs = folds(data);
  const lambda = chooseLambda(fs);
  const checks = checkConcepts(fs, lambda.value);
  const dropped = new Set(checks.flatMap((c, j) => (c.shipped ? [] : [j])));
  const beta = fitPairwise(packPairs(data.pairs, P), constraints(dropped), lambda.value);
  const logViewsPerUnit = viewsPerUnit(data, beta);
  const params = toParams(beta, checks, logViewsPerUnit, data, lambda.value);
  // The same fit without each fold: the evaluation scores a fold's accounts with the parameters that never saw them.
  const heldOut = fs.map((f) =>
    toParams(fitPairwise(f.train, constraints(dropped), lambda.value), checks, logViewsPerUnit, data, lambda.value),
  );
  const pairs = Object.fromEntries(
    (Object.keys(FIT_SOURCES) as SourceName[]).map((s) => [s, data.pairs.filter((p) => p.source === s).length]),
  ) as Record<SourceName, number>;
  return {
    params,
    heldOut,
    report: {
      lambda,
      checks,
      effects: Object.fromEntries(FITTED_CONCEPTS.map((c, j) => [c.id, round6(beta[j] as number)])),
      logViewsPerUnit,
      pairs,
      heldOutFolds: fs.map((f) => f.size),
    },
  };
}
