// What a score says about the writer's own account: its model's status, and the account's forecast for the
// draft beside its usual post.
import { z } from 'zod';

/** A per-account curve needs about 30 posts with metrics history; with fewer, the cold-start prior stands. */
export const ACCOUNT_MIN_POSTS = 30;

/**
 * An account model's status: `calibrated` with at least 30 posts carrying impressions (the view curve and
 * expected_engagement are the account's own); `likes_only` with 30 posts carrying likes but too few with
 * impressions (expected_engagement without impressions, the view curve stays cold_start); `cold_start` below.
 */
export const AccountStatus = z.enum(['calibrated', 'likes_only', 'cold_start']);
export type AccountStatus = z.infer<typeof AccountStatus>;

export const Band = z.object({
  median: z.number().min(0),
  lo80: z.number().min(0).meta({ description: '10th percentile: 80 % of posts like this land between lo80 and hi80.' }),
  hi80: z.number().min(0),
});
export type Band = z.infer<typeof Band>;

/**
 * The account's usual: what its typical post gets by the same horizon, the forecast without the draft's lift. Set
 * beside the forecast, it says how far this draft is from the writer's own usual ("about 1.4× your usual").
 */
export const UsualCounts = z.object({
  impressions: z.number().min(0).nullable().meta({
    description: "The typical post's views at the horizon, read off the account's view curve; null when the forecast has no impressions.",
  }),
  likes: z.number().min(0),
  reposts: z.number().min(0),
  replies: z.number().min(0),
});
export type UsualCounts = z.infer<typeof UsualCounts>;

const expectedEngagementFields = {
  horizon_min: z.number().positive(),
  impressions: Band.nullable().meta({ description: 'null when fewer than 30 of the history posts carry impressions.' }),
  likes: Band,
  reposts: Band,
  replies: Band,
  based_on_posts: z.number().int().min(0),
  calibrated_at: z.string().meta({ description: 'The time of the newest post in the history (ISO 8601).' }),
};

/** The account's own forecast for this draft; null without an account model of at least 30 posts. */
export const ExpectedEngagement = z.object({
  ...expectedEngagementFields,
  usual: UsualCounts.meta({
    description: "The account's typical post at the same horizon: each median above against it is this draft against the writer's usual.",
  }),
});
export type ExpectedEngagement = z.infer<typeof ExpectedEngagement>;

/** An ExpectedEngagement as remembered for receipts: forecasts remembered before `usual` existed have none. */
export const RememberedEngagement = z.object({ ...expectedEngagementFields, usual: UsualCounts.optional() });
export type RememberedEngagement = z.infer<typeof RememberedEngagement>;

/** What a result scored with an account model says about it (additive). */
export const AccountUse = z.object({
  status: AccountStatus,
  posts: z.number().int().min(0),
  posts_needed: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'More posts with impressions needed before the forecast is fully calibrated.' }),
  calibrated_at: z
    .string()
    .nullable()
    .meta({ description: 'The time of the newest post in the history; null for an account with no posts yet.' }),
});
export type AccountUse = z.infer<typeof AccountUse>;
