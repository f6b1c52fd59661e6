// Per-impression rates of each action on the account, each shrunk toward the generic base rate
// (shared/platformFacts/baseRates.ts) as if PRIOR_IMPRESSIONS impressions had shown exactly that rate:
// rate = (actions + PRIOR_IMPRESSIONS · base) / (impressions + PRIOR_IMPRESSIONS).
import type { AccountPost, PostMetrics } from './accountPost';
import type { AccountModel } from './accountModel';
import { BASE_RATES, LIKE_BASE_RATE, OPEN_LINK_RATIO_WITH_URL } from '../platformFacts/baseRates';

const PRIOR_IMPRESSIONS = 10_000;

type Action = Exclude<keyof PostMetrics, 'impressions'>;

const BASE: Record<Action, number> = {
  likes: LIKE_BASE_RATE * BASE_RATES.favorite.ratio,
  reposts: LIKE_BASE_RATE * BASE_RATES.repost.ratio,
  replies: LIKE_BASE_RATE * BASE_RATES.reply.ratio,
  profile_clicks: LIKE_BASE_RATE * BASE_RATES.profile_click.ratio,
  link_clicks: LIKE_BASE_RATE * OPEN_LINK_RATIO_WITH_URL,
  follows: LIKE_BASE_RATE * BASE_RATES.follow_author.ratio,
};

export function accountRates(posts: readonly AccountPost[]): AccountModel['rates'] {
  const rates: AccountModel['rates'] = {};
  for (const action of Object.keys(BASE) as Action[]) {
    let actions = 0;
    let impressions = 0;
    let n = 0;
    for (const p of posts) {
      const count = p.metrics[action];
      if (p.metrics.impressions === undefined || count === undefined) continue;
      actions += count;
      impressions += p.metrics.impressions;
      n++;
    }
    if (n === 0) continue;
    const rate = (actions + PRIOR_IMPRESSIONS * BASE[action]) / (impressions + PRIOR_IMPRESSIONS);
    rates[action] = { rate: Number(rate.toPrecision(4)), posts: n };
  }
  return rates;
}
