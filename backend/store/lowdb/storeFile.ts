// The on-disk shape of the lowdb store, checked with zod when the file is read. Accounts came later:
// a file written before them has no `accounts` and loads as having none.
import { z } from 'zod';
import { AccountModel } from '@preflight/engine/account';
import { AccountPost } from '@preflight/engine/account';
import { Platform, RememberedEngagement } from '@preflight/engine';
import { Tier } from '@preflight/engine/wire';

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

export const PredictionSchema = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  scored_at: z.string(),
  expected_engagement: RememberedEngagement.nullable(),
  cold_start: z.object({ impressions: z.number().min(0), likes: z.number().min(0) }),
});

/**
 * A stored post: texts stored before they were capped at POST_TEXT_MAX load as they are; the fingerprint of
 * the text (store.ts, FingerprintedPost) is absent in files written before it was kept.
 */
const StoredPost = AccountPost.extend({
  text: z.string(),
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

export const StoredAccount = z.object({
  id: z.string().min(1),
  key_id: z.string().min(1),
  label: z.string(),
  platform: Platform,
  created_at: z.string(),
  /** Derived from the posts: a model the engine no longer reads (its schema changed) loads as null and is recalibrated. */
  model: AccountModel.nullable().catch(null),
  posts: z.array(StoredPost),
  /** Changes of the history (store.ts, AccountRecord.revision); files written before it load as 0. */
  revision: z.number().int().min(0).default(0),
  /** Oldest first. */
  predictions: z.array(PredictionSchema),
});
export type StoredAccount = z.infer<typeof StoredAccount>;

export const StoreData = z.object({
  version: z.literal(1),
  keys: z.array(ApiKeyRecordSchema),
  /** usage[keyId][period "YYYY-MM"] = calls counted in that month. */
  usage: z.record(z.string(), z.record(z.string(), z.object({ score: Count, generate: Count }))),
  /** accounts[accountId], in creation order. */
  accounts: z.record(z.string(), StoredAccount).default({}),
});
export type StoreData = z.infer<typeof StoreData>;

export function emptyStoreData(): StoreData {
  return { version: 1, keys: [], usage: {}, accounts: {} };
}
