// What the service needs from persistence. The lowdb store implements it today; a PostgreSQL store
// can implement the same interface (reserve as one conditional UPDATE) without touching the routes.
import type { AccountModel } from '@preflight/engine/account';
import type { AccountPost } from '@preflight/engine/account';
import type { Platform, RememberedEngagement } from '@preflight/engine';
import type { QuotaEndpoint, Tier } from '../quota/tiers';
import type { StoreHealth } from './storeHealth';

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

/**
 * A post with the fingerprint of its text (textFingerprint.ts), computed once when it is ingested so that
 * receipts never normalise and hash a history again. Posts stored before fingerprints were kept lack it until
 * receipts compute it once (saveFingerprints).
 */
export type FingerprintedPost = AccountPost & { fingerprint?: string };

/** What receipts read of every post: enough to match predictions without loading the texts. */
export interface PostFingerprint {
  post_id: string;
  posted_at: string;
  fingerprint: string | null;
}

/** Bytes of post text (UTF-8) an upload may leave stored: in the account, and in all of the key's accounts. */
export interface TextBudget {
  perAccount: number;
  perKey: number;
}

/** An upload refused whole because it would take the texts past a budget: nothing of it was stored. */
export interface OverBudget {
  scope: 'account' | 'key';
  /** The budget passed (bytes). */
  limit: number;
  /** Bytes stored in the scope before the upload. */
  used: number;
  /** Bytes the scope would hold with the upload. */
  after: number;
}

export interface PostsUpsert {
  /** Set when the upload was refused for its bytes; then nothing was stored and every count is 0. */
  over_budget?: OverBudget;
  added: number;
  /** Posts already stored whose fields changed. */
  updated: number;
  /** Posts already stored exactly as sent. */
  unchanged: number;
  /** New posts not added because the account would hold more than the limit. */
  over_limit: string[];
}

/**
 * What a score with an account forecast, kept to compare with the post once it is ingested (a receipt).
 * Only a fingerprint of the text is kept, never the text.
 */
export interface PredictionRecord {
  /** sha256 (hex) of normalisedPostText(text). */
  fingerprint: string;
  scored_at: string;
  /** As the score answered it; one remembered before `usual` was added has none. */
  expected_engagement: RememberedEngagement | null;
  /** What the generic cold-start model said (coldStartGuess of the score without the account). */
  cold_start: { impressions: number; likes: number };
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
   * Inserts or replaces posts by post_id, in the order given, each with its fingerprint when it has one. A new
   * post that would take the account past `maxPosts` is not added (over_limit); replacing a stored post is
   * always allowed. With a `budget`, the texts' bytes are counted in the same step as the write: an upload that
   * would leave more than a budget stored (and more than is stored now) stores nothing (over_budget).
   * Posts equal but for a fingerprint the stored one lacks are unchanged (the fingerprint is kept).
   * undefined: no such account.
   */
  upsertPosts(accountId: string, posts: readonly FingerprintedPost[], maxPosts: number, budget?: TextBudget): Promise<PostsUpsert | undefined>;
  /** The posts as uploaded (no fingerprints), in the order they were first added. */
  listPosts(accountId: string): Promise<AccountPost[]>;
  /** Every post's id, time and fingerprint (null where none is stored yet), without the texts. */
  listPostFingerprints(accountId: string): Promise<PostFingerprint[]>;
  /** The posts with these ids (those that exist), in any order. */
  postsById(accountId: string, postIds: readonly string[]): Promise<AccountPost[]>;
  /**
   * Keeps fingerprints computed later for posts stored without one; a post that has one by now (an ingest
   * replaced it meanwhile) keeps its own.
   */
  saveFingerprints(accountId: string, fingerprints: ReadonlyMap<string, string>): Promise<void>;
  /** UTF-8 bytes of post text stored in all the key's accounts. */
  keyTextBytes(keyId: string): Promise<number>;
  /**
   * Stores the model calibrated on the account's posts; false when the account is gone, or when `revision` is
   * given and the history has changed since (the model is out of date, and the newer history's own
   * calibration saves its model).
   */
  saveModel(accountId: string, model: AccountModel, revision?: number): Promise<boolean>;
  /** Remembers a prediction, keeping only the newest `keep` of the account. */
  addPrediction(accountId: string, prediction: PredictionRecord, keep: number): Promise<void>;
  /** Oldest first. */
  listPredictions(accountId: string): Promise<PredictionRecord[]>;
  /**
   * Runs a change of the keys (insertKey, updateKey, moveAccounts inside `change`) and writes it to the disk
   * before returning: all or nothing. If `change` throws, or the write fails, what it changed is undone and
   * the error thrown (a failed write as ChangeNotSaved, naming the cause); changes made by others meanwhile
   * (usage counts) are kept and written by the next flush. Key changes run one at a time.
   */
  keyChange<T>(change: () => Promise<T>): Promise<T>;
  /** Writes pending changes now. */
  flush(): Promise<void>;
  /** Whether the store keeps what it is given, as its own work lately found (storeHealth.ts); no I/O. */
  health(): StoreHealth;
  /**
   * Asks the backing now where there is one to ask (the database answers a trivial statement) and returns the
   * health within `waitMs`: a database that has not answered by then counts as failing for this answer.
   */
  checkHealth(waitMs: number): Promise<StoreHealth>;
  /** Flushes and gives the file up. */
  close(): Promise<void>;
}

export class AmbiguousKeyRef extends Error {
  override name = 'AmbiguousKeyRef';
}
