// Where a pid means something. A pid names a process only inside one PID namespace of one running kernel:
// the server as PID 1 of its container and the keys CLI on the host (or in a one-off container) each see
// other processes under those numbers, so checking the lock holder's pid from outside its namespace judges
// an unrelated process. The lock records its holder's view (the kernel's boot id, the PID namespace, the
// host name); a reader trusts a pid only when it shares that view, and otherwise goes by the holder's
// heartbeat (lockHeartbeat.ts).
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';

export const ProcessView = z.object({
  /** /proc/sys/kernel/random/boot_id: one running kernel (containers on one host share it). */
  boot_id: z.string().min(1),
  /** readlink /proc/self/ns/pid, e.g. "pid:[4026531836]": the same on every host for the root namespace. */
  pid_ns: z.string().min(1),
  /** For messages only: the container's id under Docker. */
  hostname: z.string(),
});
export type ProcessView = z.infer<typeof ProcessView>;

let cached: ProcessView | null | undefined;

/** This process's view, or undefined where /proc does not say (another system than Linux). */
export function ownView(): ProcessView | undefined {
  if (cached === undefined) {
    try {
      cached = {
        boot_id: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
        pid_ns: readlinkSync('/proc/self/ns/pid'),
        hostname: hostname(),
      };
    } catch {
      cached = null;
    }
  }
  return cached ?? undefined;
}

/**
 * Whether the holder's pid can be checked from here. A lock without a view was written by an earlier version,
 * which judged only pids and never beat: judging it by its pid keeps its live holder's lock safe.
 */
export function sharesPidView(holder: ProcessView | undefined): boolean {
  if (holder === undefined) return true;
  const own = ownView();
  return own !== undefined && own.boot_id === holder.boot_id && own.pid_ns === holder.pid_ns;
}

/** Whether the holder runs on this kernel, so the lock's modification time was set by the clock this process reads. */
export function sharesClock(holder: ProcessView | undefined): boolean {
  const own = ownView();
  return holder !== undefined && own !== undefined && own.boot_id === holder.boot_id;
}
