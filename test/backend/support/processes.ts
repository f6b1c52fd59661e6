// Running the backend's real entry points as child processes, as an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runKeys } from '../../../backend/cli/runKeys';
import { recordOutput, recordStream } from '../../support/logAudit';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// `node --import tsx` rather than the tsx binary: the binary runs the script in a second process, so
// its pid (and a SIGKILL sent to it) would miss the server.
const node = (script: string, args: string[] = []) => [process.execPath, ['--import', 'tsx', script, ...args]] as const;

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point to completion (through `launcher` first when given, as startServe does). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  launcher: readonly string[] = [],
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const [command, nodeArgs] = node(script, args);
    const [first, ...rest] = [...launcher, command, ...nodeArgs] as [string, ...string[]];
    const child = spawn(first, rest, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // stdout is the script's answer (a report, a new key shown once); stderr is its log.
      recordOutput(`${script} stderr`, stderr);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `npm run keys` as a child process: the one smoke test that the entry point is wired. */
export function keysCliProcess(storeFile: string, ...args: string[]): Promise<Finished> {
  return runScript('backend/cli/keys.ts', args, { PREFLIGHT_DB: storeFile });
}

/** The keys CLI in-process, with its output collected: what every other keys test runs. */
export async function keysCli(storeFile: string, ...args: string[]): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  const code = await runKeys({
    argv: args,
    env: { PREFLIGHT_DB: storeFile },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  recordOutput('keys CLI stderr', stderr);
  return { code, stdout, stderr };
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Sends a signal and waits for the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `backend/serve.ts` and waits for its "listening" line; `onStderr` sees its log as it comes. `launcher`
 * runs it through another command first (`unshare …`: test/reliability/support/namespaces.ts).
 */
export function startServe(
  env: Record<string, string>,
  onStderr?: (text: string) => void,
  launcher: readonly string[] = [],
): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const [command, args] = node('backend/serve.ts');
    const [first, ...rest] = [...launcher, command, ...args] as [string, ...string[]];
    const child = spawn(first, rest, {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    recordStream('backend/serve.ts stderr', child.stderr);
    recordStream('backend/serve.ts stdout', child.stdout);
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
      onStderr?.(stderr);
    });
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      const match = /^Preflight API listening on (http:\/\/\S+)\n/.exec(stdout);
      if (match) {
        resolve({
          child,
          url: match[1]!,
          stdout: () => stdout,
          stderr: () => stderr,
          stop: (signal) => {
            child.kill(signal);
            return exited;
          },
        });
      }
    });
    exited.then((code) => reject(new Error(`serve exited with ${code} before listening: ${stderr}`)));
  });
}
