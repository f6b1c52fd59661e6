// When a process started, to tell a live lock holder from an unrelated process that reuses its pid. After
// kill -9 or an OOM kill, a restarted server in a container usually gets the very pid of the dead one, and
// on a host any process may take it up; a pid alone then makes a dead server's lock look held forever.
import { readFileSync } from 'node:fs';

/**
 * The process's start time as the kernel records it (Linux: field 22 of /proc/<pid>/stat, clock ticks since
 * boot), or undefined where it cannot be read (another system, or the process is gone).
 */
export function processStart(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces or parentheses: count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from 3 on: state is fields[0], so start time (22) is fields[19].
  return fields[19];
}
