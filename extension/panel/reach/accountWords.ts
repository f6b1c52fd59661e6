// The account's model and its forecast in plain words, for the panel and the options page. The numbers are
// the engine's (calibrateAccount, score's expected_engagement); these functions only round and phrase them.
import { forecastWords, roughCount, type AccountModel, type AccountUse, type ExpectedEngagement } from '@preflight/engine';
import { wholeNumber } from '@preflight/engine';
import type { StoredRowSkip } from '../../state/accountStore';

type MetricModel = NonNullable<AccountModel['metrics']['likes']>;

const plural = (count: string, one: string, many: string) => `${count} ${count === '1' ? one : many}`;
const posts = (n: number) => plural(wholeNumber(n), 'post', 'posts');
/** "18 more posts with view counts"; after "12 posts imported:" the noun goes without saying. */
const morePosts = (n: number, noun = true) => `${wholeNumber(n)} more ${noun ? (n === 1 ? 'post ' : 'posts ') : ''}with view counts`;

/** A count's typical post on the account: the model keeps it on the ln(1 + count) scale. */
const typical = (m: MetricModel) => roughCount(Math.expm1(m.level));

/** The options page's status line for a stored model. */
export function accountStatusWords(model: AccountModel): string {
  const { impressions, likes } = model.metrics;
  if (model.status === 'calibrated') {
    return `Calibrated on ${posts(model.posts)}${impressions ? `, typical post ≈ ${plural(typical(impressions), 'view', 'views')}` : ''}.`;
  }
  if (model.status === 'likes_only') {
    const typicalLikes = likes ? `, typical post ≈ ${plural(typical(likes), 'like', 'likes')}` : '';
    return (
      `Calibrated on ${posts(model.posts)} for likes, reposts and replies${typicalLikes}. Views need ` + `${morePosts(model.posts_needed)}.`
    );
  }
  return `${posts(model.posts)} imported: ${morePosts(model.posts_needed, false)} needed.`;
}

/** "3 rows skipped" and each kept reason, with "and 7 more" when only the first few were kept. */
export function skippedWords(skipped: { count: number; first: readonly StoredRowSkip[] }): { summary: string; lines: string[] } | null {
  if (skipped.count === 0) return null;
  const lines = skipped.first.map((s) => `${s.file}, row ${s.row}: ${s.reason}`);
  const rest = skipped.count - skipped.first.length;
  if (rest > 0) lines.push(`and ${wholeNumber(rest)} more`);
  return { summary: `${plural(wholeNumber(skipped.count), 'row', 'rows')} skipped`, lines };
}

/** The panel's line on what the score is based on: the writer's own posts, or how many more are needed. */
export function accountBasisWords(account: AccountUse): string {
  if (account.status === 'cold_start') {
    return `${posts(account.posts)} imported: ${morePosts(account.posts_needed, false)} needed for a forecast of your own.`;
  }
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
