// Counts and dates no post can have. A count is a whole number of people or views: 1.234 likes is a number a
// spreadsheet or a script made, 1e300 likes or a 20-digit count is an overflow, and either would carry the
// account's averages to infinity (the forecast then printed null beside 5e306). A post dated after tomorrow
// has not gone out yet: taken as the account's latest, it moved the calibration's date years ahead and its
// forecasts with it. Such a row is skipped as unreadable, with its reason, like any other row that cannot be read.
import type { AccountPost } from '../accountPost';
import { RowSkipError } from './rowSkip';

/**
 * The largest count taken: 10^12, more than a hundred times the world's population (about 8.1 billion) and far
 * beyond any post's views, yet well inside the integers a double holds exactly (2^53).
 */
export const COUNT_MAX = 1e12;

const DAY_MS = 86_400_000;

/** The end of tomorrow (UTC) after `nowMs`: the latest posted_at taken, leaving room for any time zone. */
export function latestPostedAt(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) * DAY_MS + 2 * DAY_MS;
}

/** Throws RowSkipError (unreadable) when a count is fractional or past COUNT_MAX, or posted_at is after `postedBy` (ms). */
export function checkPlausible(post: AccountPost, postedBy: number | undefined): void {
  const counts: [string, number | undefined][] = [...Object.entries(post.metrics), ['followers', post.followers]];
  post.snapshots?.forEach((snapshot, i) => {
    for (const name of ['impressions', 'likes', 'reposts', 'replies'] as const) counts.push([`snapshots[${i}].${name}`, snapshot[name]]);
  });
  for (const [name, count] of counts) {
    if (count === undefined) continue;
    if (!Number.isInteger(count)) throw new RowSkipError(`${name} is ${count}, not a whole count`);
    if (count > COUNT_MAX) throw new RowSkipError(`${name} is ${count}, more than any post has had (the limit is 10^12)`);
  }
  if (postedBy !== undefined && Date.parse(post.posted_at) >= postedBy) {
    throw new RowSkipError(`posted_at ${post.posted_at} is after tomorrow: a post that has not gone out has no outcome yet`);
  }
}
