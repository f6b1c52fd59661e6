// What `<store>.lock` holds: who owns the store file (ownerLock.ts), where that process lives (its pid and
// the namespace that gives the pid a meaning), and how the keys CLI reaches it (its admin listener).
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { ProcessView, sharesPidView } from './processView';

export const LockInfo = z.object({
  pid: z.number().int().positive(),
  kind: z.enum(['server', 'cli']),
  /** Set by the holder when it takes the lock: it re-reads it before each write to know the lock is still its own. */
  nonce: z.string(),
  started_at: z.string(),
  /** The holder's start time as the kernel records it (processStart.ts), where it can be read. */
  process_start: z.string().optional(),
  /** Where the pid means something (processView.ts); absent in locks written by earlier versions. */
  view: ProcessView.optional(),
  admin: z.object({ url: z.url(), token: z.string().min(32) }).optional(),
  /** Set when the holding server begins to stop: a new server waits for it instead of giving up. */
  stopping: z.boolean().optional(),
});
export type LockInfo = z.infer<typeof LockInfo>;

export function lockPathFor(storeFile: string): string {
  return `${storeFile}.lock`;
}

/** The lock's content: undefined when there is none, 'unreadable' while it is being written or when damaged. */
export function readLock(path: string): LockInfo | 'unreadable' | undefined {
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
    return 'unreadable';
  }
}

/** The lock's last heartbeat (its modification time, ms), or undefined when it is gone. */
export function lastBeat(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The holder as a message names it: a pid alone misleads when it is another namespace's. */
export function describeHolder(holder: LockInfo): string {
  const what = `pid ${holder.pid}`;
  if (sharesPidView(holder.view)) return what;
  return `${what} in another container or PID namespace${holder.view ? `, host ${holder.view.hostname}` : ''}`;
}
