// The data sets' accounts as account histories (shared/account/accountPost.ts), for the account section of
// `npm run eval`: the senators' original posts (replies left out, as an import leaves them out; the data set
// has no reply counts, so those are 0) and FiveThirtyEight's two timelines. Neither carries impressions.
import type { AccountPost } from '@preflight/engine';
import type { SenatorAccount } from './senators';
import type { Timeline } from './twitterRatio';
import type { HistoryAccount } from '../eval/accountForecastEvaluation';

export function senatorHistories(accounts: readonly SenatorAccount[]): HistoryAccount[] {
  return accounts.map((a) => ({
    account: a.account,
    source: 'senators',
    posts: a.posts
      .filter((p) => !p.isReply)
      .map(
        (p, i): AccountPost => ({
          post_id: `${a.account}-${i}`,
          text: p.text,
          posted_at: p.createdAt,
          metrics: { likes: p.likes, reposts: p.retweets, replies: 0 },
          ...(a.followers === null ? {} : { followers: a.followers }),
        }),
      ),
  }));
}

export function twitterRatioHistories(timelines: readonly Timeline[]): HistoryAccount[] {
  return timelines.map((t) => ({
    account: t.author,
    source: 'fivethirtyeight',
    posts: t.posts.map(
      (p): AccountPost => ({
        post_id: p.statusId,
        text: p.text,
        posted_at: p.createdAt.toISOString(),
        metrics: { likes: p.favorites, reposts: p.retweets, replies: p.replies },
      }),
    ),
  }));
}
