// Platform policies that old outcome data cannot show, as named terms of the forecast. Each is what a
// platform has said it does, cited; its size is our assumption, said as such, never presented as data.
import type { Platform } from '../schemas';

export type PolicyId = 'over_limit' | 'engagement_bait';

export interface Policy {
  id: PolicyId;
  /** On the forecast's pairwise scale; with log_likes_per_unit about 0.5, −1.5 is about half the likes. */
  units: number;
  /** What the platform says, as the writer reads it. */
  says: string;
  source: string;
}

/** A post over the limit cannot be posted at all: nothing reaches anyone until it fits. */
const OVER_LIMIT_UNITS = -6;
/** Assumed: a post labelled as spam loses about half its reach (no data can show the size of a current policy). */
const BAIT_UNITS = -1.5;

const BAIT: Partial<Record<Platform, Omit<Policy, 'id' | 'units'>>> = {
  x: {
    says: 'X labels engagement bait for spam filtering, which limits who sees the post',
    source: "X's open-sourced ranking (xai-org/x-algorithm) filters posts its spam models label, engagement bait among them; X's platform manipulation and spam policy",
  },
  threads: {
    says: 'Meta demotes posts that bait people into liking, sharing or commenting',
    source: 'Meta Newsroom, "Fighting Engagement Bait on Facebook" (December 2017), applied across Meta\'s feeds',
  },
  linkedin: {
    says: 'LinkedIn shows posts that ask for likes or reactions to fewer people',
    source:
      'LinkedIn feed update (2022, Linda Leung, Director of Product Management): posts that ask for likes or reactions "with the exclusive intent of boosting reach" — "We won\'t be promoting this type of content"',
  },
};

export function overLimitPolicy(platform: Platform): Policy {
  return {
    id: 'over_limit',
    units: OVER_LIMIT_UNITS,
    says: `${platform === 'x' ? 'X' : 'The platform'} will not publish a post over its length limit`,
    source: 'the platform\'s own length limit (shared/platform.ts)',
  };
}

/** The engagement-bait policy on this platform, or null where none is documented (Bluesky, Mastodon). */
export function baitPolicy(platform: Platform): Policy | null {
  const p = BAIT[platform];
  return p ? { id: 'engagement_bait', units: BAIT_UNITS, ...p } : null;
}
