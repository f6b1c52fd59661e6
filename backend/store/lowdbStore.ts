// The Store on a lowdb JSON file. State lives in memory; the file is rewritten at most once a second
// and on close, because lowdb rewrites the whole file on every write (measured: writing
// per request fell to 410 req/s with 1,000 keys). A write takes a snapshot of the data in one step
// (storeSnapshot.ts, which relies on how the methods below change the data: keep the two in step) and
// serialises it a few milliseconds at a time between requests (slicedJsonFile.ts), because one
// JSON.stringify of a 10,000-key store held the event loop for 20–50 ms. The file is replaced
// atomically and durably: `.<name>.tmp` beside it, flushed to the disk, renamed over the original, then the
// folder flushed, so a crash or a power loss leaves the old or the new file, never half of one or an empty
// one. Only one process may hold the file: see ownerLock.ts. A key change is written at once and undone if the
// write fails (keyChange), so an operator never sees a key that the file lacks, nor loses one it holds.
// A write that fails (a full disk, a read-only folder) is tried again by itself, 0.5 s later, then after
// pauses doubling up to 2 s, until it succeeds: counts taken while the disk was full reach the file within
// about 2 s of the disk having room again, with no request needed to set it off. Until then the store's
// health says it is failing (storeHealth.ts).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import type { AccountModel } from '@preflight/engine/account';
import type { AccountPost } from '@preflight/engine/account';
import type { QuotaEndpoint } from '../quota/tiers';
import { AmbiguousKeyRef, type AccountCreation, type AccountRecord, type ApiKeyRecord, type FingerprintedPost, type NewAccount, type OverBudget, type PostFingerprint, type PostsUpsert, type PredictionRecord, type Reservation, type Store, type TextBudget } from './store';
import { textBytes } from './textBytes';
import { withoutFingerprint } from './withoutFingerprint';
import { canonicalJson } from './canonicalJson';
import { ChangeNotSaved, plainReasonOf } from './changeNotSaved';
import { HealthRecord, type HealthChange, type StoreHealth } from './storeHealth';
import { StoreData, emptyStoreData, type StoredAccount } from './storeFile';
import { storeFileLines } from './storeFileLines';
import { SlicedJsonFile } from './slicedJsonFile';
import { StoreFileError, storeFileFailure } from './storeFileError';
import { storablePost, storableText } from './storableText';

export interface LowdbStoreOptions {
  /** Minimum time between two writes of the file. */
  flushIntervalMs?: number;
  /** Each failed write that no caller waits on (the timed writes and their retries). */
  onFlushError?: (error: unknown) => void;
  /** Runs before each write of the file; if it throws, nothing is written (the owner lock was lost: ownerLock.ts). */
  beforeWrite?: () => void;
  /** The store begins to fail (a write failed) or is ok again (a write succeeded after failures). */
  onHealthChange?: (change: HealthChange) => void;
}

/** The pause before the first retry of a failed write; each failure doubles it, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 2_000;

export { StoreFileError };

export async function openLowdbStore(file: string, options: LowdbStoreOptions = {}): Promise<Store> {
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch (error) {
    throw storeFileFailure(`Cannot create the store's folder ${dirname(file)}`, error);
  }
  const adapter = adapterFor(file);
  let data = await readChecked(adapter, file);
  if (data === null) {
    data = emptyStoreData();
    // Create the file now, so a bad path, a full disk or a read-only folder fails at start, before the store
    // (and its retries of failed writes) exists.
    try {
      await adapter.write(data);
    } catch (error) {
      throw storeFileFailure(`Cannot write the store ${file}`, error);
    }
  }
  return new LowdbStore(file, new Low(adapter, data), options);
}

/**
 * The file's data as openLowdbStore would load it, without serving it: what `npm run keys -- migrate`
 * copies. A missing file is an error here (opening a store would create it).
 */
export async function readStoreFile(file: string): Promise<StoreData> {
  const stored = await readChecked(adapterFor(file), file);
  if (stored === null) throw new StoreFileError(`No store at ${file} to migrate; set PREFLIGHT_DB to the file to copy.`);
  return stored;
}

function adapterFor(file: string): SlicedJsonFile<StoreData> {
  return new SlicedJsonFile<StoreData>(file, { lines: storeFileLines, parse: (value) => parseStoreData(file, value) });
}

/** null when the file does not exist; a StoreFileError when it cannot be read, is not JSON or is not a store. */
async function readChecked(adapter: SlicedJsonFile<StoreData>, file: string): Promise<StoreData | null> {
  try {
    return await adapter.read();
  } catch (error) {
    if (error instanceof StoreFileError) throw error;
    // Only a parse failure means the content is bad; a file the system will not read (permissions, a folder
    // in its place, a disk error) is said as such, since restoring a backup would not help.
    if (!(error instanceof SyntaxError)) throw storeFileFailure(`Cannot read the store ${file}`, error);
    throw new StoreFileError(`The store ${file} is not valid JSON (${error.message}); restore it from a backup or move it away.`);
  }
}

function parseStoreData(file: string, value: unknown): StoreData {
  const parsed = StoreData.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new StoreFileError(`The store ${file} has an unexpected shape at ${first?.path.join('.') || '(root)'}: ${first?.message}`);
}

type KeyPatch = Partial<Pick<ApiKeyRecord, 'tier' | 'revoked_at' | 'last_used_at' | 'label'>>;

class LowdbStore implements Store {
  readonly #file: string;
  readonly #db: Low<StoreData>;
  readonly #data: StoreData;
  readonly #byHash = new Map<string, ApiKeyRecord>();
  readonly #byId = new Map<string, ApiKeyRecord>();
  /** post_id → position in the account's posts, built on first use. */
  readonly #postIndex = new Map<string, Map<string, number>>();
  /** account id → UTF-8 bytes of its posts' texts, counted on first use. */
  readonly #textBytes = new Map<string, number>();
  readonly #intervalMs: number;
  readonly #onFlushError: (error: unknown) => void;
  readonly #beforeWrite: () => void;
  #dirty = false;
  #timer: NodeJS.Timeout | null = null;
  #lastWriteAt = 0;
  #writing: Promise<void> | null = null;
  #closed = false;
  readonly #health: HealthRecord;
  /** The pause before the next retry of a failed write. */
  #retryMs = RETRY_FIRST_MS;
  /** Counts changes; a write records the count it holds, so a key change knows whether a write that succeeded held it. */
  #changeCount = 0;
  #writtenUpTo = 0;
  /** While a key change runs: how to undo each step it took, in order. */
  #journal: Array<() => void> | null = null;
  /** The key change in progress, if any: they run one at a time, so each one's undo steps are its own. */
  #keyChanges: Promise<unknown> = Promise.resolve();

  constructor(file: string, db: Low<StoreData>, options: LowdbStoreOptions) {
    this.#file = file;
    this.#db = db;
    this.#data = db.data;
    this.#intervalMs = options.flushIntervalMs ?? 1000;
    this.#onFlushError = options.onFlushError ?? (() => {});
    this.#beforeWrite = options.beforeWrite ?? (() => {});
    this.#health = new HealthRecord(options.onHealthChange);
    for (const key of this.#data.keys) this.#index(key);
  }

  #index(key: ApiKeyRecord): void {
    this.#byHash.set(key.hash, key);
    this.#byId.set(key.id, key);
  }

  #unindex(key: ApiKeyRecord): void {
    const at = this.#data.keys.indexOf(key);
    if (at >= 0) this.#data.keys.splice(at, 1);
    if (this.#byHash.get(key.hash) === key) this.#byHash.delete(key.hash);
    if (this.#byId.get(key.id) === key) this.#byId.delete(key.id);
  }

  async findKeyByHash(hash: string): Promise<Readonly<ApiKeyRecord> | undefined> {
    return this.#byHash.get(hash);
  }

  async findKey(ref: string): Promise<ApiKeyRecord | undefined> {
    const byId = this.#byId.get(ref);
    if (byId) return { ...byId };
    const matches = this.#data.keys.filter((k) => k.prefix === ref);
    if (matches.length > 1) throw new AmbiguousKeyRef(`The prefix ${ref} matches ${matches.length} keys; use the id instead.`);
    return matches[0] && { ...matches[0] };
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    return this.#data.keys.map((k) => ({ ...k }));
  }

  async insertKey(record: ApiKeyRecord): Promise<void> {
    if (this.#byId.has(record.id) || this.#byHash.has(record.hash)) throw new Error(`Key ${record.id} already exists`);
    const copy = { ...record, label: storableText(record.label) };
    this.#data.keys.push(copy);
    this.#index(copy);
    this.#journal?.push(() => this.#unindex(copy));
    this.#changed();
  }

  async updateKey(id: string, patch: KeyPatch): Promise<ApiKeyRecord> {
    const key = this.#byId.get(id);
    if (!key) throw new Error(`No key with id ${id}`);
    // Only the fields this change set are put back, so a last_used_at written meanwhile by a request stays.
    const before = Object.fromEntries(Object.keys(patch).map((field) => [field, key[field as keyof KeyPatch]])) as KeyPatch;
    this.#journal?.push(() => Object.assign(key, before));
    Object.assign(key, patch.label === undefined ? patch : { ...patch, label: storableText(patch.label) });
    this.#changed();
    return { ...key };
  }

  #counts(keyId: string, periodId: string): Record<QuotaEndpoint, number> {
    const perKey = (this.#data.usage[keyId] ??= {});
    return (perKey[periodId] ??= { score: 0, generate: 0 });
  }

  // Synchronous inside: in one Node process nothing can run between the check and the increment.
  async reserve(keyId: string, endpoint: QuotaEndpoint, periodId: string, limit: number | null): Promise<Reservation> {
    const counts = this.#counts(keyId, periodId);
    if (limit !== null && counts[endpoint] >= limit) return { granted: false, used: counts[endpoint] };
    counts[endpoint] += 1;
    this.#changed();
    return { granted: true, used: counts[endpoint] };
  }

  async release(keyId: string, endpoint: QuotaEndpoint, periodId: string): Promise<void> {
    const counts = this.#counts(keyId, periodId);
    if (counts[endpoint] > 0) counts[endpoint] -= 1;
    this.#changed();
  }

  async usage(keyId: string, periodId: string): Promise<Record<QuotaEndpoint, number>> {
    const counts = this.#data.usage[keyId]?.[periodId];
    return { score: counts?.score ?? 0, generate: counts?.generate ?? 0 };
  }

  // Accounts. Like reserve, each method is synchronous inside, so a check and its write are one step.

  async createAccount(account: NewAccount, maxPerKey: number): Promise<AccountCreation> {
    if (Object.hasOwn(this.#data.accounts, account.id)) throw new Error(`Account ${account.id} already exists`);
    const count = this.#accountsOf(account.key_id).length;
    if (count >= maxPerKey) return { created: false, count };
    this.#data.accounts[account.id] = { ...account, label: storableText(account.label), model: null, posts: [], predictions: [], revision: 0 };
    this.#changed();
    return { created: true, count: count + 1 };
  }

  async listAccounts(keyId: string): Promise<AccountRecord[]> {
    return this.#accountsOf(keyId).map((account) => this.#recordOf(account));
  }

  async getAccount(id: string): Promise<AccountRecord | undefined> {
    const account = this.#account(id);
    return account && this.#recordOf(account);
  }

  async deleteAccount(id: string): Promise<boolean> {
    if (!this.#account(id)) return false;
    delete this.#data.accounts[id];
    this.#postIndex.delete(id);
    this.#textBytes.delete(id);
    this.#changed();
    return true;
  }

  async moveAccounts(fromKeyId: string, toKeyId: string): Promise<number> {
    const moving = this.#accountsOf(fromKeyId);
    for (const account of moving) account.key_id = toKeyId;
    this.#journal?.push(() => {
      for (const account of moving) if (this.#account(account.id) === account && account.key_id === toKeyId) account.key_id = fromKeyId;
    });
    if (moving.length > 0) this.#changed();
    return moving.length;
  }

  async upsertPosts(accountId: string, given: readonly FingerprintedPost[], maxPosts: number, budget?: TextBudget): Promise<PostsUpsert | undefined> {
    const posts = given.map(storablePost);
    const account = this.#account(accountId);
    if (!account) return undefined;
    const index = this.#postsIndex(account);
    // Planned first, written after: an upload over a budget must leave nothing behind. `planned` holds the
    // version of each post the batch leaves (a batch may name one post twice), in the order first named.
    const planned = new Map<string, FingerprintedPost>();
    const result: PostsUpsert = { added: 0, updated: 0, unchanged: 0, over_limit: [] };
    const before = this.#accountTextBytes(account);
    let bytes = before;
    let count = account.posts.length;
    let changed = false;
    for (const post of posts) {
      const at = index.get(post.post_id);
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
    if (budget) {
      const overBudget = this.#overBudget(account, before, bytes, budget);
      if (overBudget) return { over_budget: overBudget, added: 0, updated: 0, unchanged: 0, over_limit: [] };
    }
    for (const [postId, post] of planned) {
      const at = index.get(postId);
      if (at === undefined) {
        index.set(postId, account.posts.length);
        account.posts.push(post);
      } else {
        account.posts[at] = post;
      }
    }
    this.#textBytes.set(account.id, bytes);
    if (changed) account.revision += 1;
    if (planned.size > 0) this.#changed();
    return result;
  }

  /** Growing past a budget is refused; a store already past it (from before budgets) may still shrink or stay. */
  #overBudget(account: StoredAccount, before: number, after: number, budget: TextBudget): OverBudget | undefined {
    if (after <= before) return undefined;
    if (after > budget.perAccount) return { scope: 'account', limit: budget.perAccount, used: before, after };
    const others = this.#accountsOf(account.key_id).reduce((sum, a) => (a === account ? sum : sum + this.#accountTextBytes(a)), 0);
    if (others + after > budget.perKey) return { scope: 'key', limit: budget.perKey, used: others + before, after: others + after };
    return undefined;
  }

  async listPosts(accountId: string): Promise<AccountPost[]> {
    return this.#account(accountId)?.posts.map(withoutFingerprint) ?? [];
  }

  async listPostFingerprints(accountId: string): Promise<PostFingerprint[]> {
    return this.#account(accountId)?.posts.map((p) => ({ post_id: p.post_id, posted_at: p.posted_at, fingerprint: p.fingerprint ?? null })) ?? [];
  }

  async postsById(accountId: string, postIds: readonly string[]): Promise<AccountPost[]> {
    const account = this.#account(accountId);
    if (!account) return [];
    const index = this.#postsIndex(account);
    return postIds.flatMap((id) => {
      const at = index.get(id);
      return at === undefined ? [] : [withoutFingerprint(account.posts[at]!)];
    });
  }

  async saveFingerprints(accountId: string, fingerprints: ReadonlyMap<string, string>): Promise<void> {
    const account = this.#account(accountId);
    if (!account) return;
    const index = this.#postsIndex(account);
    let saved = 0;
    for (const [postId, fingerprint] of fingerprints) {
      const at = index.get(postId);
      const post = at === undefined ? undefined : account.posts[at];
      if (at === undefined || !post || post.fingerprint !== undefined) continue;
      // Replaced whole, never changed in place: a write under way may be reading the old object (storeSnapshot.ts).
      account.posts[at] = { ...post, fingerprint };
      saved++;
    }
    if (saved > 0) this.#changed();
  }

  async keyTextBytes(keyId: string): Promise<number> {
    return this.#accountsOf(keyId).reduce((sum, account) => sum + this.#accountTextBytes(account), 0);
  }

  /** Counted once per account on first use, then kept up to date by upsertPosts. */
  #accountTextBytes(account: StoredAccount): number {
    let bytes = this.#textBytes.get(account.id);
    if (bytes === undefined) {
      bytes = account.posts.reduce((sum, post) => sum + textBytes(post.text), 0);
      this.#textBytes.set(account.id, bytes);
    }
    return bytes;
  }

  async saveModel(accountId: string, model: AccountModel, revision?: number): Promise<boolean> {
    const account = this.#account(accountId);
    if (!account || (revision !== undefined && account.revision !== revision)) return false;
    account.model = model;
    this.#changed();
    return true;
  }

  async addPrediction(accountId: string, prediction: PredictionRecord, keep: number): Promise<void> {
    const account = this.#account(accountId);
    if (!account) return;
    account.predictions.push(prediction);
    if (account.predictions.length > keep) account.predictions.splice(0, account.predictions.length - keep);
    this.#changed();
  }

  async listPredictions(accountId: string): Promise<PredictionRecord[]> {
    return this.#account(accountId)?.predictions.slice() ?? [];
  }

  #recordOf(account: StoredAccount): AccountRecord {
    const { posts, predictions: _predictions, ...rest } = account;
    return { ...rest, posts: posts.length, text_bytes: this.#accountTextBytes(account) };
  }

  #account(id: string): StoredAccount | undefined {
    return Object.hasOwn(this.#data.accounts, id) ? this.#data.accounts[id] : undefined;
  }

  #accountsOf(keyId: string): StoredAccount[] {
    return Object.values(this.#data.accounts).filter((a) => a.key_id === keyId);
  }

  #postsIndex(account: StoredAccount): Map<string, number> {
    let index = this.#postIndex.get(account.id);
    if (!index) {
      index = new Map(account.posts.map((p, i) => [p.post_id, i]));
      this.#postIndex.set(account.id, index);
    }
    return index;
  }

  #changed(): void {
    this.#dirty = true;
    this.#changeCount++;
    // A retry already waiting writes these changes too, at its own pace: a change does not hurry it.
    if (this.#timer || this.#closed) return;
    this.#writeIn(Math.max(0, this.#lastWriteAt + this.#intervalMs - Date.now()));
  }

  #writeIn(ms: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.flush().catch(this.#onFlushError);
    }, ms);
    // The open server keeps the process alive; a pending flush alone should not (close() flushes).
    this.#timer.unref();
  }

  /** After a failed write: try again later whether or not anything else changes, each pause longer. */
  #retryLater(): void {
    if (this.#closed || this.#timer) return;
    this.#writeIn(this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }

  health(): StoreHealth {
    return this.#health.current;
  }

  /** The file has nothing to ask: its health is what the last write found. */
  async checkHealth(): Promise<StoreHealth> {
    return this.#health.current;
  }

  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    // A loop, not one wait: two callers may both wait for the same write, and the one that resumes second
    // must then wait for the write the first one started, which may hold its changes, before returning.
    while (this.#writing) await this.#writing;
    if (!this.#dirty) return;
    this.#beforeWrite();
    this.#dirty = false;
    this.#lastWriteAt = Date.now();
    const upTo = this.#changeCount;
    // The adapter snapshots the data as write() is called (storeFileLines.ts), so the file is one state of the
    // store however long the write takes; a change made meanwhile marks the store dirty and goes into the next.
    this.#writing = this.#db.write().finally(() => {
      this.#writing = null;
    });
    try {
      await this.#writing;
      this.#writtenUpTo = Math.max(this.#writtenUpTo, upTo);
      this.#retryMs = RETRY_FIRST_MS;
      this.#health.ok();
    } catch (error) {
      this.#dirty = true;
      // The last write of a closing store is its caller's to report (one line as the server stops).
      if (!this.#closed) this.#health.fail(`the store file cannot be written: ${plainReasonOf(error)}`, error);
      this.#retryLater();
      throw error;
    }
  }

  keyChange<T>(change: () => Promise<T>): Promise<T> {
    const run = this.#keyChanges.then(() => this.#applyKeyChange(change));
    this.#keyChanges = run.catch(() => {});
    return run;
  }

  async #applyKeyChange<T>(change: () => Promise<T>): Promise<T> {
    const journal: Array<() => void> = [];
    this.#journal = journal;
    let result: T;
    try {
      // The store's methods do not wait on I/O, so no request runs while `change` does: the journal holds its steps only.
      result = await change();
    } catch (error) {
      undo(journal); // a change that fails part way (an unknown key, say) leaves nothing behind either
      throw error;
    } finally {
      this.#journal = null;
    }
    if (journal.length === 0) return result; // nothing changed (revoking a revoked key)
    const changedUpTo = this.#changeCount;
    try {
      await this.flush();
      return result;
    } catch (error) {
      // The failed write may be another one than the write holding this change: let any write in flight end,
      // then undo only if no successful write held the change (else the file has it, and so must memory).
      while (this.#writing) await this.#writing.catch(() => {});
      if (this.#writtenUpTo >= changedUpTo) return result;
      undo(journal);
      this.#dirty = true; // others' changes made meanwhile (usage counts) still have to be written
      throw new ChangeNotSaved(this.#file, error);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
  }
}

function undo(journal: Array<() => void>): void {
  for (const step of journal.reverse()) step();
}

/** The same post as uploaded, whatever the key order, a fingerprint set aside. */
function samePost(held: FingerprintedPost, post: FingerprintedPost): boolean {
  return canonicalJson(withoutFingerprint(held)) === canonicalJson(withoutFingerprint(post));
}
