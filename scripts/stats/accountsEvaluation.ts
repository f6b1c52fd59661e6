// Many accounts of every size (DESIGN.md 2.5, the senators' data): within each account, the Spearman rho
// of the score with y = log(1 + likes) minus the median y of the 25 posts before and after it, then the
// mean over accounts. Each account is scored by its own scorer, so a caller can score it with
// parameters fitted without that account: only then does the rho say what generalises to new accounts.
import { codePointLength, TEXT_MIN } from '../../shared/schemas';
import type { SenatorAccount } from '../dataset/senators';
import { detrend, median, DETREND_WINDOW } from '../../shared/stats/detrend';
import { spearman } from './spearman';
import { atLeast, type Target } from './target';

export type ScoreText = (text: string) => number;
/** The scorer for one account's posts. */
export type AccountScorers = (account: string) => ScoreText;

/** Fewer scored posts than this give a rho too noisy to average (its standard error is about 0.19). */
export const MIN_ACCOUNT_POSTS = 30;
export const ACCOUNT_GOALS = { meanRho: 0.2, sharePositive: 0.85 } as const;
const WORST_SHOWN = 5;

export interface AccountResult {
  account: string;
  followers: number | null;
  /** Posts scored (TEXT_MIN code points or longer). */
  n: number;
  /** null when undefined (a constant score). */
  rho: number | null;
}

export interface AccountsReport {
  /** Accounts with enough posts, by name. */
  accounts: AccountResult[];
  /** Accounts left out for having fewer than MIN_ACCOUNT_POSTS scored posts. */
  skippedAccounts: number;
  postsScored: number;
  /** Posts of evaluated accounts left out as shorter than the engine accepts. */
  postsTooShort: number;
  /** Mean and median over the accounts whose rho is defined. */
  meanRho: number | null;
  medianRho: number | null;
  /** Over all evaluated accounts: an undefined rho is not a positive one. */
  sharePositive: number | null;
  /** Accounts whose rho is undefined (a constant score). */
  undefinedRho: number;
  worst: AccountResult[];
  targets: Target[];
}

/** The account's outcomes and the posts they belong to; null when the account has too few posts. */
function scorablePosts(account: SenatorAccount): { texts: string[]; y: number[]; tooShort: number } | null {
  const { posts } = account;
  if (posts.length < MIN_ACCOUNT_POSTS) return null;
  // Detrended over the whole timeline before short posts are dropped, as in dataset/outcomes.ts: the
  // trend belongs to the account's history, not to the texts the engine can score.
  const detrended = detrend(posts.map((p) => Math.log1p(p.likes)), DETREND_WINDOW);
  const texts: string[] = [];
  const y: number[] = [];
  posts.forEach((p, i) => {
    if (codePointLength(p.text) < TEXT_MIN) return;
    texts.push(p.text);
    y.push(detrended[i] as number);
  });
  return texts.length < MIN_ACCOUNT_POSTS ? null : { texts, y, tooShort: posts.length - texts.length };
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
    const rho = spearman(posts.texts.map(scoreText), posts.y);
    results.push({ account: account.account, followers: account.followers, n: posts.texts.length, rho: Number.isNaN(rho) ? null : rho });
    postsTooShort += posts.tooShort;
  }
  results.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));

  const rhos = results.flatMap((r) => (r.rho === null ? [] : [r.rho]));
  const some = rhos.length > 0;
  const meanRho = some ? rhos.reduce((s, r) => s + r, 0) / rhos.length : null;
  const sharePositive = some ? rhos.filter((r) => r > 0).length / results.length : null;
  return {
    accounts: results,
    skippedAccounts,
    postsScored: results.reduce((s, r) => s + r.n, 0),
    postsTooShort,
    meanRho,
    medianRho: some ? median(rhos) : null,
    sharePositive,
    undefinedRho: results.length - rhos.length,
    worst: results
      .filter((r) => r.rho !== null)
      .sort((a, b) => (a.rho as number) - (b.rho as number))
      .slice(0, WORST_SHOWN),
    targets: [
      atLeast(`mean rho over accounts >= +${ACCOUNT_GOALS.meanRho.toFixed(2)}`, meanRho, ACCOUNT_GOALS.meanRho, 'rho'),
      atLeast(`accounts with rho > 0 >= ${ACCOUNT_GOALS.sharePositive * 100} %`, sharePositive, ACCOUNT_GOALS.sharePositive, 'share'),
    ],
  };
}
