// Synthetic accounts with known truths, for the calibration tests: reach drawn log-normally around a known
// median, likes at a known per-impression rate, a known multiplier for posts that open with a handle, and
// snapshots on a known curve. Seeded, so every run builds the same account.
import type { AccountPost } from '../../../shared/index';
import { createPrng } from '../../../shared/random/prng';

export interface SyntheticAccount {
  posts: number;
  medianImpressions?: number;
  /** sigma of ln impressions from post to post. */
  reachSpread?: number;
  likeRate?: number;
  /** Likes multiplier for posts that open with a handle (one post in three). */
  mentionLift?: number;
  /** Posts carry impressions (false: likes only). */
  impressions?: boolean;
  /** The curve the snapshots follow; none when absent. */
  snapshots?: { t50: number; shape: number };
  followersFrom?: number;
  seed?: string;
}

const TOPICS = ['budget', 'schools', 'roads', 'parks', 'water', 'housing', 'transit', 'library', 'clinics', 'bridges'];

export function opensWithHandle(i: number): boolean {
  return i % 3 === 0;
}

export function postText(i: number, handle: boolean): string {
  const a = TOPICS[i % TOPICS.length] as string;
  const b = TOPICS[(i * 7 + 3) % TOPICS.length] as string;
  // The other posts open with a word of the handle's length, so length (a term of its own) does not stand in
  // for the handle.
  return `${handle ? '@cityhall ' : 'Bulletin: '}Update ${i} on the ${a} plan: the council votes on the ${b} budget tonight at 7 pm.`;
}

export function syntheticAccount(o: SyntheticAccount): AccountPost[] {
  const rng = createPrng(o.seed ?? 'synthetic');
  const median = o.medianImpressions ?? 2000;
  const posts: AccountPost[] = [];
  for (let i = 0; i < o.posts; i++) {
    const handle = opensWithHandle(i);
    const impressions = Math.round(median * Math.exp((o.reachSpread ?? 0.5) * rng.normal()));
    const likes = Math.round(impressions * (o.likeRate ?? 0.01) * (handle ? (o.mentionLift ?? 1) : 1) * Math.exp(0.3 * rng.normal()));
    const curve = o.snapshots;
    posts.push({
      post_id: String(100_000 + i),
      text: postText(i, handle),
      posted_at: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString(),
      metrics: {
        ...(o.impressions === false ? {} : { impressions }),
        likes,
        reposts: Math.round(likes / 3),
        replies: Math.round(likes / 10),
      },
      ...(o.followersFrom ? { followers: o.followersFrom + 10 * i } : {}),
      ...(curve
        ? {
            snapshots: [30, 240].map((age) => ({
              age_min: age,
              impressions: Math.round(impressions / (1 + (curve.t50 / age) ** curve.shape)),
            })),
          }
        : {}),
    });
  }
  return posts;
}
