// The lowdb store's data and how it reaches the disk. State lives in memory; the file is rewritten at most once
// a second and on close, because lowdb rewrites the whole file on every write (measured: writing per request
// fell to 410 req/s with 1,000 keys). A write takes a snapshot of the data in one step (storeSnapshot.ts, which
// relies on how the aggregates' methods change the data: keep them in step) and serialises it a few
// milliseconds at a time between requests (slicedJsonFile.ts), because one JSON.stringify of a 10,000-key store
// held the event loop for 20–50 ms. The file is replaced atomically and durably: `.<name>.tmp` beside it,
// flushed to the disk, renamed over the original, then the folder flushed, so a crash or a power loss leaves
// the old or the new file, never half of one or an empty one. Only one process may hold the file: see
// ownerLock.ts. A key change is written at once and undone if the write fails (keyChange), so an operator never
// sees a key that the file lacks, nor loses one it holds. A write that fails (a full disk, a read-only folder)
// is tried again by itself, 0.5 s later, then after pauses doubling up to 2 s, until it succeeds: counts taken
// while the disk was full reach the file within about 2 s of the disk having room again, with no request
// needed to set it off. Until then the store's health says it is failing (storeHealth.ts).
import type { Low } from 'lowdb';
import { ChangeNotSaved, plainReasonOf } from '../changeNotSaved';
import type { StoreLifecycle } from '../store';
import { HealthRecord, type HealthChange, type StoreHealth } from '../storeHealth';
import type { StoreData } from './storeFile';

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

export class LowdbFile implements StoreLifecycle {
  readonly data: StoreData;
  readonly #file: string;
  readonly #db: Low<StoreData>;
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
    this.data = db.data;
    this.#intervalMs = options.flushIntervalMs ?? 1000;
    this.#onFlushError = options.onFlushError ?? (() => {});
    this.#beforeWrite = options.beforeWrite ?? (() => {});
    this.#health = new HealthRecord(options.onHealthChange);
  }

  /** A step of a key change, and how to take it back should the change fail or not reach the disk. */
  undoable(undo: () => void): void {
    this.#journal?.push(undo);
  }

  /** Marks the data changed: a write follows within the interval. */
  changed(): void {
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
