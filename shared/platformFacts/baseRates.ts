// Per-impression base rates of each action for a neutral original text post on X.
// Anchor: like = 0.24 % (rOpenSci analytics exports, 1,316 original posts); the other actions as ratios to
// the like rate from the same exports and the 2023 heavy-ranker note (weights set so actions contribute
// about equally). Actions without a published ratio carry a design choice, noted.
import type { PhoenixActionName } from '../schemas';

export const LIKE_BASE_RATE = 0.0024;

interface BaseRate {
  /** Ratio to the like rate. */
  ratio: number;
  source: string;
}

export const BASE_RATES: Record<PhoenixActionName, BaseRate> = {
  favorite: { ratio: 1, source: 'rOpenSci analytics exports: like 0.24 %' },
  repost: { ratio: 0.5, source: 'rOpenSci exports: repost ≈ 0.5 × like' },
  reply: { ratio: 0.035, source: 'rOpenSci exports: reply ≈ 0.035 × like' },
  quote: { ratio: 0.01, source: 'design choice: quotes are a small fraction of reposts' },
  click: { ratio: 1, source: 'rOpenSci exports: detail expand ≈ 1 × like' },
  profile_click: { ratio: 0.5, source: 'rOpenSci exports: profile click ≈ 0.5 × like' },
  photo_expand: { ratio: 0, source: 'text post: no media to expand' },
  vqv: { ratio: 0, source: 'text post: no video (vqv counts video > 10 s only)' },
  share: { ratio: 0.02, source: 'design choice: shares are rarer than quotes of reposts' },
  share_via_dm: { ratio: 0.01, source: 'design choice' },
  share_via_copy_link: { ratio: 0.005, source: 'design choice' },
  dwell: { ratio: 5, source: 'design choice: most impressions that stop dwell (weight 0, shown for completeness)' },
  open_link: { ratio: 0, source: 'only with a link: ≈ 2 × like (rOpenSci exports), set by the link multiplier' },
  follow_author: { ratio: 0.004, source: 'rOpenSci exports: follow ≈ 0.004 × like' },
  not_interested: { ratio: 0.004, source: 'negative feedback ≈ 0.007 × like in all, split 4 : 2 : 1' },
  mute_author: { ratio: 0.002, source: 'negative feedback ≈ 0.007 × like in all, split 4 : 2 : 1' },
  block_author: { ratio: 0.001, source: 'negative feedback ≈ 0.007 × like in all, split 4 : 2 : 1' },
  report: { ratio: 0.001, source: 'rOpenSci exports: report ≈ like / 1000' },
  not_dwelled: { ratio: 10, source: 'design choice: most impressions scroll past (weight -0.02)' },
};

/** The like-relative rate of link clicks when a post carries a URL (rOpenSci exports: ≈ 2 × like). */
export const OPEN_LINK_RATIO_WITH_URL = 2;
