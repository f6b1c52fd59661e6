// The data sets' accounts carry likes but no impressions. To exercise the impressions side of an account's
// forecast (its own level, text share and band for views) the account section of `npm run eval` gives each post
// synthetic impressions: its likes divided by a like rate that varies from post to post (log-normal around
// BASE_RATE, sigma RATE_SIGMA), drawn from a generator seeded by the account's name, so every run is the same.
// It checks that the impressions path works end to end, not how real impressions behave.
import type { AccountPost } from '../../shared/index';
import { createPrng } from '../../shared/random/prng';
import type { HistoryAccount } from './accountForecastEvaluation';

/** About one like per hundred views: a typical like rate on X. */
const BASE_RATE = 0.01;
const RATE_SIGMA = 0.5;

export function withSyntheticImpressions(accounts: readonly HistoryAccount[]): HistoryAccount[] {
  return accounts.map((a) => {
    const rng = createPrng(`synthetic impressions ${a.account}`);
    return {
      ...a,
      posts: a.posts.map((p): AccountPost => {
        const rate = BASE_RATE * Math.exp(RATE_SIGMA * rng.normal());
        return { ...p, metrics: { ...p.metrics, impressions: Math.round((p.metrics.likes + 1) / rate) } };
      }),
    };
  });
}
