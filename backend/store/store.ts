// What the service needs from persistence. The lowdb store implements it today; a PostgreSQL store
// can implement the same interface (reserve as one conditional UPDATE) without touching the routes.
import type { QuotaEndpoint, Tier } from '../quota/tiers';

export interface ApiKeyRecord {
  id: string;
  /** The first characters of the key (e.g. "tsk_Ab3dE9xQ"), safe to show and log. */
  prefix: string;
  /** sha256 of the whole key, hex. The key itself is never stored. */
  hash: string;
  label: string;
  tier: Tier;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface Reservation {
  granted: boolean;
  /** Calls counted in the period after this attempt (including this one when granted). */
  used: number;
}

export interface Store {
  /** The hot path of every authenticated call: an in-memory index lookup in the lowdb store. */
  findKeyByHash(hash: string): Promise<Readonly<ApiKeyRecord> | undefined>;
  /** Looks a key up by id or by visible prefix; an ambiguous prefix is an error. */
  findKey(ref: string): Promise<ApiKeyRecord | undefined>;
  listKeys(): Promise<ApiKeyRecord[]>;
  insertKey(record: ApiKeyRecord): Promise<void>;
  updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'tier' | 'revoked_at' | 'last_used_at' | 'label'>>): Promise<ApiKeyRecord>;
  /**
   * Atomically counts one call if the count stays within `limit` (null: unlimited). Both the check and
   * the increment happen in one step so concurrent callers can never exceed the limit.
   */
  reserve(keyId: string, endpoint: QuotaEndpoint, periodId: string, limit: number | null): Promise<Reservation>;
  /** Gives back one reserved call (the call failed, so it is not charged). */
  release(keyId: string, endpoint: QuotaEndpoint, periodId: string): Promise<void>;
  usage(keyId: string, periodId: string): Promise<Record<QuotaEndpoint, number>>;
  /** Writes pending changes now. */
  flush(): Promise<void>;
  /** Flushes and gives the file up. */
  close(): Promise<void>;
}

export class AmbiguousKeyRef extends Error {
  override name = 'AmbiguousKeyRef';
}
