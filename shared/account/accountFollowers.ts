// The account's follower count over time, when the history carries it: the latest value and a series thinned
// to at most MAX_POINTS evenly spaced posts (enough to draw, small enough to store in the browser).
import type { AccountPost } from './accountPost';
import type { AccountModel } from './accountModel';

const MAX_POINTS = 60;

export function accountFollowers(posts: readonly AccountPost[]): AccountModel['followers'] {
  const known = posts.filter((p) => p.followers !== undefined);
  const last = known.at(-1);
  if (!last || last.followers === undefined) return null;
  const step = Math.max(1, Math.ceil(known.length / MAX_POINTS));
  const series = known
    .filter((_, i) => i % step === 0 || i === known.length - 1)
    .map((p) => ({ at: p.posted_at, followers: p.followers as number }));
  return { latest: last.followers, at: last.posted_at, series };
}
