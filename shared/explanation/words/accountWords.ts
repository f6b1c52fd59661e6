// The account's standing and its forecast in plain words, said once for every face: the options page, the
// panel, the web page and `npm run check --history`. The numbers are the engine's (calibrateAccount, the
// score's expected_engagement, the API's account answer); these functions only round and phrase them.
import type { AccountStatus, AccountUse, ExpectedEngagement } from '../../schemas';
import type { AccountModel, MetricModel } from '../../account/accountModel';
import { forecastWords, roughCount } from '../../account/forecastWords';
import { wholeNumber } from '../../text/numberWords';
import { countWords } from './countWords';

/**
 * What an account stands on, as every face knows it: the extension from its stored model, the web page from
 * the API's account answer (whose `calibration.median` is the same typical post), the command line from the
 * model it calibrated.
 */
export interface AccountStanding {
  status: AccountStatus;
  posts: number;
  /** More posts with view counts needed before the views are the account's own (0 once they are). */
  posts_needed: number;
  /** A typical post's final views and likes on the account (the median count); null until the model has them. */
  typical_views: number | null;
  typical_likes: number | null;
}

/** The model keeps a count on the ln(1 + count) scale: its typical post is e^level − 1. */
const typicalOf = (metric: MetricModel | null): number | null => (metric === null ? null : Math.max(0, Math.expm1(metric.level)));

export function standingOf(model: AccountModel): AccountStanding {
  return {
    status: model.status,
    posts: model.posts,
    posts_needed: model.posts_needed,
    typical_views: typicalOf(model.metrics.impressions),
    typical_likes: typicalOf(model.metrics.likes),
  };
}

const posts = (n: number) => countWords(n, 'post', 'posts');
/** "18 more posts with view counts"; after "12 posts imported:" the noun goes without saying. */
const morePosts = (n: number, noun = true) => `${wholeNumber(n)} more ${noun ? (n === 1 ? 'post ' : 'posts ') : ''}with view counts`;
const typical = (n: number | null, one: string, many: string) => {
  if (n === null) return '';
  const count = roughCount(n);
  return `, typical post ≈ ${count} ${count === '1' ? one : many}`;
};

/** Too few posts for a forecast of the account's own: how many it has and how many more it needs. */
function coldStartWords(account: Pick<AccountStanding, 'posts' | 'posts_needed'>): string {
  const needed = `needed for a forecast of your own.`;
  if (account.posts === 0) return `No posts imported yet: ${wholeNumber(account.posts_needed)} with view counts ${needed}`;
  return `${posts(account.posts)} imported: ${morePosts(account.posts_needed, false)} ${needed}`;
}

/** The account's status line: what it is calibrated on and its typical post, or how many more posts it needs. */
export function accountStatusWords(account: AccountStanding): string {
  if (account.status === 'calibrated') {
    return `Calibrated on ${posts(account.posts)}${typical(account.typical_views, 'view', 'views')}.`;
  }
  if (account.status === 'likes_only') {
    return (
      `Calibrated on ${posts(account.posts)} for likes, reposts and replies${typical(account.typical_likes, 'like', 'likes')}. ` +
      `Views need ${morePosts(account.posts_needed)}.`
    );
  }
  return coldStartWords(account);
}

/** The panel's line on what the score is based on: the writer's own posts, or how many more are needed. */
export function accountBasisWords(account: AccountUse): string {
  if (account.status === 'cold_start') return coldStartWords(account);
  return `Calibrated on your ${posts(account.posts)}`;
}

/** "About 1,400 views (likely 900–2,600) and 12 likes (likely 6–25) in 24 h." */
export function forecastSentence(expected: ExpectedEngagement): string {
  const words = forecastWords(expected);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** Under the forecast when views are not forecast yet (likes_only). */
export function viewsNeededWords(account: AccountUse): string | null {
  if (account.status !== 'likes_only') return null;
  return `Views are not forecast yet: ${morePosts(account.posts_needed)} needed.`;
}
