// Monthly allowances per tier (spec.md, "Monthly quota per key"). null means unlimited.
import { z } from 'zod';
import { Tier } from '../../shared/wire';

// The tiers are part of the wire contract (shared/wire.ts: the usage answer names them).
export { Tier };

export const QuotaEndpoint = z.enum(['score', 'generate']);
export type QuotaEndpoint = z.infer<typeof QuotaEndpoint>;

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

/** Accounts a key may create, and posts each account may store (issue 10). Not monthly: they never reset. */
export const ACCOUNT_LIMITS: Readonly<Record<Tier, Readonly<{ accounts: number; posts_per_account: number }>>> = {
  free: { accounts: 1, posts_per_account: 3_000 },
  builder: { accounts: 5, posts_per_account: 20_000 },
  pro: { accounts: 50, posts_per_account: 100_000 },
};
