// Picks how the keys CLI reaches the store. A lowdb file keeps one writer: through the running server's
// admin listener when a server owns the file, otherwise directly under the file's lock. A PostgreSQL
// database takes every writer at once: the CLI changes it directly, and every instance sees the change on
// its next request (nothing is cached).
import { adminClient, AdminUnreachable } from '../admin/adminClient';
import { systemClock } from '../clock';
import { KeyService } from '../keys/keyService';
import type { KeyOps } from '../keys/keyViews';
import { openLowdbStore } from '../store/lowdbStore';
import { acquireOwnerLock, readLiveLock, StoreBusy } from '../store/ownerLock';
import type { StoreLocation } from '../store/storeLocation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lowdb file's path, or where the environment says the store is. */
export async function withKeyOps<T>(where: string | StoreLocation, run: (ops: KeyOps) => Promise<T>): Promise<T> {
  const location: StoreLocation = typeof where === 'string' ? { kind: 'lowdb', file: where } : where;
  if (location.kind === 'postgres') {
    const { openPostgresStore } = await import('../store/postgres/postgresStore');
    const { store } = await openPostgresStore(location.settings);
    try {
      return await run(new KeyService(store, systemClock));
    } finally {
      await store.close();
    }
  }
  return withFileKeyOps(location.file, run);
}

async function withFileKeyOps<T>(storeFile: string, run: (ops: KeyOps) => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const holder = readLiveLock(storeFile);
    if (holder?.kind === 'server') {
      if (holder.admin) {
        try {
          return await run(adminClient(holder.admin));
        } catch (error) {
          if (!(error instanceof AdminUnreachable) || Date.now() > deadline) throw error;
        }
      }
      // The server is starting (no admin address yet) or stopping (admin closed, lock not yet released).
      await sleep(100);
      continue;
    }
    let lock;
    try {
      lock = await acquireOwnerLock(storeFile, 'cli');
    } catch (error) {
      if (error instanceof StoreBusy && Date.now() < deadline) continue; // a server took the file meanwhile
      throw error;
    }
    try {
      const store = await openLowdbStore(storeFile);
      let result: T;
      try {
        result = await run(new KeyService(store, systemClock));
      } catch (error) {
        // The operation's own error says what happened (a change not saved names its cause); closing, which
        // would retry the same failing write, must not replace it.
        await store.close().catch(() => {});
        throw error;
      }
      await store.close();
      return result;
    } finally {
      lock.release();
    }
  }
}
