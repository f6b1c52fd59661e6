// Monthly allowances per tier, as the API's published tiers promise. null means unlimited.
import { QuotaEndpoint, Tier } from '@preflight/engine/wire';

// The tiers and the endpoints a quota counts are part of the wire contract (the engine's wire: the usage answer names them).
export { QuotaEndpoint, Tier };

export const MONTHLY_LIMITS: Readonly<Record<Tier, Readonly<Record<QuotaEndpoint, number | null>>>> = {
  free: { score: 20, generate: 5 },
  builder: { score: 500, generate: 100 },
  pro: { score: null, generate: null },
};

/** The next tier up, named in 429 messages; pro has none. */
export const UPGRADE_PATH: Readonly<Record<Tier, Tier | null>> = { free: 'builder', builder: 'pro', pro: null };

export function monthlyLimit(tier: Tier, endpoint: QuotaEndpoint): number | null {
  return MONTHLY_LIMITS[tier][endpoint];
}

/** Accounts a key may create, and posts each account may store. Not monthly: they never reset. */
export const ACCOUNT_LIMITS: Readonly<Record<Tier, Readonly<{ accounts: number; posts_per_account: number }>>> = {
  free: { accounts: 1, posts_per_account: 3_000 },
  builder: { accounts: 5, posts_per_account: 20_000 },
  pro: { accounts: 50, posts_per_account: 100_000 },
};

/**
 * Bytes of post text (UTF-8) a key's accounts may store, per account and for all of them together. The post
 * limit alone let a free account of 2,750 posts of 40,000 characters hold 110 MB, every byte of it held in
 * memory by the lowdb store and read again by each recalibration. About 1,700 bytes a post for a full account
 * of the tier: three times an ordinary post of 280 characters in a script of 2-byte letters, with room for
 * some long ones. Not monthly: freed only by deleting an account.
 */
export const TEXT_BUDGETS: Readonly<Record<Tier, Readonly<{ per_account: number; per_key: number }>>> = {
  free: { per_account: 5_000_000, per_key: 5_000_000 },
  builder: { per_account: 35_000_000, per_key: 100_000_000 },
  pro: { per_account: 170_000_000, per_key: 1_000_000_000 },
};

/**
 * The endpoints no monthly quota counts (accounts, uploads, receipts, usage) share one token bucket per key:
 * `burst` calls at once, refilled at `per_minute`. Beyond it, 429 rate_limited with Retry-After. Without it a
 * free key could ask for an upload or a receipts report as fast as the server answers, at no cost to itself.
 */
export const UNCHARGED_RATES: Readonly<Record<Tier, Readonly<{ burst: number; per_minute: number }>>> = {
  free: { burst: 30, per_minute: 60 },
  builder: { burst: 60, per_minute: 300 },
  pro: { burst: 120, per_minute: 1_200 },
};
