// A restart while the old server drains (answering what it already accepted) waits for it
// and then starts, instead of failing at once with "another server already serves this file".
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { startServe } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { post } from '../backend/support/testServer';
import { startHeldModel } from './support/heldModel';

afterAll(removeTempDirs);

describe('a restart during the drain', () => {
  it('waits for the stopping server, which finishes its call, then starts', async () => {
    const model = await startHeldModel();
    try {
      const storeFile = join(tempDir(), 'preflight.json');
      const { key } = await withKeyOps(storeFile, (ops) => ops.create('drain', 'pro'));
      const env = { PREFLIGHT_DB: storeFile, OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'sk-local-test' };
      const old = await startServe(env);

      // A generate call the old server has accepted and is still working on (the model holds it).
      const inFlight = post(old.url, '/api/v1/generate', key, { idea: 'small pull requests ship safer', n_variants: 2 });
      await model.arrivals(1);
      old.child.kill('SIGTERM');
      const oldExit = new Promise<number | null>((done) => old.child.on('exit', (code) => done(code)));

      // Started while the old one drains: it waits instead of refusing.
      const started = startServe(env);
      let startedFirst = false;
      void started.then(() => (startedFirst = true));
      // Long enough for the new process to boot and find the lock (it would exit 1 at once without the wait);
      // the test passes either way on a slow machine, it only proves less.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(startedFirst).toBe(false);

      model.answerAll({ kind: 'variants' });
      expect((await inFlight).status).toBe(200);
      expect(await oldExit).toBe(0);
      const fresh = await started;
      expect((await fetch(`${fresh.url}/healthz`)).status).toBe(200);
      expect(await fresh.stop('SIGTERM')).toBe(0);
    } finally {
      await model.close();
    }
  });
});
