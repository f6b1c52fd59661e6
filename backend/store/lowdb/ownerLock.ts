// One writer per store file, whatever the namespaces. Whoever writes the file (the running server, or the
// keys CLI when no server runs) first creates `<store>.lock` exclusively, with a nonce of its own and where
// its pid means something (lockInfo.ts), and keeps a heartbeat on it (lockHeartbeat.ts). A lock is taken
// over only when its holder is proven dead (holderVerdict.ts), and the holder checks before each write of
// the store that the lock still holds its nonce (verify), so a holder whose lock was taken writes nothing.
// The server also records in the lock the loopback address and per-run token of its admin listener, so the
// CLI can ask the server to make a change instead of writing the file behind its back. The lock holds a
// secret, so it is created 0600.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { heldHere, holderAlive, judgeHolder } from './holderVerdict';
import { BEAT_MS, startHeartbeat } from './lockHeartbeat';
import { describeHolder, lockPathFor, readLock, type LockInfo } from './lockInfo';
import { processStart } from './processStart';
import { storeFileFailure } from './storeFileError';
import { ownView } from './processView';

export { LockInfo, lockPathFor, readLock } from './lockInfo';
export { holderAlive, processAlive } from './holderVerdict';

export class StoreBusy extends Error {
  override name = 'StoreBusy';
  constructor(
    message: string,
    readonly holder: LockInfo,
  ) {
    super(message);
  }
}

/** The lock this process held is gone or another's: it must not write the store again. */
export class LockLost extends Error {
  override name = 'LockLost';
}

export interface OwnerLock {
  readonly path: string;
  readonly info: LockInfo;
  /** Records the admin listener of the server that holds the lock. */
  setAdmin(admin: NonNullable<LockInfo['admin']>): void;
  /** Records that the holder is stopping (draining), so a server started meanwhile waits for the lock. */
  markStopping(): void;
  /** Throws LockLost when the lock no longer holds this holder's nonce: called before each write of the store. */
  verify(): void;
  /** Checks the lock every beat and calls `onLost` once if it is lost (a server stops serving then). */
  watch(onLost: (error: LockLost) => void): void;
  release(): void;
}

/** The current holder, or undefined when the lock is free or its holder is provably dead from here. */
export function readLiveLock(storeFile: string): LockInfo | undefined {
  const info = readLock(lockPathFor(storeFile));
  if (info === 'unreadable' || info === undefined) return undefined;
  return holderAlive(info) ? info : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a starting server waits for a stopping one: longer than a drain (requests end within 30 s). */
const DRAIN_WAIT_MS = 40_000;

/**
 * Takes the lock for `kind`. A live server holder fails at once (two servers on one file would overwrite each
 * other), unless it is stopping: then a server waits for it (a restart during the drain); a live CLI holder
 * is waited for up to `waitMs`, since it holds the file for milliseconds. A lock whose holder is proven dead
 * (judgeHolder) is taken over; deciding about a holder in another namespace takes up to a beat when it
 * lives, and until STALE_AFTER_MS after its last beat when it died.
 */
export async function acquireOwnerLock(storeFile: string, kind: LockInfo['kind'], waitMs = 3000): Promise<OwnerLock> {
  const path = lockPathFor(storeFile);
  const started = processStart(process.pid);
  const view = ownView();
  const info: LockInfo = {
    pid: process.pid,
    kind,
    nonce: randomBytes(12).toString('hex'),
    started_at: new Date().toISOString(),
    ...(started === undefined ? {} : { process_start: started }),
    ...(view === undefined ? {} : { view }),
  };
  const deadline = Date.now() + waitMs;
  const drainDeadline = Date.now() + DRAIN_WAIT_MS;
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw storeFileFailure(`Cannot create the store's folder ${dirname(path)}`, error);
  }
  for (;;) {
    try {
      writeFileSync(path, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      heldHere.add(info.nonce);
      return ownerLock(storeFile, path, info);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        // Created but not filled (a full disk): the empty file is ours, and would read as a damaged lock.
        if ((error as NodeJS.ErrnoException).syscall === 'write') removeQuietly(path);
        throw storeFileFailure(`Cannot create the store's lock ${path}`, error);
      }
    }
    const holder = readLock(path);
    if (holder !== undefined && holder !== 'unreadable') {
      const verdict = await judgeHolder(path, holder);
      if (verdict === 'changed') continue;
      if (verdict === 'dead') {
        removeIfSame(path, holder.nonce);
        continue;
      }
      const who = describeHolder(holder);
      if (holder.kind === 'server' && kind === 'server' && holder.stopping) {
        // A restart while the old server drains: wait for it (its drain ends within its request deadline).
        if (Date.now() > drainDeadline)
          throw new StoreBusy(
            `The Preflight server (${who}) serving ${storeFile} has been stopping for over ` +
              `${DRAIN_WAIT_MS / 1000} s; stop it, then start again.`,
            holder,
          );
        await sleep(50);
        continue;
      }
      if (holder.kind === 'server' && kind === 'server') {
        throw new StoreBusy(
          `Another Preflight server (${who}) already serves ${storeFile}; stop it or set PREFLIGHT_DB to another file.`,
          holder,
        );
      }
      if (holder.kind === 'server') {
        throw new StoreBusy(`A Preflight server (${who}) owns ${storeFile}.`, holder);
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`The store ${storeFile} stays locked by ${path}; if no Preflight process runs, delete that file.`);
    }
    await sleep(25);
  }
}

function removeIfSame(path: string, nonce: string): void {
  const current = readLock(path);
  if (current !== undefined && current !== 'unreadable' && current.nonce === nonce) {
    try {
      unlinkSync(path);
    } catch {
      // someone else removed it first; either way it is gone
    }
  }
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // a read-only folder: nothing could have been created in it either
  }
}

/** What became of a lock this process held, as the end of "The store's lock … ". */
function whatBecameOf(current: ReturnType<typeof readLock>): string {
  if (current === undefined) return 'was removed';
  if (current === 'unreadable') return 'was overwritten';
  return `now belongs to another ${current.kind === 'server' ? 'Preflight server' : 'keys command'} (${describeHolder(current)})`;
}

function ownerLock(storeFile: string, path: string, info: LockInfo): OwnerLock {
  let released = false;
  let lost: LockLost | undefined;
  let watcher: NodeJS.Timeout | undefined;
  const heartbeat = startHeartbeat(path, info.nonce);

  const verify = () => {
    if (lost) throw lost;
    const current = readLock(path);
    if (current !== undefined && current !== 'unreadable' && current.nonce === info.nonce) return;
    lost = new LockLost(
      `The store's lock ${path} ${whatBecameOf(current)} while this process held it; it stops without writing ${storeFile} ` +
        `again, so the changes made there stay.`,
    );
    heartbeat.stop();
    throw lost;
  };

  // Replaces the lock's content in one step (write beside it, rename over it), only while it is still ours.
  // The temporary name carries the nonce: two holders in two PID namespaces may both be pid 1.
  const rewrite = () => {
    verify();
    const tmp = `${path}.${info.nonce}.tmp`;
    try {
      writeFileSync(tmp, JSON.stringify(info), { mode: 0o600 });
      renameSync(tmp, path);
    } catch (error) {
      removeQuietly(tmp); // a full disk creates the file and then fails to fill it: leave no empty one behind
      // One line naming the lock and the cause, like a lock that cannot be created: a disk with room for the
      // lock's first write and none for the next is as full, and an operator reads it the same way.
      throw storeFileFailure(`Cannot rewrite the store's lock ${path}`, error);
    }
  };

  return {
    path,
    info,
    verify,
    setAdmin(admin) {
      info.admin = admin;
      rewrite();
    },
    markStopping() {
      if (released || lost) return;
      info.stopping = true;
      try {
        rewrite();
      } catch {
        // Only a hint for a server started meanwhile (it waits instead of refusing): a full or read-only
        // disk, or a lost lock, must not stop the drain and the final write.
      }
    },
    watch(onLost) {
      if (watcher) return;
      watcher = setInterval(() => {
        try {
          verify();
        } catch (error) {
          if (!(error instanceof LockLost)) return; // a passing read error: check again on the next beat
          clearInterval(watcher);
          onLost(error);
        }
      }, BEAT_MS);
      watcher.unref();
    },
    release() {
      if (released) return;
      released = true;
      if (watcher) clearInterval(watcher);
      heartbeat.stop();
      heldHere.delete(info.nonce);
      if (!lost) removeIfSame(path, info.nonce);
    },
  };
}
