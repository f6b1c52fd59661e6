// The lowdb store's posts: each account's history in its record, in the order first added, with the positions
// and text bytes kept by the account index. Like reserve, each method is synchronous inside, so an upload's
// checks (post limit, text budgets) and its write are one step.
import { canonicalJson } from '../canonicalJson';
import { refusedForBudget, type FingerprintedPost, type OverBudget, type PostStore, type PostsUpsert, type TextBudget } from '../postStore';
import { storablePost } from '../storableText';
import { textBytes } from '../textBytes';
import { withoutFingerprint } from '../withoutFingerprint';
import type { AccountIndex } from './accountIndex';
import type { LowdbFile } from './lowdbFile';
import type { StoredAccount } from './storeFile';

export function lowdbPosts(file: LowdbFile, index: AccountIndex): PostStore {
  /** Growing past a budget is refused; a store already past it (from before budgets) may still shrink or stay. */
  const overBudget = (account: StoredAccount, before: number, after: number, budget: TextBudget): OverBudget | undefined => {
    if (after <= before) return undefined;
    if (after > budget.perAccount) return { scope: 'account', limit: budget.perAccount, used: before, after };
    const others = index.accountsOf(account.key_id).reduce((sum, a) => (a === account ? sum : sum + index.textBytesOf(a)), 0);
    if (others + after > budget.perKey) return { scope: 'key', limit: budget.perKey, used: others + before, after: others + after };
    return undefined;
  };

  return {
    async upsertPosts(accountId, given, maxPosts, budget) {
      const account = index.account(accountId);
      if (!account) return undefined;
      const positions = index.postsIndex(account);
      const before = index.textBytesOf(account);
      const plan = planUpsert(account, positions, given.map(storablePost), maxPosts, before);
      if (budget) {
        const over = overBudget(account, before, plan.bytes, budget);
        if (over) return refusedForBudget(over);
      }
      for (const [postId, post] of plan.planned) {
        const at = positions.get(postId);
        if (at === undefined) {
          positions.set(postId, account.posts.length);
          account.posts.push(post);
        } else {
          account.posts[at] = post;
        }
      }
      index.setTextBytes(account.id, plan.bytes);
      if (plan.changed) account.revision += 1;
      if (plan.planned.size > 0) file.changed();
      return plan.result;
    },

    async listPosts(accountId) {
      return index.account(accountId)?.posts.map(withoutFingerprint) ?? [];
    },

    async listPostFingerprints(accountId) {
      const posts = index.account(accountId)?.posts ?? [];
      return posts.map((p) => ({ post_id: p.post_id, posted_at: p.posted_at, fingerprint: p.fingerprint ?? null }));
    },

    async postsById(accountId, postIds) {
      const account = index.account(accountId);
      if (!account) return [];
      const positions = index.postsIndex(account);
      return postIds.flatMap((id) => {
        const at = positions.get(id);
        return at === undefined ? [] : [withoutFingerprint(account.posts[at]!)];
      });
    },

    async saveFingerprints(accountId, fingerprints) {
      const account = index.account(accountId);
      if (!account) return;
      const positions = index.postsIndex(account);
      let saved = 0;
      for (const [postId, fingerprint] of fingerprints) {
        const at = positions.get(postId);
        const post = at === undefined ? undefined : account.posts[at];
        if (at === undefined || !post || post.fingerprint !== undefined) continue;
        // Replaced whole, never changed in place: a write under way may be reading the old object (storeSnapshot.ts).
        account.posts[at] = { ...post, fingerprint };
        saved++;
      }
      if (saved > 0) file.changed();
    },

    async keyTextBytes(keyId) {
      return index.accountsOf(keyId).reduce((sum, account) => sum + index.textBytesOf(account), 0);
    },
  };
}

interface UpsertPlan {
  /** The version of each post the batch leaves (a batch may name one post twice), in the order first named. */
  planned: Map<string, FingerprintedPost>;
  result: PostsUpsert;
  /** The account's text bytes once the plan is written. */
  bytes: number;
  /** Whether the history changes (a post added or changed), which makes a new revision. */
  changed: boolean;
}

/** Planned first, written after: an upload over a budget must leave nothing behind. */
function planUpsert(
  account: StoredAccount,
  positions: ReadonlyMap<string, number>,
  posts: readonly FingerprintedPost[],
  maxPosts: number,
  before: number,
): UpsertPlan {
  const planned = new Map<string, FingerprintedPost>();
  const result: PostsUpsert = { added: 0, updated: 0, unchanged: 0, over_limit: [] };
  let bytes = before;
  let count = account.posts.length;
  let changed = false;
  for (const post of posts) {
    const at = positions.get(post.post_id);
    const held = planned.get(post.post_id) ?? (at === undefined ? undefined : account.posts[at]);
    if (held === undefined) {
      if (count >= maxPosts) {
        result.over_limit.push(post.post_id);
        continue;
      }
      count++;
      bytes += textBytes(post.text);
      planned.set(post.post_id, post);
      result.added++;
      changed = true;
    } else if (samePost(held, post)) {
      result.unchanged++;
      // The same post, now with the fingerprint the stored one lacked: keep it (no change to the history).
      if (held.fingerprint === undefined && post.fingerprint !== undefined) planned.set(post.post_id, post);
    } else {
      bytes += textBytes(post.text) - textBytes(held.text);
      planned.set(post.post_id, post);
      result.updated++;
      changed = true;
    }
  }
  return { planned, result, bytes, changed };
}

/** The same post as uploaded, whatever the key order, a fingerprint set aside. */
function samePost(held: FingerprintedPost, post: FingerprintedPost): boolean {
  return canonicalJson(withoutFingerprint(held)) === canonicalJson(withoutFingerprint(post));
}
