// The account section of `npm run eval` (issue 10): for each account with enough posts, calibrate on its
// first CALIBRATION_SHARE of posts by time, then forecast each later post from its text alone, as a writer
// would see it before posting, with the global parameters fitted without the account's fold (so neither its
// calibration posts nor its later posts shaped the prior its effects shrink toward). Measured: how often the 80 % band holds the actual likes; the median absolute
// error of ln(1 + likes) against two baselines (the generic cold-start guess, and simply the account's median
// over the calibration posts); and the Spearman rho of expected with actual likes, within each account.
import type { AccountModel, AccountPost, ScoreInput, ScoreResult } from '../../shared/index';
import { coldStartGuess } from '../../shared/index';
import { median } from '../../shared/stats/detrend';
import { spearman } from './spearman';
import { atLeast, atMost, type Target } from './target';

export const CALIBRATION_SHARE = 0.7;
/** An account is evaluated when its calibration part alone reaches the 30-post threshold. */
export const MIN_POSTS = 50;

export interface HistoryAccount {
  account: string;
  source: string;
  /** Original posts, oldest first. */
  posts: AccountPost[];
}

export interface AccountForecastRow {
  account: string;
  source: string;
  calibrated_on: number;
  forecast: number;
  coverage: number;
  error: { account: number; cold_start: number; account_median: number };
  rho: number | null;
}

export interface AccountForecastReport {
  accounts: AccountForecastRow[];
  skipped: number;
  /** Pooled over every forecast post of every account. */
  coverage: number;
  error: { account: number; cold_start: number; account_median: number };
  meanRho: number | null;
  targets: Target[];
}

type Scorer = (input: ScoreInput) => ScoreResult;
type Calibrate = (posts: AccountPost[]) => AccountModel;
/** How one account is scored and calibrated: with parameters fitted without it (the account is unseen). */
export type Forecaster = (account: string) => { score: Scorer; calibrate: Calibrate };

const lnErr = (predicted: number, actual: number) => Math.abs(Math.log1p(predicted) - Math.log1p(actual));

export function evaluateAccountForecasts(accounts: readonly HistoryAccount[], forecaster: Forecaster): AccountForecastReport {
  const rows: AccountForecastRow[] = [];
  const inside: boolean[] = [];
  const errors = { account: [] as number[], cold_start: [] as number[], account_median: [] as number[] };
  let skipped = 0;
  for (const a of accounts) {
    if (a.posts.length < MIN_POSTS) {
      skipped++;
      continue;
    }
    const { score, calibrate } = forecaster(a.account);
    const cut = Math.floor(a.posts.length * CALIBRATION_SHARE);
    const model = calibrate(a.posts.slice(0, cut));
    const typical = median(a.posts.slice(0, cut).map((p) => p.metrics.likes));
    const later = a.posts.slice(cut);
    const own = { inside: [] as boolean[], account: [] as number[], cold: [] as number[], median: [] as number[], expected: [] as number[], actual: [] as number[] };
    for (const p of later) {
      const withAccount = score({ text: p.text, platform: model.platform, account: model });
      const likes = withAccount.expected_engagement?.likes;
      if (!likes) continue;
      const actual = p.metrics.likes;
      own.inside.push(likes.lo80 <= actual && actual <= likes.hi80);
      own.account.push(lnErr(likes.median, actual));
      own.cold.push(lnErr(coldStartGuess(score({ text: p.text, platform: model.platform })).likes, actual));
      own.median.push(lnErr(typical, actual));
      own.expected.push(likes.median);
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
    const rho = spearman(own.expected, own.actual);
    rows.push({
      account: a.account,
      source: a.source,
      calibrated_on: cut,
      forecast: own.inside.length,
      coverage: own.inside.filter(Boolean).length / own.inside.length,
      error: { account: median(own.account), cold_start: median(own.cold), account_median: median(own.median) },
      rho: Number.isFinite(rho) ? rho : null,
    });
  }
  const coverage = inside.filter(Boolean).length / Math.max(1, inside.length);
  const error = { account: median(errors.account), cold_start: median(errors.cold_start), account_median: median(errors.account_median) };
  const rhos = rows.map((r) => r.rho).filter((r): r is number => r !== null);
  const meanRho = rhos.length > 0 ? rhos.reduce((s, r) => s + r, 0) / rhos.length : null;
  const targets: Target[] = [
    atLeast('80 % band holds the actual likes at least 70 % of the time', coverage, 0.7, 'share'),
    atMost('80 % band holds the actual likes at most 90 % of the time', coverage, 0.9, 'share'),
    atMost('median |ln error| of likes at most 70 % of the cold-start guess', error.account / error.cold_start, 0.7, 'share'),
    atLeast('mean within-account rho of expected and actual likes ≥ +0.20', meanRho, 0.2, 'rho'),
  ];
  return { accounts: rows, skipped, coverage, error, meanRho, targets };
}
