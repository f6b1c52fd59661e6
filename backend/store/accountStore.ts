// The accounts' part of the store: accounts that belong to a key, and the model calibrated on each one's posts.
import type { AccountModel } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';

/** An account whose history calibrates scores; it belongs to the key that created it. */
export interface AccountRecord {
  /** "acc_" and 16 hex characters. */
  id: string;
  key_id: string;
  label: string;
  platform: Platform;
  created_at: string;
  /** Posts stored in the history. */
  posts: number;
  /** UTF-8 bytes of the stored posts' texts: what the tier's text budget counts (tiers.ts, TEXT_BUDGETS). */
  text_bytes: number;
  /** The model calibrated on every stored post; null until the first ingest. */
  model: AccountModel | null;
  /**
   * Changes of the history so far: upsertPosts adds one when it adds or changes a post. A model is saved
   * against the revision it was calibrated on, so a calibration that finishes late (another instance took
   * newer posts meanwhile) cannot replace the model of the newer history.
   */
  revision: number;
}

export type NewAccount = Omit<AccountRecord, 'posts' | 'model' | 'revision' | 'text_bytes'>;

export interface AccountCreation {
  created: boolean;
  /** The key's accounts after this attempt (including this one when created). */
  count: number;
}

export interface AccountStore {
  /**
   * Creates the account if the key then holds at most `maxPerKey` accounts; check and insert are one step,
   * like reserve.
   */
  createAccount(account: NewAccount, maxPerKey: number): Promise<AccountCreation>;
  /** The key's accounts, oldest first. */
  listAccounts(keyId: string): Promise<AccountRecord[]>;
  getAccount(id: string): Promise<AccountRecord | undefined>;
  /** Removes the account, its posts and its predictions; false when there was none. */
  deleteAccount(id: string): Promise<boolean>;
  /** Hands every account of one key to another (key rotation); returns how many moved. */
  moveAccounts(fromKeyId: string, toKeyId: string): Promise<number>;
  /**
   * Stores the model calibrated on the account's posts; false when the account is gone, or when `revision` is
   * given and the history has changed since (the model is out of date, and the newer history's own
   * calibration saves its model).
   */
  saveModel(accountId: string, model: AccountModel, revision?: number): Promise<boolean>;
}
