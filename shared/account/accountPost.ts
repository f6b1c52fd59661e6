// A past post with its outcome: what an account's history is made of. Declared once here and used by the
// importers, the API (POST /api/v1/accounts/{id}/posts), the extension's import and `npm run check --history`.
import { z } from 'zod';
import { X_PREMIUM_LIMIT } from '../platformFacts/limits';

const Count = z.number().finite().min(0);

export const PostMetrics = z.object({
  impressions: Count.optional(),
  likes: Count,
  reposts: Count,
  replies: Count,
  profile_clicks: Count.optional(),
  link_clicks: Count.optional(),
  follows: Count.optional(),
});
export type PostMetrics = z.infer<typeof PostMetrics>;

/** The post's counts at one age: several of them give the account's own timing (t_50). */
export const PostSnapshot = z.object({
  age_min: z.number().finite().positive(),
  impressions: Count.optional(),
  likes: Count.optional(),
  reposts: Count.optional(),
  replies: Count.optional(),
});
export type PostSnapshot = z.infer<typeof PostSnapshot>;

/**
 * The longest post text a history holds: the longest any platform Preflight knows allows (X Premium's 25,000;
 * LinkedIn's is 3,000, the others 500 or less). A longer text is no published post, and it would only make
 * the history bigger and every pass over it slower.
 */
export const POST_TEXT_MAX = X_PREMIUM_LIMIT;

export const AccountPost = z.object({
  post_id: z.string().trim().min(1).max(64),
  text: z.string().max(POST_TEXT_MAX),
  /** ISO 8601 with an offset (or Z). */
  posted_at: z.iso.datetime({ offset: true }),
  /**
   * false when the source gave only the day the post went out (X's content export): posted_at is then a
   * stand-in within that day, good for ordering posts, not for learning anything about the time of day.
   * Absent when posted_at is the time the source gave.
   */
  time_known: z.literal(false).optional(),
  metrics: PostMetrics,
  /** The account's followers when the post went out, when known. */
  followers: Count.optional(),
  snapshots: z.array(PostSnapshot).max(100).optional(),
});
export type AccountPost = z.infer<typeof AccountPost>;

/**
 * Whether posted_at is the time the post went out as its source gave it. Anything learned from the time of
 * day or from ages measured from posting (the account's timing) uses only such posts.
 */
export function isTimeKnown(post: Pick<AccountPost, 'time_known'>): boolean {
  return post.time_known !== false;
}
