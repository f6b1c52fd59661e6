// SIGTERM when the store cannot be written: the real server process (`backend/serve.ts`) on a tmpfs of its own
// (support/smallDisk.ts) that is remounted read-only, or filled, while it serves. The stop still drains and gives
// everything up, exits 1 within 5 s, and writes exactly one line to stderr, which names the file and the
// system's reason; no stack trace, no temporary file left behind. Before, the lock's rewrite at the start of the
// stop threw: an uncaught exception, no drain, no final write, the lock and an empty temporary file left.
// A read-only folder keeps the lock file (nothing can be removed from it); the next server, once the folder is
// writable, takes it over at once since its holder is gone. On a full disk the lock is removed.
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { startServe, type ServeProcess } from '../backend/support/processes';
import { GOOD_POST, post } from '../backend/support/testServer';
import { scoreCountOnDisk } from './support/npmServe';
import { smallDiskRefused, startSmallDisk, type SmallDisk } from './support/smallDisk';
import { waitUntil } from './support/waitUntil';

const refused = smallDiskRefused();
let disk: SmallDisk | undefined;
let serve: ServeProcess | undefined;

afterEach(async () => {
  if (serve?.child.exitCode === null) await serve.stop('SIGKILL');
  disk?.remove();
  serve = undefined;
  disk = undefined;
});

/** A server on a fresh small disk with a key that has `calls` calls on disk. */
async function servingOnSmallDisk(
  calls: number,
): Promise<{ disk: SmallDisk; serve: ServeProcess; storeFile: string; key: string; id: string }> {
  disk = await startSmallDisk(4 << 20);
  const storeFile = `${disk.dir}/preflight.json`;
  const onDisk = disk.outside('preflight.json');
  const { key, id } = await withKeyOps(onDisk, (ops) => ops.create('stop', 'pro'));
  serve = await startServe({ PREFLIGHT_DB: storeFile }, undefined, disk.launcher);
  for (let i = 0; i < calls; i++) expect((await post(serve.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);
  await waitUntil('the calls are on disk', () => scoreCountOnDisk(onDisk, id) === calls);
  return { disk, serve, storeFile, key, id };
}

/** SIGTERM, then what the process wrote to stderr from then on, line by line, and how long it took to exit. */
async function terminate(server: ServeProcess): Promise<{ code: number | null; lines: string[]; ms: number }> {
  const before = server.stderr().length;
  const started = performance.now();
  const code = await server.stop('SIGTERM');
  const ms = performance.now() - started;
  return { code, lines: server.stderr().slice(before).split('\n').filter(Boolean), ms };
}

function theOneLine(lines: string[]): Record<string, unknown> {
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/\n\s+at /);
  return JSON.parse(lines[0] as string) as Record<string, unknown>;
}

describe.skipIf(refused !== undefined)(`SIGTERM on a disk that cannot be written${refused ? ` (skipped: ${refused})` : ''}`, () => {
  it('on a read-only folder: drains, exits 1 within 5 s with one line naming EROFS, leaves no temporary ' +
    'file; the lock it cannot remove is taken over next', async () => {
    const { disk, serve: first, storeFile, key, id } = await servingOnSmallDisk(3);
    await disk.readOnly();
    // Counted in memory; the stop cannot write them.
    expect((await post(first.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);

    const stop = await terminate(first);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeLessThan(5_000);
    const line = theOneLine(stop.lines);
    expect(line).toMatchObject({ level: 'error', signal: 'SIGTERM', file: storeFile, reason: 'the file system is read-only (EROFS)' });
    expect(String(line.message)).toMatch(/^stopped without writing the store/);
    const left = readdirSync(disk.outside(''));
    expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // Nothing can be removed from a read-only folder: the lock stays, naming a process that is gone.
    expect(left).toContain('preflight.json.lock');

    disk.writable();
    serve = await startServe({ PREFLIGHT_DB: storeFile }, undefined, disk.launcher);
    expect(scoreCountOnDisk(disk.outside('preflight.json'), id)).toBe(3);
    expect((await terminate(serve)).code).toBe(0);
    console.log(`SIGTERM on a read-only folder: exit 1 in ${stop.ms.toFixed(0)} ms, one line: ${stop.lines[0]}`);
  }, 60_000);

  it('on a full disk: drains, exits 1 within 5 s with one line naming ENOSPC, and leaves neither the lock ' +
    'nor a temporary file', async () => {
    const { disk, serve: first, storeFile, key } = await servingOnSmallDisk(2);
    disk.fill();
    expect((await post(first.url, '/api/v1/score', key, { text: GOOD_POST })).status).toBe(200);

    const stop = await terminate(first);
    expect(stop.code).toBe(1);
    expect(stop.ms).toBeLessThan(5_000);
    // A write that failed before the signal said so in its own line already; the stop adds exactly one.
    const line = theOneLine(stop.lines);
    expect(line).toMatchObject({ level: 'error', signal: 'SIGTERM', file: storeFile, reason: 'no space left on the device (ENOSPC)' });
    expect(
      readdirSync(disk.outside(''))
        .filter((name) => name !== '.filler')
        .sort(),
    ).toEqual(['preflight.json']);
    console.log(`SIGTERM on a full disk: exit 1 in ${stop.ms.toFixed(0)} ms, one line: ${stop.lines[0]}`);
  }, 60_000);

  it('with room on the disk: exits 0 with one line, and the lock gone', async () => {
    const { disk, serve: first } = await servingOnSmallDisk(1);
    const stop = await terminate(first);
    expect(stop.code).toBe(0);
    expect(theOneLine(stop.lines)).toMatchObject({ level: 'info', message: 'stopped', signal: 'SIGTERM' });
    expect(readdirSync(disk.outside(''))).toEqual(['preflight.json']);
  }, 60_000);
});
