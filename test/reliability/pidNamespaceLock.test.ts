// One writer per store file across PID and network namespaces: the server runs as PID 1 of its own PID
// namespace, as in its container, while the keys CLI and a second server run elsewhere. Before, a pid from
// another namespace was judged here: the CLI called the server's lock stale, wrote the file behind it and the
// server overwrote the change within seconds; a second server (also PID 1 of its own namespace) took the file
// and half of the counted calls were lost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { lockPathFor, type LockInfo } from '../../backend/store/lowdb/ownerLock';
import type { StoreData } from '../../backend/store/lowdb/storeFile';
import { keysCliProcess, runScript } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';
import { killNamespace, namespacesRefused, startServeInNamespace, type NamespacedServe } from './support/namespaces';
import { scoreCountOnDisk } from './support/npmServe';
import { waitUntil } from './support/waitUntil';

const refused = namespacesRefused();
if (refused) console.log(`skipped: the PID-namespace lock checks need unshare: ${refused}`);

afterAll(removeTempDirs);
const running: NamespacedServe[] = [];
afterEach(() => {
  for (const serve of running.splice(0)) killNamespace(serve);
});

async function inNamespace(storeFile: string, options: { net?: boolean } = {}): Promise<NamespacedServe> {
  const serve = await startServeInNamespace({ PREFLIGHT_DB: storeFile }, options);
  running.push(serve);
  return serve;
}

const score = (url: string, key: string) => post(url, '/api/v1/score', key, { text: GOOD_POST });

const holder = (storeFile: string) => JSON.parse(readFileSync(lockPathFor(storeFile), 'utf8')) as LockInfo;

const keyOnDisk = (storeFile: string, id: string) =>
  (JSON.parse(readFileSync(storeFile, 'utf8')) as StoreData).keys.find((k) => k.id === id);

describe.skipIf(refused !== undefined)('the store lock across PID namespaces', () => {
  it(
    'the keys CLI outside the server’s PID namespace goes through its admin listener: the revocation ' +
      'takes effect and stays after the server writes again',
    async () => {
      const storeFile = join(tempDir(), 'preflight.json');
      const revoked = await withKeyOps(storeFile, (ops) => ops.create('to-revoke', 'free'));
      const counting = await withKeyOps(storeFile, (ops) => ops.create('counting', 'pro'));
      const server = await inNamespace(storeFile);
      const lock = holder(storeFile);
      expect(lock.pid).toBe(1); // as the server's own namespace numbers it
      expect((await score(server.url, revoked.key)).status).toBe(200);

      const cli = await keysCliProcess(storeFile, 'revoke', revoked.id);
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stdout).toContain(`Revoked: ${revoked.id}`);
      expect((await score(server.url, revoked.key)).status).toBe(401);

      // The server writes the file again (five counted calls reach the disk): the revocation is still there.
      for (let i = 0; i < 5; i++) expect((await score(server.url, counting.key)).status).toBe(200);
      await waitUntil('the server has written its five calls', () => scoreCountOnDisk(storeFile, counting.id) === 5);
      expect(keyOnDisk(storeFile, revoked.id)?.revoked_at).toEqual(expect.any(String));
      expect(holder(storeFile).nonce).toBe(lock.nonce); // nobody took the lock over
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(keyOnDisk(storeFile, revoked.id)?.revoked_at).toEqual(expect.any(String));
    },
  );

  it(
    'with the server in its own network namespace too, the CLI refuses and says where to run it; nothing ' + 'changes; run there, it works',
    async () => {
      const storeFile = join(tempDir(), 'preflight.json');
      const kept = await withKeyOps(storeFile, (ops) => ops.create('kept', 'free'));
      const server = await inNamespace(storeFile, { net: true });
      const storeBefore = readFileSync(storeFile, 'utf8');
      const lockBefore = holder(storeFile);

      const startedAt = performance.now();
      const cli = await keysCliProcess(storeFile, 'revoke', kept.id);
      const refusedInMs = Math.round(performance.now() - startedAt);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toBe('');
      const lines = cli.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          String.raw`^A Preflight server \(pid 1 in another container or PID namespace, host .+\) serves .+, but its ` +
            String.raw`admin listener \(http:\/\/127\.0\.0\.1:\d+\) cannot be reached from here`,
        ),
      );
      expect(lines[0]).toContain('Nothing was changed.');
      expect(lines[0]).toContain('docker compose exec SERVICE npm run keys -- …');
      expect(readFileSync(storeFile, 'utf8')).toBe(storeBefore);
      expect(holder(storeFile)).toEqual(lockBefore);

      // Where the server runs (its network namespace, as `docker compose exec` would put it), the same command works.
      const inside = await runScript('backend/cli/keys.ts', ['revoke', kept.id], { PREFLIGHT_DB: storeFile }, [
        'nsenter',
        `--target=${server.hostPid}`,
        '--net',
      ]);
      console.log(
        `network namespace: the CLI refused in ${refusedInMs} ms (exit ${cli.code}); run inside the server's ` +
          `network namespace it exited ${inside.code}`,
      );
      expect(inside.code, inside.stderr).toBe(0);
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(keyOnDisk(storeFile, kept.id)?.revoked_at).toEqual(expect.any(String));
    },
  );

  it('a second server, PID 1 of another PID namespace, is refused with one line, and the first counts every call exactly', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const { key, id } = await withKeyOps(storeFile, (ops) => ops.create('counting', 'pro'));
    const first = await inNamespace(storeFile);
    const answered = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await score(first.url, key)).status).toBe(200);
    };
    await answered(100);

    const startedAt = performance.now();
    const second = await startServeInNamespace({ PREFLIGHT_DB: storeFile }).then(
      (serve) => {
        running.push(serve);
        return { code: 0, stderr: 'it started' };
      },
      (error: Error) => ({ code: 1, stderr: error.message.replace(/^serve exited with \d+ before listening: /, '') }),
    );
    const refusedInMs = Math.round(performance.now() - startedAt);
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        String.raw`^Another Preflight server \(pid 1 in another container or PID namespace, host .+\) already serves ` +
          String.raw`.+; stop it or set PREFLIGHT_DB to another file\.$`,
      ),
    );

    await answered(100);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(scoreCountOnDisk(storeFile, id)).toBe(200);
    console.log(
      `second server in another PID namespace: refused in ${refusedInMs} ms (start-up included); 200 calls ` +
        `answered by the first, 200 counted on disk`,
    );
  });
});
