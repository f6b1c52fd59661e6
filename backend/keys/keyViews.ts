// What the operator sees of keys, as exchanged between the keys CLI and the admin listener.
import { z } from 'zod';
import { Tier } from '../quota/tiers';

/** A key without its hash. */
export const KeyView = z.object({
  id: z.string(),
  prefix: z.string(),
  label: z.string(),
  tier: Tier,
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type KeyView = z.infer<typeof KeyView>;

/** A freshly issued key: the only time the key itself is shown. */
export const NewKey = z.object({
  key: z.string(),
  id: z.string(),
  label: z.string(),
  tier: Tier,
  prefix: z.string(),
  created_at: z.string(),
});
export type NewKey = z.infer<typeof NewKey>;

export const RotatedKey = z.object({ created: NewKey, revoked: KeyView });
export type RotatedKey = z.infer<typeof RotatedKey>;

/** The operations the keys CLI performs, whether through a running server or on the file directly. */
export interface KeyOps {
  create(label: string, tier: Tier): Promise<NewKey>;
  list(): Promise<KeyView[]>;
  revoke(ref: string): Promise<KeyView>;
  setTier(ref: string, tier: Tier): Promise<KeyView>;
  rotate(ref: string): Promise<RotatedKey>;
}
