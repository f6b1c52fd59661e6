// The on-disk shape of the lowdb store, checked with zod when the file is read.
import { z } from 'zod';
import { Tier } from '../quota/tiers';

export const ApiKeyRecordSchema = z.object({
  id: z.string().min(1),
  prefix: z.string().min(1),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  label: z.string(),
  tier: Tier,
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

const Count = z.number().int().min(0);

export const StoreData = z.object({
  version: z.literal(1),
  keys: z.array(ApiKeyRecordSchema),
  /** usage[keyId][period "YYYY-MM"] = calls counted in that month. */
  usage: z.record(z.string(), z.record(z.string(), z.object({ score: Count, generate: Count }))),
});
export type StoreData = z.infer<typeof StoreData>;

export function emptyStoreData(): StoreData {
  return { version: 1, keys: [], usage: {} };
}
