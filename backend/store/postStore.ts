// The posts' part of the store: each account's history, as uploaded, with the fingerprints receipts match
// predictions by, held within the tier's post limit and text budgets.
import type { AccountPost } from '@preflight/engine/account';

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

export interface PostStore {
  /**
   * Inserts or replaces posts by post_id, in the order given, each with its fingerprint when it has one. A new
   * post that would take the account past `maxPosts` is not added (over_limit); replacing a stored post is
   * always allowed. With a `budget`, the texts' bytes are counted in the same step as the write: an upload that
   * would leave more than a budget stored (and more than is stored now) stores nothing (over_budget).
   * Posts equal but for a fingerprint the stored one lacks are unchanged (the fingerprint is kept).
   * undefined: no such account.
   */
  upsertPosts(
    accountId: string,
    posts: readonly FingerprintedPost[],
    maxPosts: number,
    budget?: TextBudget,
  ): Promise<PostsUpsert | undefined>;
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
}

/** An upload that stored nothing: the answer of upsertPosts when a budget refused it. */
export function refusedForBudget(over: OverBudget): PostsUpsert {
  return { over_budget: over, added: 0, updated: 0, unchanged: 0, over_limit: [] };
}
