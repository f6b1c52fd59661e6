// What an upload into the PostgreSQL store does to the account's posts, decided before anything is written: the
// batch applied in order to what is stored (a batch may name one post twice), within the post limit.
import { canonicalJson } from '../canonicalJson';
import type { FingerprintedPost, PostsUpsert } from '../postStore';
import { textBytes } from '../textBytes';
import { withoutFingerprint } from '../withoutFingerprint';

/** What a post_id holds as the batch is applied in order. */
export interface HeldPost {
  json: string;
  bytes: number;
  fingerprint: string | null;
}

/** The account as an upload finds it, under its locks. */
export interface LockedAccount {
  keyId: string;
  /** Text bytes stored before the upload. */
  before: number;
  count: number;
  /** The position the next new post takes. */
  next: number;
}

export interface UpsertPlan {
  added: Map<string, { position: number; post: FingerprintedPost }>;
  updated: Map<string, FingerprintedPost>;
  result: PostsUpsert;
  /** The account's text bytes once the plan is written. */
  bytes: number;
}

/** What is added, what replaced, and the bytes it leaves; `current` is updated as the batch goes. */
export function planUpsert(
  account: LockedAccount,
  current: Map<string, HeldPost>,
  posts: readonly FingerprintedPost[],
  maxPosts: number,
): UpsertPlan {
  const result: PostsUpsert = { added: 0, updated: 0, unchanged: 0, over_limit: [] };
  const plan: UpsertPlan = { added: new Map(), updated: new Map(), result, bytes: account.before };
  let { count, next } = account;
  for (const post of posts) {
    const held = current.get(post.post_id);
    const json = canonicalJson(withoutFingerprint(post));
    const size = textBytes(post.text);
    if (held === undefined) {
      if (count >= maxPosts) {
        result.over_limit.push(post.post_id);
        continue;
      }
      plan.added.set(post.post_id, { position: next++, post });
      count++;
      plan.bytes += size;
      result.added++;
    } else if (held.json === json) {
      result.unchanged++;
      // The same post, now with the fingerprint the stored one lacked: keep it (no change to the history).
      const gainsFingerprint = held.fingerprint === null && post.fingerprint !== undefined;
      if (gainsFingerprint && !plan.added.has(post.post_id)) plan.updated.set(post.post_id, post);
    } else {
      const adding = plan.added.get(post.post_id);
      if (adding) adding.post = post;
      else plan.updated.set(post.post_id, post);
      plan.bytes += size - held.bytes;
      result.updated++;
    }
    current.set(post.post_id, { json, bytes: size, fingerprint: post.fingerprint ?? held?.fingerprint ?? null });
  }
  return plan;
}
