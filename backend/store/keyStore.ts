// The keys' part of the store: the records of API keys, found by hash on every authenticated call and changed
// by the operator's key commands.
import type { Tier } from '@preflight/engine/wire';

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

/** The fields of a key that may change after it is created. */
export type KeyPatch = Partial<Pick<ApiKeyRecord, 'tier' | 'revoked_at' | 'last_used_at' | 'label'>>;

export interface KeyStore {
  /** The hot path of every authenticated call: an in-memory index lookup in the lowdb store. */
  findKeyByHash(hash: string): Promise<Readonly<ApiKeyRecord> | undefined>;
  /** Looks a key up by id or by visible prefix; an ambiguous prefix is an error. */
  findKey(ref: string): Promise<ApiKeyRecord | undefined>;
  listKeys(): Promise<ApiKeyRecord[]>;
  insertKey(record: ApiKeyRecord): Promise<void>;
  updateKey(id: string, patch: KeyPatch): Promise<ApiKeyRecord>;
  /**
   * Runs a change of the keys (insertKey, updateKey, moveAccounts inside `change`) and writes it to the disk
   * before returning: all or nothing. If `change` throws, or the write fails, what it changed is undone and
   * the error thrown (a failed write as ChangeNotSaved, naming the cause); changes made by others meanwhile
   * (usage counts) are kept and written by the next flush. Key changes run one at a time.
   */
  keyChange<T>(change: () => Promise<T>): Promise<T>;
}

export class AmbiguousKeyRef extends Error {
  override name = 'AmbiguousKeyRef';
}
