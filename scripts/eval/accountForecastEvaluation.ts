// The account section of `npm run eval`: a backtest of "Your account". For each account with enough posts
// carrying the count, calibrate on the posts before its later CALIBRATION_SHARE cut (70 % of the posts with the
// count, by time), then forecast each later post from its text alone, as a writer would see it before posting,
// from that one model: the protocol of a writer who imports once and writes on (no level updated with the later
// posts, and the two guesses below are read off the same calibration posts).
// Measured, for one count (likes, or impressions where the accounts carry them): how often the 80 % band holds
// the actual count; the median absolute error of ln(1 + count) beside three guesses that need no model (the
// account's median over the calibration posts, the median of its last RECENT_GUESS_POSTS calibration posts, and
// the generic cold-start guess); on how many accounts the forecast is within a margin of the better of the two
// medians; and the Spearman rho of expected with actual counts within each account.
import type { AccountModel, AccountPost, Band, ScoreInput, ScoreResult } from '@preflight/engine';
import { coldStartGuess } from '@preflight/engine';
import { median } from '@preflight/engine/lab';
import { spearman } from './spearman';
import { atLeast, atMost, below, type Target } from './target';

export const CALIBRATION_SHARE = 0.7;
/** An account is evaluated when its calibration part alone reaches the 30-post threshold. */
export const MIN_POSTS = 50;
/** The "your recent posts" guess: the median of this many of the account's last calibration posts. */
export const RECENT_GUESS_POSTS = 20;

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
  /** The forecast's error minus the better of the two medians' (negative: the forecast is ahead). */
  lead_over_best_guess: number;
  /** null when the forecasts ranked nothing (all alike) or the counts did not vary. */
  rho: number | null;
  /** The model's smoothing weight of a daily post and its text share, for this count. */
  weight_per_day: number | null;
  text_share: number | null;
}

export interface AccountForecastReport {
  count: BacktestCount;
  accounts: AccountForecastRow[];
  skipped: number;
  /** Pooled over every forecast post of every account. */
  coverage: number;
  error: BacktestErrors;
  /** Mean over accounts, an account whose forecasts ranked nothing counting as 0. */
  meanRho: number | null;
  targets: Target[];
}

type Scorer = (input: ScoreInput) => ScoreResult;
type Calibrate = (posts: AccountPost[]) => AccountModel;
/** How one account is scored and calibrated: with parameters fitted without it (the account is unseen). */
export type Forecaster = (account: string) => { score: Scorer; calibrate: Calibrate };

/** The targets each count is held to. */
export interface BacktestTargets {
  coverage: readonly [number, number];
  /** Every account's error at most this far above the better of the two medians (null: not held per account). */
  perAccountMargin: number | null;
  /** Every account's band coverage at least this (null: not held per account). */
  minAccountCoverage: number | null;
  meanRho: number | null;
}

export const LIKES_TARGETS: BacktestTargets = { coverage: [0.75, 0.85], perAccountMargin: null, minAccountCoverage: null, meanRho: 0.3 };
export const IMPRESSIONS_TARGETS: BacktestTargets = {
  coverage: [0.75, 0.85],
  perAccountMargin: 0.05,
  minAccountCoverage: 0.65,
  meanRho: null,
};

const lnErr = (predicted: number, actual: number) => Math.abs(Math.log1p(predicted) - Math.log1p(actual));
const countOf = (post: AccountPost, count: BacktestCount) => (count === 'likes' ? post.metrics.likes : post.metrics.impressions);

function bandOf(result: ScoreResult, count: BacktestCount): Band | null {
  const e = result.expected_engagement;
  return (count === 'likes' ? e?.likes : e?.impressions) ?? null;
}

/** The index of the first later post: CALIBRATION_SHARE of the posts carrying the count come before it. */
export function laterStart(posts: readonly AccountPost[], count: BacktestCount): number | null {
  const carrying = posts.flatMap((p, i) => (countOf(p, count) === undefined ? [] : [i]));
  if (carrying.length < MIN_POSTS) return null;
  return carrying[Math.floor(carrying.length * CALIBRATION_SHARE)] as number;
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
    const cut = laterStart(a.posts, count);
    if (cut === null) {
      skipped++;
      continue;
    }
    const { score, calibrate } = forecaster(a.account);
    const calibration = a.posts.slice(0, cut);
    const model = calibrate(calibration);
    const past = calibration.flatMap((p) => {
      const c = countOf(p, count);
      return c === undefined ? [] : [c];
    });
    const typical = median(past);
    const recent = median(past.slice(-RECENT_GUESS_POSTS));
    const own = {
      inside: [] as boolean[],
      account: [] as number[],
      cold: [] as number[],
      median: [] as number[],
      recent: [] as number[],
      expected: [] as number[],
      actual: [] as number[],
    };
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
    const error = {
      account: median(own.account),
      cold_start: median(own.cold),
      account_median: median(own.median),
      recent_median: median(own.recent),
    };
    const metric = model.metrics[count];
    rows.push({
      account: a.account,
      source: a.source,
      calibrated_on: cut,
      forecast: own.inside.length,
      coverage: own.inside.filter(Boolean).length / own.inside.length,
      error,
      lead_over_best_guess: error.account - Math.min(error.account_median, error.recent_median),
      rho: Number.isFinite(rho) ? rho : null,
      weight_per_day: metric?.weight_per_day ?? null,
      text_share: metric?.text_share ?? null,
    });
  }
  const coverage = inside.filter(Boolean).length / Math.max(1, inside.length);
  const error = {
    account: median(errors.account),
    cold_start: median(errors.cold_start),
    account_median: median(errors.account_median),
    recent_median: median(errors.recent_median),
  };
  const meanRho = rows.length > 0 ? rows.reduce((s, r) => s + (r.rho ?? 0), 0) / rows.length : null;
  return {
    count,
    accounts: rows,
    skipped,
    coverage,
    error,
    meanRho,
    targets: backtestTargets(count, rows, coverage, error, meanRho, goals),
  };
}

function backtestTargets(
  count: BacktestCount,
  rows: readonly AccountForecastRow[],
  coverage: number,
  error: BacktestErrors,
  meanRho: number | null,
  goals: BacktestTargets,
): Target[] {
  const [low, high] = goals.coverage;
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  const targets: Target[] = [
    below(`pooled ${count} error below the account median's (forecast / median)`, error.account / error.account_median, 1, 'share'),
    below(
      `pooled ${count} error below the last ${RECENT_GUESS_POSTS} posts' median's (forecast / that median)`,
      error.account / error.recent_median,
      1,
      'share',
    ),
    atLeast(`80 % band holds the actual ${count} at least ${pct(low)} of the time`, coverage, low, 'share'),
    atMost(`80 % band holds the actual ${count} at most ${pct(high)} of the time`, coverage, high, 'share'),
  ];
  if (goals.perAccountMargin !== null) {
    const margin = goals.perAccountMargin;
    const within = rows.filter((r) => r.lead_over_best_guess <= margin + 1e-12).length;
    targets.push(
      atLeast(
        `every one of the ${rows.length} accounts' ${count} error at most ${margin.toFixed(2)} above the ` +
          `better of its two medians (accounts that are)`,
        within,
        rows.length,
        'count',
      ),
    );
  }
  if (goals.minAccountCoverage !== null) {
    const least = rows.length > 0 ? Math.min(...rows.map((r) => r.coverage)) : null;
    targets.push(
      atLeast(
        `80 % band holds the actual ${count} at least ${pct(goals.minAccountCoverage)} of the time on every account (lowest)`,
        least,
        goals.minAccountCoverage,
        'share',
      ),
    );
  }
  if (goals.meanRho !== null)
    targets.push(
      atLeast(`mean within-account rho of expected and actual ${count} ≥ +${goals.meanRho.toFixed(2)}`, meanRho, goals.meanRho, 'rho'),
    );
  return targets;
}
