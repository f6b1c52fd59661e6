// A restart right after kill -9 while the killed server is a zombie. Its parent has not reaped it yet (a slow
// supervisor, or `npm run serve` killed with its process group), so its pid stays in /proc, in state Z, with
// its start time unchanged: a pid and start-time check alone called it alive and refused the new server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { lockPathFor, type LockInfo } from '../../backend/store/lowdb/ownerLock';
import { processStat } from '../../backend/store/lowdb/processStart';
import { repoRoot, startServe } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';
import { recordStream } from '../support/logAudit';
import { scoreCountOnDisk } from './support/npmServe';
import { waitUntil } from './support/waitUntil';

afterAll(removeTempDirs);
const parents: Array<() => void> = [];
afterEach(() => {
  for (const end of parents.splice(0)) end();
});

/**
 * `backend/serve.ts` as the child of a parent that never reaps it: sh starts the server, then becomes
 * `sleep`, which never waits for a child. Resolves with the server's pid once it listens.
 */
function serveUnderNonReapingParent(env: Record<string, string>): Promise<{ pid: number; url: string }> {
  const parent = spawn('sh', ['-c', '"$0" --import tsx backend/serve.ts & exec sleep 600', process.execPath], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Killing the parent hands the zombie to init, which reaps it.
  parents.push(() => parent.kill('SIGKILL'));
  recordStream('serve under a non-reaping parent stderr', parent.stderr);
  recordStream('serve under a non-reaping parent stdout', parent.stdout);
  return new Promise((resolve, reject) => {
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Preflight API listening on (http:\/\/\S+)\n/.exec(out);
      // The lock is written before the listening line: its pid is the server's.
      if (match) resolve({ pid: (JSON.parse(readFileSync(lockPathFor(env.PREFLIGHT_DB!), 'utf8')) as LockInfo).pid, url: match[1]! });
    });
    parent.on('exit', (code) => reject(new Error(`the parent exited (${code}) before the server listened`)));
  });
}

describe('a zombie lock holder', () => {
  it(
    'is dead: a server started at once after kill -9 of the holder, still a zombie, takes over the lock ' + 'and the counted calls',
    async () => {
      const storeFile = join(tempDir(), 'preflight.json');
      const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('zombie', 'pro'));
      const killed = await serveUnderNonReapingParent({ PREFLIGHT_DB: storeFile });
      for (let i = 0; i < 3; i++) expect((await post(killed.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
      await waitUntil('the three calls are on disk', () => scoreCountOnDisk(storeFile, id) === 3);

      process.kill(killed.pid, 'SIGKILL');
      await waitUntil('the killed server is a zombie', () => processStat(killed.pid)?.state === 'Z');
      const startedAt = performance.now();
      const next = await startServe({ PREFLIGHT_DB: storeFile });
      const startedInMs = Math.round(performance.now() - startedAt);
      // Still unreaped while the new server took the lock: the zombie was judged, not waited out.
      expect(processStat(killed.pid)?.state).toBe('Z');
      expect((await post(next.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
      expect(await next.stop('SIGTERM')).toBe(0);
      expect(scoreCountOnDisk(storeFile, id)).toBe(4);
      console.log(
        `zombie holder (pid ${killed.pid}, state Z): the next server listened ${startedInMs} ms after it was ` +
          `started (node start-up included)`,
      );
    },
  );
});
