// Stopping the process a user or supervisor started (`npm run serve`'s own pid) stops the
// server with it. npm forwards SIGTERM to its child; the script execs node (no shell or tsx wrapper in
// between), so that child is the server itself and nothing is left serving, holding the lock.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';
import { scoreCountOnDisk, startNpmServe } from './support/npmServe';

afterAll(removeTempDirs);

describe('npm run serve as a supervisor runs it', () => {
  it('stops, writes its counts and releases the lock when the npm process gets SIGTERM', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('launcher', 'free'));
    const { npm, url, exited } = await startNpmServe({ PREFLIGHT_DB: storeFile });

    const calls = 5;
    for (let i = 0; i < calls; i++) expect((await post(url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
    npm.kill('SIGTERM');
    await exited;

    // Nothing answers any more, the lock is gone, and every counted call is on disk.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(existsSync(`${storeFile}.lock`)).toBe(false);
    const usage = scoreCountOnDisk(storeFile, id);
    expect(usage).toBe(calls);
    console.log(`launcher SIGTERM: ${calls} calls made, ${usage} on disk, nothing left serving`);
  });
});
