// The Store on a lowdb JSON file. State lives in memory; the file is rewritten at most once a second
// and on close, because lowdb rewrites the whole file on every write (DESIGN.md section 4: writing
// per request fell to 410 req/s with 1,000 keys). lowdb's writer (steno) replaces the file atomically:
// it writes `.<name>.tmp` beside it and renames it over the original, so a crash leaves the old or the
// new file, never half of one. Only one process may hold the file: see ownerLock.ts.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { QuotaEndpoint } from '../quota/tiers';
import { AmbiguousKeyRef, type ApiKeyRecord, type Reservation, type Store } from './store';
import { StoreData, emptyStoreData } from './storeFile';

export interface LowdbStoreOptions {
  /** Minimum time between two writes of the file. */
  flushIntervalMs?: number;
  onFlushError?: (error: unknown) => void;
}

export class StoreFileError extends Error {
  override name = 'StoreFileError';
}

export async function openLowdbStore(file: string, options: LowdbStoreOptions = {}): Promise<Store> {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Low<unknown>(new JSONFile<unknown>(file), null);
  try {
    await db.read();
  } catch (error) {
    throw new StoreFileError(`The store ${file} is not valid JSON (${(error as Error).message}); restore it from a backup or move it away.`);
  }
  let data: StoreData;
  if (db.data === null) {
    data = emptyStoreData();
  } else {
    const parsed = StoreData.safeParse(db.data);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new StoreFileError(`The store ${file} has an unexpected shape at ${first?.path.join('.') || '(root)'}: ${first?.message}`);
    }
    data = parsed.data;
  }
  const isNew = db.data === null;
  const store = new LowdbStore(db, data, options, isNew);
  if (isNew) await store.flush(); // create the file now, so a bad path fails at start
  return store;
}

class LowdbStore implements Store {
  readonly #db: Low<unknown>;
  readonly #data: StoreData;
  readonly #byHash = new Map<string, ApiKeyRecord>();
  readonly #byId = new Map<string, ApiKeyRecord>();
  readonly #intervalMs: number;
  readonly #onFlushError: (error: unknown) => void;
  #dirty = false;
  #timer: NodeJS.Timeout | null = null;
  #lastWriteAt = 0;
  #writing: Promise<void> | null = null;
  #closed = false;

  constructor(db: Low<unknown>, data: StoreData, options: LowdbStoreOptions, isNew: boolean) {
    this.#db = db;
    this.#dirty = isNew;
    this.#data = data;
    this.#intervalMs = options.flushIntervalMs ?? 1000;
    this.#onFlushError = options.onFlushError ?? (() => {});
    for (const key of data.keys) this.#index(key);
  }

  #index(key: ApiKeyRecord): void {
    this.#byHash.set(key.hash, key);
    this.#byId.set(key.id, key);
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
    const copy = { ...record };
    this.#data.keys.push(copy);
    this.#index(copy);
    this.#changed();
  }

  async updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'tier' | 'revoked_at' | 'last_used_at' | 'label'>>): Promise<ApiKeyRecord> {
    const key = this.#byId.get(id);
    if (!key) throw new Error(`No key with id ${id}`);
    Object.assign(key, patch);
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

  #changed(): void {
    this.#dirty = true;
    if (this.#timer || this.#closed) return;
    const wait = Math.max(0, this.#lastWriteAt + this.#intervalMs - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.flush().catch(this.#onFlushError);
    }, wait);
    // The open server keeps the process alive; a pending flush alone should not (close() flushes).
    this.#timer.unref();
  }

  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (this.#writing) await this.#writing;
    if (!this.#dirty) return;
    this.#dirty = false;
    this.#lastWriteAt = Date.now();
    this.#db.data = this.#data;
    this.#writing = this.#db.write().finally(() => {
      this.#writing = null;
    });
    try {
      await this.#writing;
    } catch (error) {
      this.#dirty = true; // try again on the next change or close
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
  }
}
