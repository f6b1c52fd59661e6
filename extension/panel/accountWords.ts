// The account's model and its forecast in plain words, for the panel and the options page. The numbers are
// the engine's (calibrateAccount, score's expected_engagement); these functions only round and phrase them.
import type { AccountModel, AccountUse, Band, ExpectedEngagement } from '../../shared/index';
import type { SkippedRow } from '../state/accountStore';
import { formatMinutes } from './labels';

/**
 * A forecast's count as a reader takes it: whole numbers below 100, two significant figures above
 * (1,437 → "1,400"), since the band around it is far wider than the last digits.
 */
export function roughCount(n: number): string {
  const x = Math.max(0, n);
  const rounded = x < 100 ? Math.round(x) : Number(x.toPrecision(2));
  return rounded.toLocaleString('en-US');
}

type MetricModel = NonNullable<AccountModel['metrics']['likes']>;

const plural = (count: string, one: string, many: string) => `${count} ${count === '1' ? one : many}`;
const posts = (n: number) => plural(n.toLocaleString('en-US'), 'post', 'posts');
/** "18 more posts with view counts"; after "12 posts imported:" the noun goes without saying. */
const morePosts = (n: number, noun = true) => `${n.toLocaleString('en-US')} more ${noun ? (n === 1 ? 'post ' : 'posts ') : ''}with view counts`;

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
    return `Calibrated on ${posts(model.posts)} for likes, reposts and replies${typicalLikes}. Views need ${morePosts(model.posts_needed)}.`;
  }
  return `${posts(model.posts)} imported: ${morePosts(model.posts_needed, false)} needed.`;
}

/** "3 rows skipped" and each kept reason, with "and 7 more" when only the first few were kept. */
export function skippedWords(skipped: { count: number; first: readonly SkippedRow[] }): { summary: string; lines: string[] } | null {
  if (skipped.count === 0) return null;
  const lines = skipped.first.map((s) => `${s.file}, row ${s.row}: ${s.reason}`);
  const rest = skipped.count - skipped.first.length;
  if (rest > 0) lines.push(`and ${rest.toLocaleString('en-US')} more`);
  return { summary: `${plural(skipped.count.toLocaleString('en-US'), 'row', 'rows')} skipped`, lines };
}

/** The panel's line on what the score is based on: the writer's own posts, or how many more are needed. */
export function accountBasisWords(account: AccountUse): string {
  if (account.status === 'cold_start') {
    return `${posts(account.posts)} imported: ${morePosts(account.posts_needed, false)} needed for a forecast of your own.`;
  }
  return `Calibrated on your ${posts(account.posts)}`;
}

function bandWords(band: Band, one: string, many: string): string {
  const [median, lo, hi] = [band.median, band.lo80, band.hi80].map(roughCount);
  return `${plural(median as string, one, many)}${lo === hi ? '' : ` (likely ${lo}–${hi})`}`;
}

/** "About 1,400 views (likely 900–2,600) and 12 likes (likely 6–25) in 24 h." */
export function forecastWords(expected: ExpectedEngagement): string {
  const likes = bandWords(expected.likes, 'like', 'likes');
  const counts = expected.impressions ? `${bandWords(expected.impressions, 'view', 'views')} and ${likes}` : likes;
  return `About ${counts} in ${formatMinutes(expected.horizon_min)}.`;
}

/** Under the forecast when views are not forecast yet (likes_only). */
export function viewsNeededWords(account: AccountUse): string | null {
  if (account.status !== 'likes_only') return null;
  return `Views are not forecast yet: ${morePosts(account.posts_needed)} needed.`;
}
