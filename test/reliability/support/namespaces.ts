// A server as PID 1 of a PID namespace of its own (`unshare --pid --fork --mount-proc`), as in its container,
// optionally with a network namespace of its own too (`--net`, loopback brought up inside), so that its admin
// listener is out of the host's reach. Tests skip where unshare is refused (no root, or a sandbox).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startServe, type ServeProcess } from '../../backend/support/processes';

const PID_NAMESPACE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
// The new network namespace has only a loopback, and it is down: bring it up, then become the server.
const NETWORK_NAMESPACE = ['--net', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh'];

/** Why namespaces cannot be made here, or undefined when they can. */
export function namespacesRefused(): string | undefined {
  const tried = spawnSync(PID_NAMESPACE[0]!, [...PID_NAMESPACE.slice(1), ...NETWORK_NAMESPACE, 'true'], { encoding: 'utf8' });
  if (tried.error) return `unshare cannot run here (${tried.error.message})`;
  if (tried.status !== 0) return `unshare is refused here (${tried.stderr.trim() || `exit ${tried.status}`})`;
  return undefined;
}

export interface NamespacedServe extends ServeProcess {
  /** The server's pid as this process sees it (inside, it is 1). */
  hostPid: number;
}

/** `backend/serve.ts` as PID 1 of a new PID namespace (and of a new network namespace with `net`). */
export async function startServeInNamespace(env: Record<string, string>, options: { net?: boolean } = {}): Promise<NamespacedServe> {
  const serve = await startServe(env, undefined, [...PID_NAMESPACE, ...(options.net ? NETWORK_NAMESPACE : [])]);
  const unsharePid = serve.child.pid as number;
  // unshare forks the namespace's first process and waits for it; it forwards no signal, so the server is
  // signalled by its own pid, which is unshare's one child.
  const hostPid = Number(readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').trim().split(' ')[0]);
  const exited = new Promise<number | null>((done) => {
    if (serve.child.exitCode !== null) done(serve.child.exitCode);
    else serve.child.on('exit', (code) => done(code));
  });
  return {
    ...serve,
    hostPid,
    stop: (signal) => {
      process.kill(hostPid, signal);
      return exited;
    },
  };
}

/** Ends a namespaced server the test may have left running (unshare's --kill-child takes the server with it). */
export function killNamespace(serve: NamespacedServe | undefined): void {
  if (serve && serve.child.exitCode === null && serve.child.signalCode === null) serve.child.kill('SIGKILL');
}
