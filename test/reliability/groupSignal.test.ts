// Ctrl-C in the terminal, systemd and docker stop signal the whole process group, so the
// server gets the signal twice (from the terminal and again from npm). The second must not cut the drain:
// every call answered 200 is on disk afterwards, the lock is released, and an immediate restart works.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { startServe } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';
import { scoreCountOnDisk, startNpmServe } from './support/npmServe';

afterAll(removeTempDirs);

describe('a signal to the whole process group under load', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: loses no counted call, releases the lock, and the next start succeeds at once`, async () => {
      const storeFile = join(tempDir(), 'preflight.json');
      const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('group', 'pro'));
      // Its own process group, as a terminal or a service manager starts it.
      const { npm, url, exited } = await startNpmServe({ PREFLIGHT_DB: storeFile }, { detached: true });

      // Load: 8 clients calling back to back; the group signal lands in the middle of it.
      let answered = 0;
      let refused = 0;
      let stop = false;
      const client = async () => {
        while (!stop) {
          try {
            const r = await post(url, '/api/v1/score', key, { text: GOOD_POST });
            if (r.status === 200) answered++;
            else refused++;
          } catch {
            refused++; // the server closed: expected once it stops
            if (stop) return;
            await new Promise((r) => setTimeout(r, 10));
          }
        }
      };
      const clients = Array.from({ length: 8 }, client);
      while (answered < 100) await new Promise((r) => setTimeout(r, 20));
      process.kill(-(npm.pid as number), signal);
      await exited;
      stop = true;
      await Promise.all(clients);

      expect(existsSync(`${storeFile}.lock`)).toBe(false);
      expect(scoreCountOnDisk(storeFile, id)).toBe(answered);
      console.log(
        `${signal} to the group: ${answered} calls answered 200, ${scoreCountOnDisk(storeFile, id)} counted ` +
          `on disk, ${refused} refused while stopping`,
      );

      const again = await startServe({ PREFLIGHT_DB: storeFile });
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      expect(await again.stop('SIGTERM')).toBe(0);
    });
  }

  it('a repeated SIGTERM while the server drains is ignored: it still writes every count and exits 0', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('twice', 'pro'));
    const serve = await startServe({ PREFLIGHT_DB: storeFile });
    const calls = 20;
    await Promise.all(Array.from({ length: calls }, () => post(serve.url, '/api/v1/score', key, { text: GOOD_POST })));
    serve.child.kill('SIGTERM');
    await new Promise((r) => setImmediate(r));
    serve.child.kill('SIGTERM');
    serve.child.kill('SIGINT');
    expect(await serve.stop('SIGTERM')).toBe(0);
    expect(scoreCountOnDisk(storeFile, id)).toBe(calls);
    expect(existsSync(`${storeFile}.lock`)).toBe(false);
  });
});
