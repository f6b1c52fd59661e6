// The pooled drift of an account's level (shared/params/accountLevel.json): what a short history's own drift is
// shrunk toward (shared/account/levelFit.ts). Each account's forecast errors are measured at every drift of the
// grid, as the account's own fit measures them (with the prior text share of likes), divided by its lowest so
// that each account counts alike whatever its spread; the pooled drift is the one whose mean over accounts is
// lowest.
import type { ForecastParams } from '@preflight/engine/lab';
import type { AccountLevelParams } from '@preflight/engine/lab';
import { ACCOUNT_MIN_POSTS } from '@preflight/engine';
import { countSeries, fitHistory, levelPrior } from '@preflight/engine/account';
import { ordinaryPosts } from '@preflight/engine/account';
import { argmin, DRIFT_GRID, driftCosts } from '@preflight/engine/account';
import { dailyWeight } from '@preflight/engine/account';
import type { HistoryAccount } from '../eval/accountForecastEvaluation';

export function fitAccountLevel(accounts: readonly HistoryAccount[], forecast: ForecastParams, source: string): AccountLevelParams {
  const total = DRIFT_GRID.map(() => 0);
  let used = 0;
  for (const account of accounts) {
    if (account.posts.length < ACCOUNT_MIN_POSTS) continue;
    const { posts, fit } = fitHistory(account.posts, 'x', forecast);
    const whole = countSeries(posts, fit, 'likes');
    if (!whole) continue;
    // The level is read from the posts that are no later part of a thread, as calibrateAccount reads it.
    const { series } = ordinaryPosts(whole);
    const costs = driftCosts(series, levelPrior('likes').textShare);
    const lowest = Math.min(...costs.filter(Number.isFinite));
    if (!(lowest > 0)) continue;
    costs.forEach((c, k) => {
      total[k] = (total[k] as number) + c / lowest;
    });
    used++;
  }
  const drift = argmin(DRIFT_GRID, total);
  return {
    source,
    generated_by: 'npm run fit',
    drift_per_day: drift,
    weight_per_day: Math.round(dailyWeight(drift) * 1e4) / 1e4,
    accounts: used,
    measured_on: 'likes',
  };
}
