// A disk that fills and empties, under the real server process (`backend/serve.ts`) on a tmpfs of its own
// (support/smallDisk.ts). While the disk is full, counted calls are still answered (they are held in memory),
// the store's writes fail, and /readyz and /healthz say so. Once the disk has room again, the write is retried
// by itself, with no request to set it off; a kill -9 after that loses at most one call. Before, the failed
// write waited for the next change, so a kill -9 five seconds after the disk was freed lost every call made
// while it was full (30 of 30). Prints how long the retry took after the disk was freed.
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { startServe, type ServeProcess } from '../backend/support/processes';
import { removeTempDirs } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';
import { scoreCountOnDisk } from './support/npmServe';
import { smallDiskRefused, startSmallDisk, type SmallDisk } from './support/smallDisk';
import { waitUntil } from './support/waitUntil';

const refused = smallDiskRefused();
let disk: SmallDisk | undefined;
let serve: ServeProcess | undefined;

afterAll(async () => {
  if (serve?.child.exitCode === null) await serve.stop('SIGKILL');
  disk?.remove();
  removeTempDirs();
});

const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  store: z.object({ status: z.enum(['ok', 'failing']), reason: z.string().nullable() }),
});

const CALLS_WHILE_FULL = 30;

describe.skipIf(refused !== undefined)(`a disk that fills and empties${refused ? ` (skipped: ${refused})` : ''}`, () => {
  it('answers while full, says the store is failing, writes by itself once there is room, and a kill -9 ' +
    'then loses at most one call', async () => {
    disk = await startSmallDisk(4 << 20);
    const storeFile = `${disk.dir}/preflight.json`;
    const onDisk = disk.outside('preflight.json');
    const { key, id } = await withKeyOps(onDisk, (ops) => ops.create('disk', 'pro'));
    serve = await startServe({ PREFLIGHT_DB: storeFile }, undefined, disk.launcher);
    const { url } = serve;
    const score = async () => {
      const res = await post(url, '/api/v1/score', key, { text: GOOD_POST });
      await res.arrayBuffer();
      return res.status;
    };
    const log = serve.stderr;

    expect(await score()).toBe(200);
    await waitUntil('the first call is on disk', () => scoreCountOnDisk(onDisk, id) === 1);

    const filled = disk.fill();
    for (let i = 0; i < CALLS_WHILE_FULL; i++) expect(await score()).toBe(200);
    await waitUntil('the server says the store is failing', () => /"message":"store failing"/.test(log()));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    const readiness = Readiness.parse(await ready.json());
    expect(readiness.store.reason).toBe('the store file cannot be written: no space left on the device (ENOSPC)');
    expect(z.object({ store: z.string() }).parse(await (await fetch(`${url}/healthz`)).json()).store).toBe('failing');
    expect(scoreCountOnDisk(onDisk, id)).toBe(1);

    // Room again; no request is sent: the server's own retry writes the calls it holds.
    disk.free();
    const freedAt = performance.now();
    await waitUntil('the server says the store is ok again', () => /"message":"store ok again"/.test(log()));
    const retriedAfterMs = performance.now() - freedAt;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    await serve.stop('SIGKILL');
    const counted = scoreCountOnDisk(onDisk, id);
    const answered = 1 + CALLS_WHILE_FULL;
    expect(answered - counted).toBeLessThanOrEqual(1);

    // A restart on the same disk takes over the dead server's lock and serves the calls counted.
    serve = await startServe({ PREFLIGHT_DB: storeFile }, undefined, disk.launcher);
    const usage = z.object({ endpoints: z.object({ score: z.object({ used: z.number() }) }) });
    const used = usage.parse(await (await fetch(`${serve.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } })).json())
      .endpoints.score.used;
    expect(used).toBe(counted);
    expect(await serve.stop('SIGTERM')).toBe(0);
    console.log(
      `disk full (${(filled / 1024).toFixed(0)} KiB taken): ${CALLS_WHILE_FULL} calls answered 200 while ` +
        `full, /readyz 503 "${readiness.store.reason}"; ` +
        `disk freed: written by the retry ${(retriedAfterMs / 1000).toFixed(1)} s later with no request; ` +
        `kill -9 then: ${answered - counted} of ${answered} calls lost`,
    );
  }, 60_000);
});
