// Each platform's post limit and the unit it counts in; how a text is counted toward it is a reading of the
// post (shared/post/length.ts).
import type { Platform, WeightedLength } from '../schemas';

interface PlatformLimit {
  limit: number;
  unit: WeightedLength['unit'];
  source: string;
}

export const PLATFORM_LIMITS: Record<Platform, PlatformLimit> = {
  // twitter-text's v3 config: 280 weighted, URLs 23, CJK and emoji 2 (developer.x.com "Counting characters").
  x: { limit: 280, unit: 'x_weighted', source: 'twitter-text v3 config (developer.x.com, counting characters)' },
  // Bluesky's app counts graphemes (app.bsky.feed.post lexicon: maxGraphemes 300).
  bluesky: { limit: 300, unit: 'graphemes', source: 'app.bsky.feed.post lexicon, maxGraphemes 300' },
  threads: { limit: 500, unit: 'characters', source: 'Threads help centre: posts up to 500 characters' },
  linkedin: { limit: 3000, unit: 'characters', source: 'LinkedIn help: posts up to 3,000 characters' },
  // Mastodon's default instance limit; every URL counts as 23 characters (Mastodon docs, "Posting statuses").
  mastodon: { limit: 500, unit: 'characters', source: 'Mastodon default max_characters 500, URLs count 23' },
};

/**
 * X Premium subscribers may post up to 25,000 characters (X Help Center, "About X Premium": "longer posts";
 * help.x.com/en/using-x/x-premium). Counted the same weighted way; off unless the writer says they have it.
 */
export const X_PREMIUM_LIMIT = 25_000;

/** The post limit the writer is held to: the platform's, or X Premium's on X when they have it. */
export function postLimit(platform: Platform, xPremium = false): number {
  return platform === 'x' && xPremium ? X_PREMIUM_LIMIT : PLATFORM_LIMITS[platform].limit;
}

const PLATFORM_NAMES: Record<Platform, string> = {
  x: 'X',
  bluesky: 'Bluesky',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
};

/** The platform as a writer names it: "X", "LinkedIn". */
export function platformName(platform: Platform): string {
  return PLATFORM_NAMES[platform];
}

/** The platform's name as an owner: "X's", "LinkedIn's", and "Threads'" (a name ending in s takes the apostrophe alone). */
export function platformPossessive(platform: Platform): string {
  const name = PLATFORM_NAMES[platform];
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/**
 * Whether the platform has threads (a post with replies of its own author chained under it). LinkedIn has none:
 * a long LinkedIn post is one post, held to its limit, never read or split as a thread.
 */
export function hasThreads(platform: Platform): boolean {
  return platform !== 'linkedin';
}
