// The real Preflight backend for the online-mode tests: a free key made with `npm run keys`, then
// `backend/serve.ts` on 127.0.0.1 with an OS-chosen port, over a lowdb file in a temp folder.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { withKeyOps } from '../../../backend/cli/keyOpsFor';
import type { Tier } from '../../../backend/quota/tiers';
import { logAudit, recordStream } from '../../support/logAudit';
import { REPO_ROOT } from '../../../scripts/browser/paths';

const run = promisify(execFile);
const LISTENING = /Preflight API listening on (http:\/\/127\.0\.0\.1:\d+)/;
const CreatedKey = z.object({ key: z.string().startsWith('tsk_') });

export interface Backend {
  url: string;
  /** The free key made with `npm run keys` when the backend started. */
  key: string;
  /** A fresh key of its own for one test (made through the running server, as `npm run keys` would). */
  newKey(tier?: Tier): Promise<string>;
  stop(): Promise<void>;
}

async function createFreeKey(db: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'keys', '--', 'create', '--label', 'e2e', '--tier', 'free', '--json'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PREFLIGHT_DB: db },
  });
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error(`e2e: \`npm run keys -- create --json\` printed no JSON:\n${stdout}`);
  return CreatedKey.parse(JSON.parse(line)).key;
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`e2e: backend did not report listening within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e: backend exited with ${code} before listening:\n${output}`));
    });
  });
}

/** `env`: more of the server's environment (PREFLIGHT_WEB_DIR for a page built by the test, say). */
export async function startBackend(env: Record<string, string> = {}): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'preflight-e2e-backend-'));
  const db = join(dir, 'db.json');
  const key = await createFreeKey(db);
  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['backend/serve.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', PREFLIGHT_DB: db },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log audit (test/support/logAudit.ts) checks every line the backend writes for keys and post text.
  recordStream('e2e backend stdout', child.stdout);
  recordStream('e2e backend stderr', child.stderr);
  logAudit.registerSecret(key);
  const url = await waitForListening(child).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    key,
    newKey: async (tier = 'free') => {
      const created = await withKeyOps(db, (ops) => ops.create('e2e', tier));
      logAudit.registerSecret(created.key);
      return created.key;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
