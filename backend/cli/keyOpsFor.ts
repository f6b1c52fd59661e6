// Picks how the keys CLI reaches the store, keeping one writer per file: through the running
// server's admin listener when a server owns the file, otherwise directly under the file's lock.
import { adminClient, AdminUnreachable } from '../admin/adminClient';
import { systemClock } from '../clock';
import { KeyService } from '../keys/keyService';
import type { KeyOps } from '../keys/keyViews';
import { openLowdbStore } from '../store/lowdbStore';
import { acquireOwnerLock, readLiveLock, StoreBusy } from '../store/ownerLock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withKeyOps<T>(storeFile: string, run: (ops: KeyOps) => Promise<T>): Promise<T> {
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
