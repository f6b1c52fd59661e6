// Many accounts of every size (the senators' data): within each account, the Spearman rho of
// each scorer (./scorers.ts: the forecast, pre_publish_score, every simple rule) with y = log(1 + likes) minus
// the median y of the 25 posts before and after it, then the spread over accounts. Each account is scored by
// its own scorer, so a caller can score it with parameters fitted without that account: only then does the
// rho say what generalises to new accounts.
import { codePointLength, TEXT_MIN } from '@preflight/engine';
import type { SenatorAccount } from '../dataset/senators';
import { detrend, median, DETREND_WINDOW } from '@preflight/engine/lab';
import { forecastAheadTarget } from './forecastAhead';
import { metricPerScorer, scoresOf, SCORERS, type EngineScores, type Scorer, type ScorerMetric } from './scorers';
import { spearman } from './spearman';
import { atLeast, type Target } from './target';

/** The engine's scores of one account's posts, each as of when it was posted (ISO 8601). */
export type ScoreAccountText = (text: string, postedAt: string) => EngineScores;
/** The scorer for one account's posts. */
export type AccountScorers = (account: string) => ScoreAccountText;

/** Fewer scored posts than this give a rho too noisy to average (its standard error is about 0.19). */
export const MIN_ACCOUNT_POSTS = 30;
export const ACCOUNT_GOALS = { forecastMeanRho: 0.22, forecastSharePositive: 0.85, prePublishMeanRho: 0 } as const;
const WORST_SHOWN = 5;

export interface AccountResult {
  account: string;
  followers: number | null;
  /** Posts scored (TEXT_MIN code points or longer). */
  n: number;
  /** Per scorer; null when undefined (a constant score on this account). */
  rho: ScorerMetric;
}

/** How one scorer's rho spreads over the accounts. */
export interface RhoSpread {
  /** Mean and median over the accounts whose rho is defined. */
  meanRho: number | null;
  medianRho: number | null;
  /** Over all evaluated accounts: an undefined rho is not a positive one. */
  sharePositive: number | null;
  positive: number;
  /** Accounts whose rho is undefined (a constant score). */
  undefinedRho: number;
}

export interface AccountsReport {
  /** Accounts with enough posts, by name. */
  accounts: AccountResult[];
  /** Accounts left out for having fewer than MIN_ACCOUNT_POSTS scored posts. */
  skippedAccounts: number;
  postsScored: number;
  /** Posts of evaluated accounts left out as shorter than the engine accepts. */
  postsTooShort: number;
  byScorer: Record<Scorer, RhoSpread>;
  /** The accounts where the forecast does worst. */
  worst: AccountResult[];
  targets: Target[];
}

/** The account's outcomes and the posts they belong to; null when the account has too few posts. */
function scorablePosts(account: SenatorAccount): { texts: string[]; postedAt: string[]; y: number[]; tooShort: number } | null {
  const { posts } = account;
  if (posts.length < MIN_ACCOUNT_POSTS) return null;
  // Detrended over the whole timeline before short posts are dropped, as in dataset/outcomes.ts: the
  // trend belongs to the account's history, not to the texts the engine can score.
  const detrended = detrend(
    posts.map((p) => Math.log1p(p.likes)),
    DETREND_WINDOW,
  );
  const texts: string[] = [];
  const postedAt: string[] = [];
  const y: number[] = [];
  posts.forEach((p, i) => {
    if (codePointLength(p.text) < TEXT_MIN) return;
    texts.push(p.text);
    postedAt.push(p.createdAt);
    y.push(detrended[i] as number);
  });
  return texts.length < MIN_ACCOUNT_POSTS ? null : { texts, postedAt, y, tooShort: posts.length - texts.length };
}

function spread(results: readonly AccountResult[], scorer: Scorer): RhoSpread {
  const rhos = results.flatMap((r) => (r.rho[scorer] === null ? [] : [r.rho[scorer]]));
  const some = rhos.length > 0;
  const positive = rhos.filter((r) => r > 0).length;
  return {
    meanRho: some ? rhos.reduce((s, r) => s + r, 0) / rhos.length : null,
    medianRho: some ? median(rhos) : null,
    sharePositive: some ? positive / results.length : null,
    positive,
    undefinedRho: results.length - rhos.length,
  };
}

export function evaluateAccounts(accounts: readonly SenatorAccount[], scoreFor: AccountScorers): AccountsReport {
  const results: AccountResult[] = [];
  let skippedAccounts = 0;
  let postsTooShort = 0;
  for (const account of accounts) {
    const posts = scorablePosts(account);
    if (!posts) {
      skippedAccounts++;
      continue;
    }
    // Asked only for accounts that are evaluated: a held-out scorer may cost a whole fit.
    const scoreText = scoreFor(account.account);
    const scores = posts.texts.map((text, i) => scoresOf(text, scoreText(text, posts.postedAt[i] as string)));
    const rho = metricPerScorer((s) => {
      const r = spearman(
        scores.map((x) => x[s]),
        posts.y,
      );
      return Number.isNaN(r) ? null : r;
    });
    results.push({ account: account.account, followers: account.followers, n: posts.texts.length, rho });
    postsTooShort += posts.tooShort;
  }
  results.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));

  const byScorer = Object.fromEntries(SCORERS.map((s) => [s, spread(results, s)])) as Record<Scorer, RhoSpread>;
  const { forecast, pre_publish: prePublish } = byScorer;
  return {
    accounts: results,
    skippedAccounts,
    postsScored: results.reduce((s, r) => s + r.n, 0),
    postsTooShort,
    byScorer,
    worst: results
      .filter((r) => r.rho.forecast !== null)
      .sort((a, b) => (a.rho.forecast as number) - (b.rho.forecast as number))
      .slice(0, WORST_SHOWN),
    targets: [
      atLeast(
        `forecast: mean rho over accounts >= +${ACCOUNT_GOALS.forecastMeanRho.toFixed(2)}`,
        forecast.meanRho,
        ACCOUNT_GOALS.forecastMeanRho,
        'rho',
      ),
      atLeast(
        `forecast: accounts with rho > 0 >= ${ACCOUNT_GOALS.forecastSharePositive * 100} %`,
        forecast.sharePositive,
        ACCOUNT_GOALS.forecastSharePositive,
        'share',
      ),
      atLeast('pre_publish_score: mean rho over accounts >= 0', prePublish.meanRho, ACCOUNT_GOALS.prePublishMeanRho, 'rho'),
      // By the mean rho, the measure the targets above use.
      forecastAheadTarget(
        metricPerScorer((s) => byScorer[s].meanRho),
        'rho',
      ),
    ],
  };
}
