// What the kernel says about a process, to tell a live lock holder from a dead one whose pid lingers. After
// kill -9 or an OOM kill, a restarted server in a container usually gets the very pid of the dead one, and
// on a host any process may take it up: the start time tells them apart. A killed process whose parent has
// not reaped it yet stays in the process table as a zombie, with its pid and start time unchanged: its state
// tells that it is dead.
import { readFileSync } from 'node:fs';

export interface ProcessStat {
  /** Field 3: R running, S sleeping, Z zombie, X dead… */
  state: string;
  /** Field 22: clock ticks from boot to the process's start. */
  start: string;
}

/** Fields 3 and 22 of /proc/<pid>/stat, or undefined where they cannot be read (another system, or the process is gone). */
export function processStat(pid: number): ProcessStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces or parentheses: count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from 3 on: state is fields[0], start time (22) is fields[19].
  const [state, start] = [fields[0], fields[19]];
  return state === undefined || start === undefined ? undefined : { state, start };
}

/** The process's start time as the kernel records it, or undefined where it cannot be read. */
export function processStart(pid: number): string | undefined {
  return processStat(pid)?.start;
}

/** Whether the process has ended but lingers in the process table (state Z, or X while it is removed). */
export function processEnded(stat: ProcessStat): boolean {
  return stat.state === 'Z' || stat.state === 'X';
}
