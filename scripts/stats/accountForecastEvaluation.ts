// The account section of `npm run eval`: a backtest of "Your account". For each account with enough posts,
// calibrate on its first CALIBRATION_SHARE of posts by time, then forecast each later post from its text alone,
// as a writer would see it before posting, with the global parameters fitted without the account's fold (so
// neither its calibration posts nor its later posts shaped the prior its effects shrink toward).
// Measured, for one count (likes, or impressions where the accounts carry them): how often the 80 % band holds
// the actual count; the median absolute error of ln(1 + count) beside three guesses that need no model (the
// account's median over the calibration posts, the median of its last RECENT_GUESS_POSTS calibration posts,
// and the generic cold-start guess); on how many accounts the forecast beats the account's median; and the
// Spearman rho of expected with actual counts, within each account.
import type { AccountModel, AccountPost, Band, ScoreInput, ScoreResult } from '../../shared/index';
import { coldStartGuess } from '../../shared/index';
import { median } from '../../shared/stats/detrend';
import { spearman } from './spearman';
import { atLeast, atMost, below, type Target } from './target';

export const CALIBRATION_SHARE = 0.7;
/** An account is evaluated when its calibration part alone reaches the 30-post threshold. */
export const MIN_POSTS = 50;
/** The "your recent posts" guess: the median of this many of the account's last calibration posts. */
export const RECENT_GUESS_POSTS = 30;

export type BacktestCount = 'likes' | 'impressions';

export interface HistoryAccount {
  account: string;
  source: string;
  /** Original posts, oldest first. */
  posts: AccountPost[];
}

/** Median |ln(1 + count) error| of the forecast and of each guess that needs no model. */
export interface BacktestErrors {
  account: number;
  cold_start: number;
  account_median: number;
  recent_median: number;
}

export interface AccountForecastRow {
  account: string;
  source: string;
  calibrated_on: number;
  forecast: number;
  coverage: number;
  error: BacktestErrors;
  /** The forecast's error is below the account median's. */
  beats_median: boolean;
  rho: number | null;
}

export interface AccountForecastReport {
  count: BacktestCount;
  accounts: AccountForecastRow[];
  skipped: number;
  /** Pooled over every forecast post of every account. */
  coverage: number;
  error: BacktestErrors;
  /** Share of the accounts on which the forecast's error is below the account median's. */
  beatsMedian: number;
  meanRho: number | null;
  targets: Target[];
}

type Scorer = (input: ScoreInput) => ScoreResult;
type Calibrate = (posts: AccountPost[]) => AccountModel;
/** How one account is scored and calibrated: with parameters fitted without it (the account is unseen). */
export type Forecaster = (account: string) => { score: Scorer; calibrate: Calibrate };

/** The targets each count is held to. */
export interface BacktestTargets {
  beatsMedian: number;
  coverage: readonly [number, number];
  meanRho: number | null;
}

export const LIKES_TARGETS: BacktestTargets = { beatsMedian: 0.8, coverage: [0.75, 0.85], meanRho: 0.25 };

const lnErr = (predicted: number, actual: number) => Math.abs(Math.log1p(predicted) - Math.log1p(actual));
const countOf = (post: AccountPost, count: BacktestCount) => (count === 'likes' ? post.metrics.likes : post.metrics.impressions);

function bandOf(result: ScoreResult, count: BacktestCount): Band | null {
  const e = result.expected_engagement;
  return (count === 'likes' ? e?.likes : e?.impressions) ?? null;
}

export function evaluateAccountForecasts(
  accounts: readonly HistoryAccount[],
  forecaster: Forecaster,
  count: BacktestCount = 'likes',
  goals: BacktestTargets = LIKES_TARGETS,
): AccountForecastReport {
  const rows: AccountForecastRow[] = [];
  const inside: boolean[] = [];
  const errors = { account: [] as number[], cold_start: [] as number[], account_median: [] as number[], recent_median: [] as number[] };
  let skipped = 0;
  for (const a of accounts) {
    if (a.posts.length < MIN_POSTS) {
      skipped++;
      continue;
    }
    const { score, calibrate } = forecaster(a.account);
    const cut = Math.floor(a.posts.length * CALIBRATION_SHARE);
    const calibration = a.posts.slice(0, cut);
    const model = calibrate(calibration);
    const past = calibration.flatMap((p) => {
      const c = countOf(p, count);
      return c === undefined ? [] : [c];
    });
    const typical = median(past);
    const recent = median(past.slice(-RECENT_GUESS_POSTS));
    const own = { inside: [] as boolean[], account: [] as number[], cold: [] as number[], median: [] as number[], recent: [] as number[], expected: [] as number[], actual: [] as number[] };
    for (const p of a.posts.slice(cut)) {
      const actual = countOf(p, count);
      if (actual === undefined) continue;
      // Each later post is forecast as of when it was posted: under the platform policies of its day.
      const band = bandOf(score({ text: p.text, platform: model.platform, account: model, posted_at: p.posted_at }), count);
      if (!band) continue;
      const guess = coldStartGuess(score({ text: p.text, platform: model.platform, posted_at: p.posted_at }));
      own.inside.push(band.lo80 <= actual && actual <= band.hi80);
      own.account.push(lnErr(band.median, actual));
      own.cold.push(lnErr(count === 'likes' ? guess.likes : guess.impressions, actual));
      own.median.push(lnErr(typical, actual));
      own.recent.push(lnErr(recent, actual));
      own.expected.push(band.median);
      own.actual.push(actual);
    }
    if (own.inside.length === 0) {
      skipped++;
      continue;
    }
    inside.push(...own.inside);
    errors.account.push(...own.account);
    errors.cold_start.push(...own.cold);
    errors.account_median.push(...own.median);
    errors.recent_median.push(...own.recent);
    const rho = spearman(own.expected, own.actual);
    const error = { account: median(own.account), cold_start: median(own.cold), account_median: median(own.median), recent_median: median(own.recent) };
    rows.push({
      account: a.account,
      source: a.source,
      calibrated_on: cut,
      forecast: own.inside.length,
      coverage: own.inside.filter(Boolean).length / own.inside.length,
      error,
      beats_median: error.account < error.account_median,
      rho: Number.isFinite(rho) ? rho : null,
    });
  }
  const coverage = inside.filter(Boolean).length / Math.max(1, inside.length);
  const error = {
    account: median(errors.account),
    cold_start: median(errors.cold_start),
    account_median: median(errors.account_median),
    recent_median: median(errors.recent_median),
  };
  const beatsMedian = rows.filter((r) => r.beats_median).length / Math.max(1, rows.length);
  const rhos = rows.map((r) => r.rho).filter((r): r is number => r !== null);
  const meanRho = rhos.length > 0 ? rhos.reduce((s, r) => s + r, 0) / rhos.length : null;
  const [low, high] = goals.coverage;
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  const targets: Target[] = [
    atLeast(`${count} error below the account median's on at least ${pct(goals.beatsMedian)} of accounts`, beatsMedian, goals.beatsMedian, 'share'),
    below(`pooled ${count} error below the account median's (forecast / median)`, error.account / error.account_median, 1, 'share'),
    atLeast(`80 % band holds the actual ${count} at least ${pct(low)} of the time`, coverage, low, 'share'),
    atMost(`80 % band holds the actual ${count} at most ${pct(high)} of the time`, coverage, high, 'share'),
  ];
  if (goals.meanRho !== null) targets.push(atLeast(`mean within-account rho of expected and actual ${count} ≥ +${goals.meanRho.toFixed(2)}`, meanRho, goals.meanRho, 'rho'));
  return { count, accounts: rows, skipped, coverage, error, beatsMedian, meanRho, targets };
}
