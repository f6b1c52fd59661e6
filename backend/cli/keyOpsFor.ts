// Picks how the keys CLI reaches the store. A lowdb file keeps one writer: through the running server's
// admin listener when a server owns the file, otherwise directly under the file's lock. When the owning
// server lives but its admin listener cannot be reached from here (its loopback is another network
// namespace's, as in its own container), the CLI refuses and says where to run it: it never writes the file
// behind a live server's back. A PostgreSQL database takes every writer at once: the CLI changes it
// directly, and every instance sees the change on its next request (nothing is cached).
import { adminClient, AdminUnreachable } from '../admin/adminClient';
import { systemClock } from '../clock';
import { KeyService } from '../keys/keyService';
import type { KeyOps } from '../keys/keyViews';
import { openLowdbStore } from '../store/lowdb/lowdbStore';
import { acquireOwnerLock, readLiveLock, StoreBusy, type LockInfo } from '../store/lowdb/ownerLock';
import { describeHolder } from '../store/lowdb/lockInfo';
import { sharesPidView } from '../store/lowdb/processView';
import type { StoreLocation } from '../store/storeLocation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A live server owns the file and its admin listener is out of this process's reach. */
export class ServerOutOfReach extends StoreBusy {
  override name = 'ServerOutOfReach';
  constructor(storeFile: string, holder: LockInfo) {
    super(
      `A Preflight server (${describeHolder(holder)}) serves ${storeFile}, but its admin listener ` +
        `(${holder.admin?.url ?? 'not yet open'}) cannot be reached from here: ` +
        "it listens on the loopback of another network namespace, such as the server's own container. Nothing was changed. " +
        'Run the command where the server runs: "docker compose exec SERVICE npm run keys -- …" or "docker ' +
        'exec CONTAINER npm run keys -- …", or stop the server first.',
      holder,
    );
  }
}

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
    let unreachable: AdminUnreachable | undefined;
    if (holder?.kind === 'server' && holder.admin) {
      try {
        return await run(adminClient(holder.admin));
      } catch (error) {
        if (!(error instanceof AdminUnreachable)) throw error;
        unreachable = error;
      }
    }
    let lock: Awaited<ReturnType<typeof acquireOwnerLock>>;
    try {
      // Takes the file only if no holder lives (a dead one's lock is taken over); a live server refuses it.
      lock = await acquireOwnerLock(storeFile, 'cli');
    } catch (error) {
      if (!(error instanceof StoreBusy) || error.holder.kind !== 'server') throw error;
      const sameServer = unreachable !== undefined && error.holder.nonce === holder?.nonce;
      // A server that runs and is not stopping, yet out of reach, stays out of reach: say so now.
      if (sameServer && !error.holder.stopping && !sharesPidView(error.holder.view)) {
        throw new ServerOutOfReach(storeFile, error.holder);
      }
      // Otherwise the server is starting (no admin address yet) or stopping (admin closed, lock not yet released).
      if (Date.now() > deadline) throw sameServer ? new ServerOutOfReach(storeFile, error.holder) : error;
      await sleep(100);
      continue;
    }
    try {
      const store = await openLowdbStore(storeFile, { beforeWrite: () => lock.verify() });
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
