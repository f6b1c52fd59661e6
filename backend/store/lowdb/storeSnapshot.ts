// The store's data as it is at one moment, for a write that serialises it over many turns of the event loop
// (slicedJsonFile.ts). Taken in one synchronous step, so it is one state of the store: a key rotation (new key,
// accounts moved to it, old key revoked, all without yielding) is in the file whole or not at all, never as
// accounts belonging to a key the file lacks, or as a revoked key still holding them.
//
// It has to be cheap (it holds the event loop too), so it copies only what the lowdb aggregates (lowdbKeys.ts,
// lowdbAccounts.ts…) change in place and shares what the store only ever adds to or replaces whole. It must
// follow how the store changes its data:
// - key records: changed in place (updateKey) → each copied (8 small fields; 0.5–1 ms for 10,000 keys).
// - usage: copying 10,000 entries of one object takes 3–5 ms, so only the list of key ids with usage is taken
//   now (about 1 ms); each key's months are read when the write reaches them, and a count may then be a few
//   milliseconds newer than the rest of the file. That is within what the store promises: counts are
//   independent of each other and of every other record, a crash loses at most the last second of counting,
//   and the next write (at most a second later) has them all. A key's months are never removed, and a key
//   added after the snapshot (with its usage) is in neither section of this write.
// - accounts: key_id changed in place (moveAccounts), predictions appended and trimmed from the front
//   (addPrediction; at most 1,000) → each account and its predictions copied (references only). Posts are only
//   ever appended or replaced by position (upsertPosts; saveFingerprints, with a fingerprint added), so the snapshot keeps the array and
// its length rather
//   than copying up to 100,000 references per account: posts added later are past that length, and a post
//   replaced while the write is under way is written in its newer version. That is the same post with newer
//   counts, and the file may then hold posts newer than the account's model, a state the store passes through
//   anyway while an upload is recalibrated (upsertPosts, then the calibrator, then saveModel). Posts,
//   predictions and models themselves are shared: the store keeps and replaces them whole and never changes
//   one in place.
import type { ApiKeyRecord, FingerprintedPost } from '../store';
import type { StoreData, StoredAccount } from './storeFile';

export interface AccountSnapshot extends Omit<StoredAccount, 'posts'> {
  /** The store's own array: only the first postCount are this snapshot's. */
  posts: readonly FingerprintedPost[];
  postCount: number;
}

export interface StoreSnapshot {
  version: StoreData['version'];
  keys: readonly ApiKeyRecord[];
  /** The keys of `usage` when the snapshot was taken. */
  usageKeyIds: readonly string[];
  /** The store's own usage object, read as the write goes (see above). */
  usage: Readonly<StoreData['usage']>;
  /** [id, account], in the store's (creation) order. */
  accounts: readonly (readonly [string, AccountSnapshot])[];
}

export function snapshotOf(data: StoreData): StoreSnapshot {
  return {
    version: data.version,
    keys: data.keys.map((key) => ({ ...key })),
    usageKeyIds: Object.keys(data.usage),
    usage: data.usage,
    accounts: Object.entries(data.accounts).map(([id, account]) => [
      id,
      { ...account, postCount: account.posts.length, predictions: account.predictions.slice() },
    ]),
  };
}
