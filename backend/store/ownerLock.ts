// One writer per store file. Whoever writes the file (the running server, or the keys CLI when no
// server runs) first creates `<store>.lock` exclusively. The server also records in it the loopback
// address and per-run token of its admin listener, so the CLI can ask the server to make a change
// instead of writing the file behind its back. The lock holds a secret, so it is created 0600.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { processStart } from './processStart';

export const LockInfo = z.object({
  pid: z.number().int().positive(),
  kind: z.enum(['server', 'cli']),
  nonce: z.string(),
  started_at: z.string(),
  /** The holder's start time as the kernel records it (processStart.ts), where it can be read. */
  process_start: z.string().optional(),
  admin: z.object({ url: z.url(), token: z.string().min(32) }).optional(),
  /** Set when the holding server begins to stop: a new server waits for it instead of giving up. */
  stopping: z.boolean().optional(),
});
export type LockInfo = z.infer<typeof LockInfo>;

export function lockPathFor(storeFile: string): string {
  return `${storeFile}.lock`;
}

export class StoreBusy extends Error {
  override name = 'StoreBusy';
  constructor(
    message: string,
    readonly holder: LockInfo,
  ) {
    super(message);
  }
}

export interface OwnerLock {
  readonly path: string;
  readonly info: LockInfo;
  /** Records the admin listener of the server that holds the lock. */
  setAdmin(admin: NonNullable<LockInfo['admin']>): void;
  /** Records that the holder is stopping (draining), so a server started meanwhile waits for the lock. */
  markStopping(): void;
  release(): void;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

/** The nonces of the locks this process holds now. */
const heldHere = new Set<string>();

/**
 * Whether the process that wrote the lock still runs. A lock naming our own pid is alive only if this
 * process took it (else an earlier process with our pid left it, as in a container restarted after kill -9);
 * any other pid must be alive and must have started when the holder did (else the pid was reused).
 */
export function holderAlive(holder: LockInfo): boolean {
  if (holder.pid === process.pid) return heldHere.has(holder.nonce);
  if (!processAlive(holder.pid)) return false;
  if (holder.process_start === undefined) return true;
  const start = processStart(holder.pid);
  return start === undefined || start === holder.process_start;
}

/** The current holder, or undefined when the lock is free or stale (its process is gone). */
export function readLiveLock(storeFile: string): LockInfo | undefined {
  const info = readLock(lockPathFor(storeFile));
  if (info === 'unreadable' || info === undefined) return undefined;
  return holderAlive(info) ? info : undefined;
}

function readLock(path: string): LockInfo | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = LockInfo.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable'; // being written right now, or damaged
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a starting server waits for a stopping one: longer than a drain (requests end within 30 s). */
const DRAIN_WAIT_MS = 40_000;

/**
 * Takes the lock for `kind`. A live server holder fails at once (two servers on one file would
 * overwrite each other), unless it is stopping: then a server waits for it (a restart during the drain); a live CLI holder is waited for up to `waitMs`, since it holds the file for
 * milliseconds. A lock whose process is gone (kill -9), or whose pid now belongs to another process or to
 * us, is taken over (holderAlive).
 */
export async function acquireOwnerLock(storeFile: string, kind: LockInfo['kind'], waitMs = 3000): Promise<OwnerLock> {
  const path = lockPathFor(storeFile);
  const started = processStart(process.pid);
  const info: LockInfo = {
    pid: process.pid,
    kind,
    nonce: randomBytes(12).toString('hex'),
    started_at: new Date().toISOString(),
    ...(started === undefined ? {} : { process_start: started }),
  };
  const deadline = Date.now() + waitMs;
  const drainDeadline = Date.now() + DRAIN_WAIT_MS;
  mkdirSync(dirname(path), { recursive: true });
  for (;;) {
    try {
      writeFileSync(path, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      heldHere.add(info.nonce);
      return ownerLock(path, info);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(path);
    if (holder !== undefined && holder !== 'unreadable') {
      if (!holderAlive(holder)) {
        removeIfSame(path, holder.nonce);
        continue;
      }
      if (holder.kind === 'server' && kind === 'server' && holder.stopping) {
        // A restart while the old server drains: wait for it (its drain ends within its request deadline).
        if (Date.now() > drainDeadline) throw new StoreBusy(`The Preflight server (pid ${holder.pid}) serving ${storeFile} has been stopping for over ${DRAIN_WAIT_MS / 1000} s; stop it, then start again.`, holder);
        await sleep(50);
        continue;
      }
      if (holder.kind === 'server' && kind === 'server') {
        throw new StoreBusy(`Another Preflight server (pid ${holder.pid}) already serves ${storeFile}; stop it or set PREFLIGHT_DB to another file.`, holder);
      }
      if (holder.kind === 'server') {
        throw new StoreBusy(`A Preflight server (pid ${holder.pid}) owns ${storeFile}.`, holder);
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

/** Replaces the lock's content in one step (write beside it, rename over it). */
function rewrite(path: string, info: LockInfo): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(info), { mode: 0o600 });
  renameSync(tmp, path);
}

function ownerLock(path: string, info: LockInfo): OwnerLock {
  let released = false;
  return {
    path,
    info,
    setAdmin(admin) {
      info.admin = admin;
      rewrite(path, info);
    },
    markStopping() {
      if (released) return;
      info.stopping = true;
      rewrite(path, info);
    },
    release() {
      if (released) return;
      released = true;
      heldHere.delete(info.nonce);
      removeIfSame(path, info.nonce);
    },
  };
}
