// A server whose store lock was taken by another process (one that judged it dead, or an operator who
// replaced the file) must stop serving and write the store no more: its next write would undo the other's
// changes. It checks its lock every second and before every write.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { lockPathFor, readLock, type LockInfo } from '../../backend/store/lowdb/ownerLock';
import { startServe } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';
import { scoreCountOnDisk } from './support/npmServe';
import { waitUntil } from './support/waitUntil';

afterAll(removeTempDirs);

describe('a server whose lock is taken', () => {
  it('stops serving, exits 1 with one line, and leaves the store and the new holder’s lock as they are', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const lockPath = lockPathFor(storeFile);
    const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('taken', 'pro'));
    const serve = await startServe({ PREFLIGHT_DB: storeFile });
    const exited = new Promise<number | null>((done) => serve.child.on('exit', (code) => done(code)));
    expect((await post(serve.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
    // Once its call is on disk the server has nothing left to write: whatever it writes later is new.
    await waitUntil('the first call is on disk', () => scoreCountOnDisk(storeFile, id) === 1);

    const own = readLock(lockPath) as LockInfo;
    const taker: LockInfo = {
      pid: process.pid,
      kind: 'server',
      nonce: 'another-holder',
      started_at: new Date().toISOString(),
      ...(own.view ? { view: own.view } : {}),
    };
    writeFileSync(`${lockPath}.taker`, JSON.stringify(taker), { mode: 0o600 });
    renameSync(`${lockPath}.taker`, lockPath);
    const takenAt = performance.now();
    const storeAtTakeover = readFileSync(storeFile, 'utf8');

    // Calls after the takeover change the server's memory; none of it may reach the file.
    let answered = 0;
    for (let i = 0; i < 5; i++) {
      const response = await post(serve.url, '/api/v1/score', key, { text: GOOD_POST }).catch(() => undefined);
      if (response?.status === 200) answered += 1;
    }
    expect(await exited).toBe(1);
    const stoppedInMs = Math.round(performance.now() - takenAt);
    const lastLine = serve.stderr().trim().split('\n').at(-1);
    expect(lastLine).toBe(
      `The store's lock ${lockPath} now belongs to another Preflight server (pid ${process.pid}) while ` +
        `this process held it; it stops without writing ${storeFile} again, so the changes made there stay.`,
    );
    expect(readFileSync(storeFile, 'utf8')).toBe(storeAtTakeover);
    expect(readLock(lockPath)).toEqual(taker);
    await expect(fetch(`${serve.url}/healthz`)).rejects.toThrow();
    console.log(
      `lock taken: the server exited 1 ${stoppedInMs} ms after the takeover; ${answered} of 5 calls answered meanwhile, none written`,
    );
  });
});
