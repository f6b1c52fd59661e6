// The pooled account band (shared/params/accountBand.json): the 80 % band of an account's likes forecast
// while the account has fewer than ACCOUNT_MIN_POSTS posts of its own. Measured the way an account's own band
// is (shared/account/metricModel.ts), on the situation it stands in for: for every account of the data sets,
// the forecasts of its 11th to 30th posts, each made from the few posts before it by the account's local level
// with the pooled drift (shared/params/accountLevel.json) and the prior text share of likes. Every account gives
// about the same number of forecasts, so each counts alike.
import type { ForecastParams } from '@preflight/engine/lab';
import type { AccountBandParams } from '@preflight/engine/lab';
import { ACCOUNT_MIN_POSTS } from '@preflight/engine';
import { countSeries, fitHistory, levelPrior } from '@preflight/engine/account';
import { ordinaryPosts } from '@preflight/engine/account';
import { forecastErrors, type MetricSeries } from '@preflight/engine/account';
import { quantile } from '@preflight/engine/lab';
import type { HistoryAccount } from '../eval/accountForecastEvaluation';

/** An account is used when it has all the posts the situation needs. */
const MIN_POSTS = ACCOUNT_MIN_POSTS;

export function fitAccountBand(
  accounts: readonly HistoryAccount[],
  forecast: ForecastParams,
  source: string,
  pooledDrift: number,
): AccountBandParams {
  const errors: number[] = [];
  let used = 0;
  for (const account of accounts) {
    if (account.posts.length < MIN_POSTS) continue;
    const { posts, fit } = fitHistory(account.posts, 'x', forecast);
    const whole = countSeries(posts, fit, 'likes');
    if (!whole) continue;
    // The level is read from the posts that are no later part of a thread, as calibrateAccount reads it.
    const { series } = ordinaryPosts(whole);
    const prior = levelPrior('likes', pooledDrift);
    errors.push(...forecastErrors(firstPosts(series, ACCOUNT_MIN_POSTS), prior.textShare, prior.driftPerDay, [0]).errors);
    used++;
  }
  const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    source,
    generated_by: 'npm run fit',
    q10: round4(quantile(errors, 0.1)),
    q90: round4(quantile(errors, 0.9)),
    forecasts: errors.length,
    accounts: used,
    measured_on: 'likes',
  };
}

function firstPosts(series: MetricSeries, n: number): MetricSeries {
  return {
    y: series.y.slice(0, n),
    times: series.times.slice(0, n),
    textEffect: series.textEffect.slice(0, n),
    heldOutText: series.heldOutText.slice(0, n),
  };
}
