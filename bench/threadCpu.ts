// CPU time of this process's main thread, where the servers under test run, from Linux's schedstat (ns).
// Requests per second move with whatever else the machine runs; CPU per request much less, so the bench
// prints both. undefined where /proc is not there.
import { readFileSync } from 'node:fs';

export function mainThreadCpuNs(): number | undefined {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ', 1)[0]);
  } catch {
    return undefined;
  }
}
