// `npm run fit`, the forecast: which measurements move likes, and by how much, learned on real outcomes only.
//   1. The word table is learned once per fold without that fold, so every pair's word score is out of fold
//      (the word score's own effect is then fitted like any measurement's); the shipped table is learned on all.
//   2. The ridge strength: the value whose fits best order the held-out folds' pairs (whole accounts and whole
//      headline tests left out), the sources counting alike.
//   3. An effect ships only if it holds on data the fit did not see, in both senses:
//      - its sign holds in the independent sources fitted each on its own (the senators, each FiveThirtyEight
//        account, the wording pairs, the headline tests): it shows in at least two, and at most one disagrees;
//      - adding it raises the held-out log-likelihood on average and in at least SHIP_FOLDS of the FOLDS.
//      A measurement whose sign is known to flip between kinds of accounts (FLIPS) never ships in the generic
//      forecast: the account's own history decides it.
//   4. The effects: one fit on all the pairs with the shipped measurements; log_likes_per_unit is the slope of
//      detrended ln(1 + likes) on the forecast within accounts, which turns it into a change in likes.
import { FORECAST_FEATURES } from '@preflight/engine/lab';
import { WORD_TABLES, type WordTableName } from '@preflight/engine/lab';
import type { ForecastParams } from '@preflight/engine/lab';
import { choleskySolve } from '@preflight/engine/lab';
import { fitPairwise, meanLogLikelihood, pairAccuracy, type Constraint, type PairSet } from './pairwiseLogistic';
import { FOLDS, type ForecastData, type ForecastSourceName, type TextPair } from './forecastData';
import { learnWordTable, tokensScore } from './wordTable';

/** The fit's columns: every measurement, then one word score per word table (WORD_TABLES). */
export const FORECAST_COLUMNS = [...FORECAST_FEATURES, ...WORD_TABLES] as const;
const P = FORECAST_COLUMNS.length;
/** The first word-table column. */
const WORDS = FORECAST_FEATURES.length;

/** One word table per kind of outcome, as WORD_TABLES names them. */
type TableSet = ReadonlyMap<WordTableName, ReadonlyMap<string, number>>;

/** Each kind of outcome's own table, so each earns (or loses) its place in the forecast on its own. */
function learnTables(data: ForecastData, accounts: ForecastData['accounts'], named: readonly TextPair[]): TableSet {
  return new Map<WordTableName, Map<string, number>>([
    ['words_accounts', learnWordTable(data.readings, accounts, named)],
    [
      'words_wording',
      learnWordTable(
        data.readings,
        [],
        named.filter((p) => p.source === 'wording_pairs'),
      ),
    ],
    [
      'words_headlines',
      learnWordTable(
        data.readings,
        [],
        named.filter((p) => p.source === 'headline_tests'),
      ),
    ],
  ]);
}

function tableScore(tokens: readonly string[], tables: TableSet, j: number): number {
  return tokensScore(tokens, tables.get(WORD_TABLES[j - WORDS] as WordTableName) as ReadonlyMap<string, number>);
}

export const LAMBDA_GRID = [1, 10, 100, 1000] as const;
export const SHIP_FOLDS = 3;
/** |effect / standard error| from which a source's disagreement counts as strong. */
const STRONG = 2;
/** A source shows a measurement only if it differs within this share of the source's pairs. */
const MIN_SUPPORT = 0.01;
const SLOPE_BOUNDS = [0.2, 2] as const;

/** Hashtags and mentions help community accounts and hurt politicians and celebrities: no one sign holds. */
export const FLIPS: ReadonlySet<string> = new Set(['hashtags', 'mentions']);

export const FORECAST_SOURCES: Record<ForecastSourceName, string> = {
  senators: 'US senators 2012–2015, gvegayon/twitterreport (MIT), all 90 accounts',
  fivethirtyeight: 'FiveThirtyEight twitter-ratio (CC BY 4.0), even status ids only',
  wording_pairs: 'Tan, Lee & Pang (ACL 2014) wording pairs, train.jsonl, via ChicagoHAI/hypothesis-generation (MIT)',
  headline_tests:
    'Upworthy Research Archive (Matias et al., Scientific Data 2021, CC BY 4.0), our half of the ' +
    'exploratory tests, significant within-test pairs',
};

/** A pair member's score in word-table column j. */
type WordScores = (pair: TextPair, side: 'winner' | 'loser', j: number) => number;

/**
 * The pairs as the fit reads them. Weights: the account data, the wording pairs and the headline tests count
 * alike, and within the account data every account counts alike, so 89 senators are not outweighed by two
 * accounts of another kind (and two famous accounts do not set what a senator's post does).
 */
function pack(data: ForecastData, pairs: readonly TextPair[], words: WordScores, weighBy: 'source' | 'none' = 'source'): PairSet {
  const kindOf = (p: TextPair) => (p.source === 'senators' || p.source === 'fivethirtyeight' ? 'accounts' : p.source);
  const perKey = new Map<string, number>();
  const keysPerKind = new Map<string, Set<string>>();
  for (const p of pairs) {
    const key = `${kindOf(p)}\u0000${p.account}`;
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
    let keys = keysPerKind.get(kindOf(p));
    if (!keys) keysPerKind.set(kindOf(p), (keys = new Set()));
    keys.add(key);
  }
  const n = pairs.length;
  const d = new Float64Array(n * P);
  const weight = new Float64Array(n);
  pairs.forEach((pair, i) => {
    const w = data.readings[pair.winner]?.vector as Float64Array;
    const l = data.readings[pair.loser]?.vector as Float64Array;
    for (let j = 0; j < WORDS; j++) d[i * P + j] = (w[j] as number) - (l[j] as number);
    for (let j = WORDS; j < P; j++) d[i * P + j] = words(pair, 'winner', j) - words(pair, 'loser', j);
    const kind = kindOf(pair);
    const key = `${kind}\u0000${pair.account}`;
    weight[i] = weighBy === 'none' ? 1 : n / (keysPerKind.size * (keysPerKind.get(kind) as Set<string>).size * (perKey.get(key) as number));
  });
  return { d, offset: new Float64Array(n), weight, n, p: P };
}

function constraints(zero: ReadonlySet<number>): Constraint[] {
  return FORECAST_COLUMNS.map((_, j) => ({ sign: 0, prior: 0, fixedZero: zero.has(j) }));
}

/** Standard errors of a ridge pairwise fit: the square roots of the diagonal of (H + λI)⁻¹ at the estimate. */
function standardErrors(set: PairSet, beta: readonly number[], lambda: number): number[] {
  const { d, weight, n, p } = set;
  const h = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (let i = 0; i < n; i++) {
    let eta = 0;
    for (let j = 0; j < p; j++) eta += (beta[j] as number) * (d[i * p + j] as number);
    const prob = 1 / (1 + Math.exp(-eta));
    const w = (weight[i] as number) * prob * (1 - prob);
    for (let j = 0; j < p; j++)
      for (let k = 0; k < p; k++)
        (h[j] as number[])[k] = ((h[j] as number[])[k] as number) + w * (d[i * p + j] as number) * (d[i * p + k] as number);
  }
  for (let j = 0; j < p; j++) (h[j] as number[])[j] = ((h[j] as number[])[j] as number) + lambda;
  return Array.from({ length: p }, (_, j) => {
    const e = new Array<number>(p).fill(0);
    e[j] = 1;
    return Math.sqrt(
      Math.max(
        0,
        choleskySolve(
          h.map((r) => [...r]),
          e,
        )[j] as number,
      ),
    );
  });
}

function support(set: PairSet, j: number): number {
  let c = 0;
  for (let i = 0; i < set.n; i++) if (set.d[i * set.p + j] !== 0) c++;
  return set.n === 0 ? 0 : c / set.n;
}

/** Held-out share of pairs ordered right, averaged over the sources present (each source counts alike). */
function heldOutScore(sets: readonly PairSet[], beta: readonly number[]): number {
  let total = 0;
  for (const s of sets) total += pairAccuracy(s, beta);
  return sets.length === 0 ? 0 : total / sets.length;
}

/**
 * Held-out mean log-likelihood, averaged over the sources present: whether a measurement helps on data the fit
 * did not see. A proper score rather than the share ordered right, which a small effect rarely tips.
 */
function heldOutFit(sets: readonly PairSet[], beta: readonly number[]): number {
  let total = 0;
  for (const s of sets) total += meanLogLikelihood(s, beta);
  return sets.length === 0 ? 0 : total / sets.length;
}

export interface ForecastCheck {
  column: string;
  pooled: number;
  bySource: Record<string, { effect: number; se: number } | null>;
  agree: number;
  disagree: number;
  strongDisagree: number;
  gainPer1000: number;
  foldsHelped: number;
  shipped: boolean;
  verdict: string;
}

export interface ForecastFitReport {
  lambda: { value: number; scores: { lambda: number; heldOut: number }[] };
  checks: ForecastCheck[];
  effects: Record<string, number>;
  logLikesPerUnit: number;
  pairs: Record<string, number>;
  words: Record<string, number>;
}

const round6 = (x: number) => {
  const r = Math.round(x * 1e6) / 1e6;
  return r === 0 ? 0 : r;
};

export function fitForecast(data: ForecastData): {
  params: ForecastParams;
  heldOut: ForecastParams[];
  foldOf: Map<string, number>;
  report: ForecastFitReport;
} {
  // 1. Word tables: one per fold without it, one on everything.
  const tables = Array.from({ length: FOLDS }, (_, k) =>
    learnTables(
      data,
      data.accounts.filter((a) => a.fold !== k),
      data.namedPairs.filter((p) => p.fold !== k),
    ),
  );
  const fullTable = learnTables(data, data.accounts, data.namedPairs);
  const outOfFold: WordScores = (pair, side, j) => tableScore(data.readings[pair[side]]?.tokens ?? [], tables[pair.fold] as TableSet, j);

  const folds = Array.from({ length: FOLDS }, (_, k) => {
    const test = data.pairs.filter((p) => p.fold === k);
    const sources = [...new Set(test.map((p) => p.source))];
    return {
      train: pack(
        data,
        data.pairs.filter((p) => p.fold !== k),
        outOfFold,
      ),
      test: sources.map((s) =>
        pack(
          data,
          test.filter((p) => p.source === s),
          outOfFold,
        ),
      ),
    };
  });
  const all = pack(data, data.pairs, outOfFold);
  const flipped = new Set(FORECAST_COLUMNS.flatMap((c, j) => (FLIPS.has(c) ? [j] : [])));

  // 2. The ridge strength.
  const scores = LAMBDA_GRID.map((lambda) => ({
    lambda,
    heldOut: folds.reduce((s, f) => s + heldOutScore(f.test, fitPairwise(f.train, constraints(flipped), lambda)), 0) / FOLDS,
  }));
  const best = scores.reduce((a, b) => (b.heldOut > a.heldOut ? b : a));
  const lambda = best.lambda;

  // 3. Which effects ship: the sign in each independent source, then the held-out folds.
  const pooled = fitPairwise(all, constraints(flipped), lambda);
  const groups = [...new Set(data.pairs.map((p) => p.group))].sort();
  const bySource = groups.map((g) => {
    const set = pack(
      data,
      data.pairs.filter((p) => p.group === g),
      outOfFold,
      'none',
    );
    const beta = fitPairwise(set, constraints(flipped), lambda);
    const se = standardErrors(set, beta, lambda);
    return { group: g, beta, se, support: FORECAST_COLUMNS.map((_, j) => support(set, j)) };
  });
  const full = folds.map((f) => heldOutFit(f.test, fitPairwise(f.train, constraints(flipped), lambda)));
  const checks: ForecastCheck[] = FORECAST_COLUMNS.map((column, j) => {
    const sign = Math.sign(pooled[j] as number);
    let agree = 0;
    let disagree = 0;
    let strongDisagree = 0;
    const perSource: ForecastCheck['bySource'] = {};
    for (const s of bySource) {
      if ((s.support[j] as number) < MIN_SUPPORT) {
        perSource[s.group] = null;
        continue;
      }
      const effect = s.beta[j] as number;
      const se = s.se[j] as number;
      perSource[s.group] = { effect: round6(effect), se: round6(se) };
      if (Math.sign(effect) === sign) agree++;
      else {
        disagree++;
        if (Math.abs(effect) >= STRONG * se) strongDisagree++;
      }
    }
    let gain = 0;
    let helped = 0;
    if (!flipped.has(j)) {
      folds.forEach((f, k) => {
        const without = heldOutFit(f.test, fitPairwise(f.train, constraints(new Set([...flipped, j])), lambda));
        const g = (full[k] as number) - without;
        gain += g;
        if (g > 0) helped++;
      });
    }
    const mean = gain / FOLDS;
    let verdict: string;
    let shipped = false;
    if (flipped.has(j)) verdict = "flips between kinds of accounts: left to the account's own history";
    else if (disagree > 1) verdict = `sign not the same in the sources (${agree} agree, ${disagree} disagree, ${strongDisagree} strongly)`;
    else if (agree < 2) verdict = `shown by ${agree} source(s) only`;
    else if (!(mean > 0 && helped >= SHIP_FOLDS)) verdict = `did not help on held-out accounts (${helped} of ${FOLDS} folds)`;
    else {
      shipped = true;
      verdict = `same sign in ${agree} of ${agree + disagree} sources; helped in ${helped} of ${FOLDS} held-out folds`;
    }
    return {
      column,
      pooled: round6(pooled[j] as number),
      bySource: perSource,
      agree,
      disagree,
      strongDisagree,
      gainPer1000: Math.round(mean * 1e6) / 1e3,
      foldsHelped: helped,
      shipped,
      verdict,
    };
  });

  // 4. The effects, and their scale in likes.
  const dropped = new Set(checks.flatMap((c, j) => (c.shipped ? [] : [j])));
  const beta = fitPairwise(all, constraints(dropped), lambda);
  const heldOutBetas = folds.map((f) => fitPairwise(f.train, constraints(dropped), lambda));

  const accountRows = data.accounts.flatMap((a) => a.posts.map((p) => ({ account: a.account, fold: a.fold, text: p.text, y: p.y })));
  const value = (text: number, j: number, table: TableSet) =>
    j >= WORDS ? tableScore(data.readings[text]?.tokens ?? [], table, j) : ((data.readings[text]!.vector as Float64Array)[j] as number);
  const means = FORECAST_COLUMNS.map(
    (_, j) => accountRows.reduce((s, r) => s + value(r.text, j, fullTable), 0) / Math.max(1, accountRows.length),
  );

  // The slope, within accounts, of detrended ln-likes on the forecast (out-of-fold word scores).
  let sxy = 0;
  let sxx = 0;
  for (const a of data.accounts) {
    if (a.posts.length < 3) continue;
    const table = tables[a.fold] as TableSet;
    const f = a.posts.map((p) => FORECAST_COLUMNS.reduce((s, _, j) => s + (beta[j] as number) * value(p.text, j, table), 0));
    const mf = f.reduce((s, v) => s + v, 0) / f.length;
    const my = a.posts.reduce((s, p) => s + p.y, 0) / a.posts.length;
    a.posts.forEach((p, i) => {
      sxy += ((f[i] as number) - mf) * (p.y - my);
      sxx += ((f[i] as number) - mf) ** 2;
    });
  }
  const slope = Math.round(Math.min(SLOPE_BOUNDS[1], Math.max(SLOPE_BOUNDS[0], sxx === 0 ? 1 : sxy / sxx)) * 1000) / 1000;

  const presence = FORECAST_COLUMNS.map((_, j) => {
    const accounts = new Set<string>();
    let posts = 0;
    for (const r of accountRows) {
      if (j >= WORDS || value(r.text, j, fullTable) === 0) continue;
      posts++;
      accounts.add(r.account);
    }
    return { posts, accounts: accounts.size };
  });

  const pairCounts = Object.fromEntries(
    (Object.keys(FORECAST_SOURCES) as ForecastSourceName[]).map((s) => [s, data.pairs.filter((p) => p.source === s).length]),
  );
  const toParams = (b: readonly number[], table: TableSet): ForecastParams => ({
    source:
      'fitted by npm run fit on the data named under "data"; effects on the pairwise log-odds scale (a ' +
      'post beating a typical post of the same account)',
    generated_by: 'npm run fit',
    data: (Object.keys(FORECAST_SOURCES) as ForecastSourceName[]).map((name) => ({
      name,
      source: FORECAST_SOURCES[name],
      pairs: pairCounts[name] as number,
    })),
    cross_validation:
      `${FOLDS} folds of whole accounts, whole headline tests and wording pairs by index; ridge lambda ` +
      `${lambda}; an effect ships when its sign holds in the independent sources (shown by two or more, at ` +
      `most one disagreeing) and it raises the held-out log-likelihood on average and in at least ` +
      `${SHIP_FOLDS} folds`,
    effects: Object.fromEntries(
      FORECAST_COLUMNS.map((c, j) => {
        const check = checks[j] as ForecastCheck;
        return [
          c,
          {
            per_unit: round6(b[j] as number),
            mean: round6(means[j] as number),
            shipped: check.shipped,
            verdict: check.verdict,
            by_source: Object.fromEntries(Object.entries(check.bySource).map(([g, v]) => [g, v ? v.effect : null])),
            folds_helped: check.foldsHelped,
            folds: FOLDS,
            posts_with: presence[j]?.posts ?? 0,
            accounts_with: presence[j]?.accounts ?? 0,
          },
        ];
      }),
    ),
    // A table whose score did not ship is left out: the engine would never read it.
    words: Object.fromEntries(
      WORD_TABLES.map((name, t) => [name, (checks[WORDS + t] as ForecastCheck).shipped ? Object.fromEntries(table.get(name) ?? []) : {}]),
    ),
    log_likes_per_unit: slope,
    account_posts: accountRows.length,
    accounts: data.accounts.filter((a) => a.posts.length > 0).length,
  });

  return {
    params: toParams(beta, fullTable),
    heldOut: heldOutBetas.map((b, k) => toParams(b, tables[k] as TableSet)),
    foldOf: new Map(data.accounts.map((a) => [a.account, a.fold])),
    report: {
      lambda: { value: lambda, scores },
      checks,
      effects: Object.fromEntries(FORECAST_COLUMNS.map((c, j) => [c, round6(beta[j] as number)])),
      logLikesPerUnit: slope,
      pairs: pairCounts,
      words: Object.fromEntries(WORD_TABLES.map((name) => [name, fullTable.get(name)?.size ?? 0])),
    },
  };
}
