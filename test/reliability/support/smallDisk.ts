// A small disk of its own for the store: a tmpfs of a few MiB mounted in a mount namespace of its own
// (`unshare -m`), held by a process that only sleeps, so that it outlives the servers started on it (a
// restart after kill -9 finds the file) and disappears with the holder, leaving nothing mounted on the host.
// Servers run inside through `nsenter --mount` (the `launcher` for startServe); this process reaches the files
// through the holder's view of the file system, /proc/<holder>/root. The disk can be filled to the last page,
// emptied, and remounted read-only, as a real disk fills, is cleaned up, or fails. Tests skip where unshare or
// mount is refused (no root, or a sandbox).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, truncateSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../backend/support/processes';

export interface SmallDisk {
  /** The mount point, as the servers inside see it. */
  dir: string;
  /** A path on the disk as this process reaches it. */
  outside(name: string): string;
  /** Runs a command inside the disk's mount namespace: `nsenter … --`, then the command. */
  launcher: readonly string[];
  /**
   * Takes every free page, so the next write that needs one fails with ENOSPC; returns the bytes taken. With
   * `leavePages`, that many pages are given back: a first small file fits, the one after it does not.
   */
  fill(leavePages?: number): number;
  /** Gives the pages back. */
  free(): void;
  /** Remounts the disk read-only (writes fail with EROFS); waits out a write in progress (EBUSY). */
  readOnly(): Promise<void>;
  /** Remounts it read-write again. */
  writable(): void;
  /** Ends the holder: the disk and everything on it go away. */
  remove(): void;
}

const FILLER = '.filler';
/** tmpfs hands out space a page at a time. */
const PAGE_BYTES = 4096;

/** Why a tmpfs in a mount namespace cannot be made here, or undefined when it can. */
export function smallDiskRefused(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-disk-probe-'));
  try {
    const tried = spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs "$1"', 'sh', dir], { encoding: 'utf8' });
    if (tried.error) return `unshare cannot run here (${tried.error.message})`;
    if (tried.status !== 0)
      return `a tmpfs in a mount namespace of its own is refused here (${tried.stderr.trim() || `exit ${tried.status}`})`;
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startSmallDisk(sizeBytes: number): Promise<SmallDisk> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-disk-'));
  const holder: ChildProcess = spawn(
    'unshare',
    [
      '-m',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mount -t tmpfs -o size=${sizeBytes},mode=0755 tmpfs "$1" && echo mounted && exec sleep infinity`,
      'sh',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let err = '';
    holder.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    holder.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('mounted')) resolve();
    });
    holder.on('exit', (code) => reject(new Error(`the small disk's holder exited (${code}): ${err}`)));
  });
  const pid = holder.pid as number;
  const outside = (name: string) => join(`/proc/${pid}/root`, dir, name);
  // nsenter leaves the command in / unless told: the servers run from the repository, as startServe runs them.
  const nsenter = ['nsenter', `--target=${pid}`, '--mount', `--wd=${repoRoot}`, '--'] as const;

  return {
    dir,
    outside,
    launcher: nsenter,
    fill: (leavePages = 0) => {
      const fd = openSync(outside(FILLER), 'a');
      let taken = 0;
      try {
        // Big pieces first, then ever smaller ones, until not even one byte fits.
        for (let piece = 1 << 20; piece >= 1; piece >>= 1) {
          const buffer = Buffer.alloc(piece);
          for (;;) {
            try {
              taken += writeSync(fd, buffer);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
      if (leavePages) {
        const kept = Math.max(0, Math.ceil(taken / PAGE_BYTES) - leavePages) * PAGE_BYTES;
        truncateSync(outside(FILLER), kept);
        taken = kept;
      }
      return taken;
    },
    free: () => unlinkSync(outside(FILLER)),
    readOnly: async () => {
      const until = Date.now() + 20_000;
      for (;;) {
        const done = spawnSync(nsenter[0], [...nsenter.slice(1), 'mount', '-o', 'remount,ro', dir], { encoding: 'utf8' });
        if (done.status === 0) return;
        // A file open for writing (a store write in progress) makes the remount busy: it ends within milliseconds.
        if (!/busy/i.test(done.stderr) || Date.now() > until)
          throw new Error(`remounting the small disk read-only failed: ${done.stderr.trim()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    writable: () => {
      const done = spawnSync(nsenter[0], [...nsenter.slice(1), 'mount', '-o', 'remount,rw', dir], { encoding: 'utf8' });
      if (done.status !== 0) throw new Error(`remounting the small disk read-write failed: ${done.stderr.trim()}`);
    },
    remove: () => {
      holder.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
