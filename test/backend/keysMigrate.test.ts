// `npm run keys -- migrate --to URL`: a real lowdb file copied into a real, throwaway PostgreSQL
// (scripts/postgres/postgresCluster.ts), then compared store to store through the Store interface. Run twice,
// it copies nothing the second time; it refuses a file a server holds, a URL that is not postgres, and a
// database it cannot reach (without printing its password).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrateAccount } from '../../shared/account/calibrateAccount';
import { hashKey } from '../../backend/auth/apiKey';
import { runKeys } from '../../backend/cli/runKeys';
import { periodOf } from '../../backend/quota/period';
import { openLowdbStore } from '../../backend/store/lowdb/lowdbStore';
import { acquireOwnerLock } from '../../backend/store/lowdb/ownerLock';
import type { ImportReport } from '../../backend/store/postgres/importStoreData';
import { openPostgresStore } from '../../backend/store/postgres/postgresStore';
import type { PredictionRecord, Store } from '../../backend/store/store';
import { recordOutput } from '../support/logAudit';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres/postgresCluster';
import { keysCli, type Finished } from './support/processes';
import { accountOf, postOf } from './support/storeContract';
import { removeTempDirs, tempDir } from './support/tempDir';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.remove();
  removeTempDirs();
});

const settings = (url: string) => ({ url, poolMax: 2, statementTimeoutMs: 5_000, connectTimeoutMs: 2_000 });
const current = periodOf(new Date()).id;
const OLD_PERIOD = '2020-01';

const prediction = (i: number): PredictionRecord => ({
  fingerprint: String(i).repeat(64).slice(0, 64),
  scored_at: `2026-11-0${i + 1}T00:00:00.000Z`,
  expected_engagement: null,
  cold_start: { impressions: 100 + i, likes: i },
});

interface CreatedKey {
  key: string;
  id: string;
}

async function createKey(file: string, label: string, tier = 'free'): Promise<CreatedKey> {
  const created = await keysCli(file, 'create', '--label', label, '--tier', tier, '--json');
  expect(created.code).toBe(0);
  return JSON.parse(created.stdout) as CreatedKey;
}

/**
 * A lowdb file as a server leaves it: three keys (one revoked), 57 calls this month over two keys and some
 * last year, and three accounts, created in an order their ids do not sort in.
 */
async function buildFile(file: string): Promise<{ keys: CreatedKey[] }> {
  const keys = [await createKey(file, 'alpha', 'builder'), await createKey(file, 'beta'), await createKey(file, 'gamma', 'pro')];
  expect((await keysCli(file, 'revoke', keys[2]!.id)).code).toBe(0);
  const store = await openLowdbStore(file);
  try {
    for (let i = 0; i < 30; i++) await store.reserve(keys[0]!.id, 'score', current, null);
    for (let i = 0; i < 7; i++) await store.reserve(keys[0]!.id, 'generate', current, null);
    for (let i = 0; i < 20; i++) await store.reserve(keys[1]!.id, 'score', current, null);
    for (let i = 0; i < 9; i++) await store.reserve(keys[0]!.id, 'score', OLD_PERIOD, null);
    await store.createAccount(accountOf('acc_ffffffffffffffff', keys[0]!.id), 10);
    await store.createAccount(accountOf('acc_0000000000000000', keys[0]!.id), 10);
    await store.createAccount(accountOf('acc_5555555555555555', keys[1]!.id), 10);
    const posts = Array.from({ length: 40 }, (_, i) => ({
      ...postOf(`p${i}`, i),
      posted_at: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T12:00:00Z`,
    }));
    await store.upsertPosts('acc_ffffffffffffffff', posts, 100);
    // Replaced: keeps its place.
    await store.upsertPosts('acc_ffffffffffffffff', [{ ...posts[5]!, metrics: { likes: 99, reposts: 1, replies: 2 } }], 100);
    await store.saveModel('acc_ffffffffffffffff', calibrateAccount(posts, { platform: 'x' }));
    for (let i = 0; i < 3; i++) await store.addPrediction('acc_ffffffffffffffff', prediction(i), 10);
    await store.upsertPosts('acc_0000000000000000', [postOf('q1'), postOf('q0')], 100);
  } finally {
    await store.close();
  }
  return { keys };
}

/** Everything a store holds that migrate copies, read through the Store interface. */
async function contents(store: Store, keyIds: string[], accountIds: string[]) {
  const keys = (await store.listKeys()).sort((a, b) => a.id.localeCompare(b.id));
  const usage = await Promise.all(
    keyIds.map(async (id) => [id, await store.usage(id, current), await store.usage(id, OLD_PERIOD)] as const),
  );
  const accounts = await Promise.all(keyIds.map((id) => store.listAccounts(id)));
  const histories = await Promise.all(
    accountIds.map(async (id) => [id, await store.listPosts(id), await store.listPredictions(id)] as const),
  );
  return { keys, usage, accounts, histories };
}

const report = (result: Finished) => JSON.parse(result.stdout) as ImportReport;

describe('npm run keys -- migrate --to URL', () => {
  it('copies keys, this month’s usage and accounts into PostgreSQL; a second run copies nothing and changes nothing', async () => {
    const file = join(tempDir(), 'preflight.json');
    const { keys } = await buildFile(file);
    const keyIds = keys.map((k) => k.id);
    const accountIds = ['acc_ffffffffffffffff', 'acc_0000000000000000', 'acc_5555555555555555'];
    const url = await cluster.createDatabase('migrate_twice');

    const first = await keysCli(file, 'migrate', '--to', url, '--json');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(report(first)).toEqual({
      into: url,
      keys: { copied: 3, already: 0 },
      usage: { period: current, copied: 2, already: 0, calls: 57 },
      accounts: { copied: 3, already: 0 },
      posts: { copied: 42 },
      predictions: { copied: 3 },
    });

    const lowdb = await openLowdbStore(file);
    const expected = await contents(lowdb, keyIds, accountIds);
    const models = await Promise.all(accountIds.map(async (id) => (await lowdb.getAccount(id))?.model));
    await lowdb.close();
    const { store: pg } = await openPostgresStore(settings(url));
    try {
      const copied = await contents(pg, keyIds, accountIds);
      // The old month stays behind: quotas count per month, so it limits nothing.
      expect(copied.usage.map(([, , old]) => old)).toEqual(keyIds.map(() => ({ score: 0, generate: 0 })));
      expect({ ...copied, usage: copied.usage.map(([id, now]) => [id, now]) }).toEqual({
        ...expected,
        usage: expected.usage.map(([id, now]) => [id, now]),
      });
      expect(copied.usage[0]![1]).toEqual({ score: 30, generate: 7 });
      // In the order of creation, not of the ids.
      expect(copied.accounts[0]!.map((a) => a.id)).toEqual(['acc_ffffffffffffffff', 'acc_0000000000000000']);
      expect(copied.histories[0]![1][5]!.metrics.likes).toBe(99);
      expect(await Promise.all(accountIds.map(async (id) => (await pg.getAccount(id))?.model))).toEqual(models);
      expect(models[0]).not.toBeNull();
      // A key the CLI issued in the file authenticates against the database; the revoked one is revoked there.
      expect((await pg.findKeyByHash(hashKey(keys[0]!.key)))?.id).toBe(keys[0]!.id);
      expect((await pg.findKeyByHash(hashKey(keys[2]!.key)))?.revoked_at).not.toBeNull();

      // Meanwhile, on the database: a call counted and a key revoked. A second run must keep both.
      await pg.reserve(keyIds[0]!, 'score', current, null);
      await pg.updateKey(keyIds[1]!, { revoked_at: '2026-11-20T00:00:00.000Z' });
      const before = await contents(pg, keyIds, accountIds);

      // DATABASE_URL is not the source, nor the target: it names a database that cannot be reached.
      const second = await migrate(file, url, { DATABASE_URL: 'postgres://u:pw@127.0.0.1:1/elsewhere' });
      expect(second.code).toBe(0);
      expect(second.stdout).toContain(
        `Copied 0 keys (3 already there), usage of ${current} for 0 keys (0 calls), 0 accounts (3 already ` +
          `there) with 0 posts and 0 predictions`,
      );
      expect(second.stdout).toContain('Nothing to copy: everything was already there.');
      expect(await contents(pg, keyIds, accountIds)).toEqual(before);
      expect(before.usage[0]![1]).toEqual({ score: 31, generate: 7 }); // not lowered to the file's 30, not doubled to 61

      // Calls counted in the file since: a third run raises the count to the file's, adding only the difference.
      const lowdbAgain = await openLowdbStore(file);
      for (let i = 0; i < 5; i++) await lowdbAgain.reserve(keyIds[1]!, 'generate', current, null);
      await lowdbAgain.close();
      const third = report(await keysCli(file, 'migrate', '--to', url, '--json'));
      expect(third.usage).toEqual({ period: current, copied: 1, already: 1, calls: 5 });
      expect(await pg.usage(keyIds[1]!, current)).toEqual({ score: 20, generate: 5 });
      const r = report(first);
      console.log(
        `migrate: ${r.keys.copied} keys, ${r.usage.calls} calls, ${r.accounts.copied} accounts, ` +
          `${r.posts.copied} posts, ${r.predictions.copied} predictions copied; ` +
          `second run: nothing copied (a count the database raised and a key it revoked kept); third run: ` +
          `${third.usage.calls} new calls copied`,
      );
    } finally {
      await pg.close();
    }
  });

  it('prints a readable summary with the password hidden', async () => {
    const file = join(tempDir(), 'preflight.json');
    await createKey(file, 'solo');
    const url = (await cluster.createDatabase('migrate_text')).replace('postgres@', 'postgres:hunter2@'); // trust auth ignores it
    const result = await keysCli(file, 'migrate', '--to', url);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Copied 1 key (0 already there), usage of ${current} for 0 keys (0 calls), 0 accounts (0 already ` +
        `there) with 0 posts and 0 predictions into ${url.replace('hunter2', '***')}.\n`,
    );
  });

  it('refuses a file a server holds, telling the operator to stop it first', async () => {
    const file = join(tempDir(), 'preflight.json');
    await createKey(file, 'held');
    const lock = await acquireOwnerLock(file, 'server');
    try {
      const result = await keysCli(file, 'migrate', '--to', await cluster.createDatabase('migrate_held'));
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `A Preflight server (pid ${process.pid}) serves ${file}. Stop it first, then migrate: calls it ` +
          `counts during the copy would be lost.\n`,
      );
    } finally {
      lock.release();
    }
  });

  it('bad usage exits 2; a missing file or an unreachable database exits 1 with one line, never the password', async () => {
    const file = join(tempDir(), 'preflight.json');
    const notUrl = await keysCli(file, 'migrate', '--to', 'notaurl');
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr).toContain('--to must be a postgres:// or postgresql:// URL');

    const missing = await keysCli(file, 'migrate', '--to', 'postgres://u:secretpw@127.0.0.1:1/x');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`No store at ${file} to migrate; set PREFLIGHT_DB to the file to copy.\n`);

    await createKey(file, 'stranded');
    const away = await keysCli(file, 'migrate', '--to', 'postgres://u:secretpw@127.0.0.1:1/x');
    expect(away.code).toBe(1);
    expect(away.stderr).toMatch(/^The database postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/x cannot be reached \(.+\); nothing was copied\.\n$/);
    expect(away.stderr).not.toContain('secretpw');
  });
});

/** The CLI in-process with more of the environment than keysCli passes. */
async function migrate(file: string, url: string, env: Record<string, string>): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  const code = await runKeys({
    argv: ['migrate', '--to', url],
    env: { PREFLIGHT_DB: file, ...env },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  recordOutput('keys CLI stderr', stderr);
  return { code, stdout, stderr };
}
