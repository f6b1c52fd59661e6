// Platform policies that old outcome data cannot show, as named terms of the forecast. Each is what a
// platform has said it does, cited; its size is our assumption, said as such, never presented as data.
// A policy also has a date from which it is in force: the earliest day its source shows it. A post written
// now (no date given) is under every policy; a post dated before a policy's day was not, so a backtest on
// old posts (the eval's 2010–13 wording pairs) scores them under the rules of their own time, and the data
// they were posted under speak for themselves.
import type { Platform } from '../schemas';

export type PolicyId = 'over_limit' | 'engagement_bait';

export interface Policy {
  id: PolicyId;
  /** On the forecast's pairwise scale; with log_likes_per_unit about 0.5, −1.5 is about half the likes. */
  units: number;
  /** What the platform says, as the writer reads it. */
  says: string;
  source: string;
  /** The first day (UTC, YYYY-MM-DD) the source shows the policy in force; null for a rule as old as the platform. */
  inForceFrom: string | null;
}

/** A post over the limit cannot be posted at all: nothing reaches anyone until it fits. */
const OVER_LIMIT_UNITS = -6;
/** Assumed: a post labelled as spam loses about half its reach (no data can show the size of a current policy). */
const BAIT_UNITS = -1.5;

// The days are conservative: where a source gives only a year, its last day; where the policy may be older
// than its first public trace, that trace's day. Before it the engine does not claim the policy applied.
const BAIT: Partial<Record<Platform, Omit<Policy, 'id' | 'units'>>> = {
  x: {
    says: 'X labels engagement bait for spam filtering, which limits who sees the post',
    source:
      "X's open-sourced ranking (xai-org/x-algorithm) filters posts its spam models label, engagement bait " +
      "among them; X's platform manipulation and spam policy. In force from X's owner's public statement " +
      'of 19 April 2024 that accounts farming engagement would be suspended, the first dated trace we can ' +
      'cite',
    inForceFrom: '2024-04-19',
  },
  threads: {
    says: 'Meta demotes posts that bait people into liking, sharing or commenting',
    source:
      'Meta Newsroom, "Fighting Engagement Bait on Facebook" (18 December 2017), applied across Meta\'s ' +
      'feeds, Threads (launched July 2023) included',
    inForceFrom: '2017-12-18',
  },
  linkedin: {
    says: 'LinkedIn shows posts that ask for likes or reactions to fewer people',
    source:
      'LinkedIn feed update (2022, Linda Leung, Director of Product Management): posts that ask for likes ' +
      'or reactions "with the exclusive intent of boosting reach" — "We won\'t be promoting this type of ' +
      'content". The statement gives the year only: in force from its last day',
    inForceFrom: '2022-12-31',
  },
};

/**
 * Whether a post posted at `postedAt` (an ISO 8601 date or date-time; undefined for a post about to be
 * posted) falls under the policy. The comparison is on the UTC day, so a date-time's offset is honoured.
 */
export function policyInForce(policy: Pick<Policy, 'inForceFrom'>, postedAt: string | undefined): boolean {
  if (postedAt === undefined || policy.inForceFrom === null) return true;
  const day = new Date(Date.parse(postedAt)).toISOString().slice(0, 10);
  return day >= policy.inForceFrom;
}

export function overLimitPolicy(platform: Platform): Policy {
  return {
    id: 'over_limit',
    units: OVER_LIMIT_UNITS,
    says: `${platform === 'x' ? 'X' : 'The platform'} will not publish a post over its length limit`,
    source: "the platform's own length limit (shared/platformFacts/limits.ts)",
    inForceFrom: null,
  };
}

/**
 * The engagement-bait policy on this platform, or null where none is documented (Bluesky, Mastodon) or where
 * the post is dated before the platform's policy was in force.
 */
export function baitPolicy(platform: Platform, postedAt?: string): Policy | null {
  const p = BAIT[platform];
  if (!p || !policyInForce(p, postedAt)) return null;
  return { id: 'engagement_bait', units: BAIT_UNITS, ...p };
}
