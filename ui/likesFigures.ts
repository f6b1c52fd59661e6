// The one figure the forecast moves, likes, for the Details tab, read from the same numbers as the Reach tab.
// The forecast moves every wanted reaction by one shared factor (its likes' lift) and leaves the unwanted ones
// at the platform's base rates, so replies, reposts, clicks and the rest would only be likes times a fixed
// ratio, and "scroll past" the same number on every post: none of them is a figure of its own. With the
// account's own forecast, the likes are the account's (expected_engagement: the Reach tab's words); without
// it, the like rate the forecast gives this post against a typical post of a new account on the platform.
import type { Band, Platform, ScoreResult } from '@preflight/engine';
import { PLATFORM_PRIORS } from '@preflight/engine';

export interface LikesFigures {
  /** Whose usual post the draft is set against: the writer's own, or a new account's. */
  whose: 'yours' | 'new_account';
  /** Likes per view (0–1), this post and the usual post; null where views are not forecast. */
  perView: { post: number; usual: number } | null;
  /** Likes at the horizon, this post (with its band) and the usual post; null without the account's forecast. */
  counts: { post: Band; usual: number; horizonMin: number } | null;
}

export function likesFigures(
  result: Pick<ScoreResult, 'expected_engagement' | 'phoenix_actions_top'>,
  platform: Platform,
): LikesFigures | null {
  const own = result.expected_engagement;
  if (own) {
    const views = own.impressions?.median ?? 0;
    const usualViews = own.usual.impressions ?? 0;
    const perView = views > 0 && usualViews > 0 ? { post: own.likes.median / views, usual: own.usual.likes / usualViews } : null;
    return { whose: 'yours', perView, counts: { post: own.likes, usual: own.usual.likes, horizonMin: own.horizon_min } };
  }
  const like = result.phoenix_actions_top.find((a) => a.action === 'favorite');
  if (!like) return null;
  return { whose: 'new_account', perView: { post: like.probability, usual: PLATFORM_PRIORS[platform].likeRate.value }, counts: null };
}
