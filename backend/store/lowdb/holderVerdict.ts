// Whether the process named in the lock still runs: a lock is taken over only when its holder is proven dead.
// Where the reader shares the holder's PID namespace on the same kernel (processView.ts), the kernel answers
// at once: the pid must exist, not be a zombie, and have started when the holder did. Elsewhere the pid means
// nothing here, and the holder's heartbeat (lockHeartbeat.ts) answers: a beat seen proves it alive, and only
// STALE_AFTER_MS without one proves it dead.
import { lastBeat, readLock, type LockInfo } from './lockInfo';
import { STALE_AFTER_MS } from './lockHeartbeat';
import { processEnded, processStat } from './processStart';
import { sharesClock, sharesPidView } from './processView';

/** The nonces of the locks this process holds now. */
export const heldHere = new Set<string>();

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

/**
 * The kernel's answer for a holder in this PID namespace. A lock naming our own pid is alive only if this
 * process took it (else an earlier process with our pid left it, as in a container restarted after kill -9);
 * any other pid must be alive, not a zombie, and must have started when the holder did (else it was reused).
 */
function aliveByPid(holder: LockInfo): boolean {
  if (holder.pid === process.pid) return heldHere.has(holder.nonce);
  if (!processAlive(holder.pid)) return false;
  const stat = processStat(holder.pid);
  if (stat === undefined) return true; // no /proc: a live pid is all there is to go by
  if (processEnded(stat)) return false;
  return holder.process_start === undefined || stat.start === holder.process_start;
}

/** Whether the holder is not provably dead right now: false only when its pid, checkable from here, says so. */
export function holderAlive(holder: LockInfo): boolean {
  return !sharesPidView(holder.view) || aliveByPid(holder);
}

export type Verdict = 'alive' | 'dead' | 'changed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Decides about the holder of the lock at `path`: 'changed' when the lock was released or replaced meanwhile
 * (read it again). A holder in another namespace takes up to one beat to prove alive, and up to
 * STALE_AFTER_MS after its last beat to prove dead.
 */
export async function judgeHolder(path: string, holder: LockInfo): Promise<Verdict> {
  if (sharesPidView(holder.view)) return aliveByPid(holder) ? 'alive' : 'dead';
  const firstBeat = lastBeat(path);
  const watchedFrom = performance.now();
  for (;;) {
    const current = readLock(path);
    const beat = lastBeat(path);
    if (current === undefined || current === 'unreadable' || current.nonce !== holder.nonce || beat === undefined) return 'changed';
    if (beat !== firstBeat) return 'alive';
    // On one kernel the beat's time is this clock's, so its age counts from the beat itself; from another
    // host only this process's own watching can be trusted.
    const silentFor = sharesClock(holder.view) ? Date.now() - beat : performance.now() - watchedFrom;
    if (silentFor >= STALE_AFTER_MS) return 'dead';
    await sleep(100);
  }
}
