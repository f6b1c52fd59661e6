// The PostgreSQL store on a real, throwaway PostgreSQL server (scripts/postgres/postgresCluster.ts): the Store
// contract every store meets, then what is its own: migrations run once however many instances start
// together, a database that goes away is StoreUnavailable (never a wrong count), and the store recovers
// by itself when the database is back.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../backend/clock';
import { periodOf } from '../../backend/quota/period';
import { Quota } from '../../backend/quota/quota';
import { ChangeNotSaved } from '../../backend/store/changeNotSaved';
import { migrations } from '../../backend/store/postgres/migrations';
import { openPostgresStore } from '../../backend/store/postgres/postgresStore';
import { StoreUnavailable } from '../../backend/store/postgres/storeUnavailable';
import type { Store } from '../../backend/store/store';
import { startLostCommitAnswer } from '../support/lostCommitAnswer';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres/postgresCluster';
import { describeStoreContract, keyRecord, postOf } from './support/storeContract';

let cluster: PostgresCluster;
let databases = 0;

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.remove();
});

// A wait for a free connection as long as a loaded machine needs: a hundred charges at once queue for five
// connections, each held for a whole transaction.
const settings = (url: string) => ({ url, poolMax: 5, statementTimeoutMs: 2_000, connectTimeoutMs: 10_000 });

/** A store on a database of its own, so the tests share nothing but the server. */
async function freshStore(): Promise<{ store: Store; url: string }> {
  const url = await cluster.createDatabase(`store_${++databases}`);
  const { store } = await openPostgresStore(settings(url));
  return { store, url };
}

describeStoreContract('PostgreSQL', async () => (await freshStore()).store);

describe('PostgreSQL store: its own', () => {
  it('a charge the client gave up on while the database was frozen is not counted when the database wakes', async () => {
    const { store } = await freshStore();
    expect(await store.reserve('key_frozen', 'score', '2026-11', null)).toEqual({ granted: true, used: 1 });
    // The pooled connection is warm: the next charge goes out on it at once and the frozen server holds it unread.
    cluster.freeze();
    try {
      await expect(store.reserve('key_frozen', 'score', '2026-11', null)).rejects.toBeInstanceOf(StoreUnavailable);
    } finally {
      cluster.thaw();
    }
    // Awake, the server reads what was sent to it while frozen; an autocommit charge would run and count now.
    // A trivial read through the same server is answered only after it has read what waited before it.
    for (let i = 0; i < 3; i++) await cluster.sql('SELECT 1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await store.usage('key_frozen', '2026-11')).toEqual({ score: 1, generate: 0 });
    await store.close();
  }, 30_000);

  it('a charge whose COMMIT landed but whose answer was lost is answered 503 and taken back, once', async () => {
    const relay = await startLostCommitAnswer(cluster.port);
    const settled: string[] = [];
    let taken: () => void = () => {};
    const takenBack = new Promise<void>((resolve) => (taken = resolve));
    const url = await cluster.createDatabase(`store_${++databases}`);
    const { store } = await openPostgresStore(
      { ...settings(relay.url(url)), statementTimeoutMs: 1_000 },
      {
        onUnansweredCharge: (event) => {
          settled.push(event);
          if (event === 'taken back') taken();
        },
      },
    );
    try {
      expect(await store.reserve('key_lost', 'generate', '2026-11', 10)).toEqual({ granted: true, used: 1 });
      relay.arm();
      await expect(store.reserve('key_lost', 'generate', '2026-11', 10)).rejects.toBeInstanceOf(StoreUnavailable);
      expect(relay.lost).toBe(1);
      await takenBack;
      // The server's own count, read past the relay: the call answered 503 is not counted.
      const direct = new pg.Client({ connectionString: url });
      await direct.connect();
      try {
        const { rows } = await direct.query<{ generate: number }>('SELECT generate FROM usage WHERE key_id = $1', ['key_lost']);
        expect(rows[0]?.generate).toBe(1);
      } finally {
        await direct.end();
      }
      expect(settled).toEqual(['unanswered', 'taken back']);
      expect(await store.reserve('key_lost', 'generate', '2026-11', 10)).toEqual({ granted: true, used: 2 });
    } finally {
      await store.close();
      await relay.close();
    }
  }, 30_000);

  it('creates the schema at the first start and finds it done at the next; four instances starting together migrate once', async () => {
    const url = await cluster.createDatabase('migrations_race');
    const opened = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(settings(url))));
    const applied = opened.map((o) => o.migrated);
    const all = migrations().map((m) => m.version);
    expect(applied.filter((versions) => versions.length > 0)).toEqual([all]);
    const again = await openPostgresStore(settings(url));
    expect(again.migrated).toEqual([]);
    const { rows } = await cluster.sql(`SELECT count(*)::int AS n FROM pg_database WHERE datname = 'migrations_race'`);
    expect(rows[0].n).toBe(1);
    for (const { store } of [...opened, again]) await store.close();
    console.log(`migrations: ${all.length} applied once by one of 4 instances started together; a 5th start applied none`);
  });

  it(
    'a database that goes away is StoreUnavailable for every call (a key change: ChangeNotSaved), and ' +
      'the store recovers by itself when it is back',
    async () => {
      const { store } = await freshStore();
      await store.insertKey(keyRecord('key_aaaaaaaaaaaa', 'a'));
      expect((await store.reserve('key_aaaaaaaaaaaa', 'score', '2026-11', 20)).granted).toBe(true);
      await cluster.stop();
      try {
        await expect(store.findKeyByHash('a'.repeat(64))).rejects.toBeInstanceOf(StoreUnavailable);
        await expect(store.reserve('key_aaaaaaaaaaaa', 'score', '2026-11', 20)).rejects.toBeInstanceOf(StoreUnavailable);
        await expect(
          store.createAccount(
            { id: 'acc_1', key_id: 'key_aaaaaaaaaaaa', label: 'a', platform: 'x', created_at: '2026-11-01T00:00:00.000Z' },
            1,
          ),
        ).rejects.toBeInstanceOf(StoreUnavailable);
        const change = store.keyChange(() => store.insertKey(keyRecord('key_bbbbbbbbbbbb', 'b')));
        await expect(change).rejects.toBeInstanceOf(ChangeNotSaved);
        await expect(change).rejects.toThrow(/writing the store postgres:\/\/postgres@127\.0\.0\.1:\d+\/store_\d+ failed/);
      } finally {
        await cluster.start();
      }
      // The pool dropped its dead connections: the next calls open new ones.
      expect(await store.reserve('key_aaaaaaaaaaaa', 'score', '2026-11', 20)).toEqual({ granted: true, used: 2 });
      expect((await store.listKeys()).map((k) => k.id)).toEqual(['key_aaaaaaaaaaaa']);
      await store.close();
    },
  );

  it('a refund while the database is away is kept and made when it is back, so a failed call is not charged', async () => {
    const { store } = await freshStore();
    const quota = new Quota(store, systemClock);
    const key = { id: 'key_aaaaaaaaaaaa', tier: 'free' as const, prefix: 'tsk_aaaaaaaa' };
    const month = periodOf(new Date()).id;
    await quota.charge(key, 'score');
    const failing = await quota.charge(key, 'score');
    await cluster.stop();
    try {
      // The call failed (say, the engine), and the database is gone too: the refund waits, the caller goes on.
      await expect(failing.refund()).resolves.toBeUndefined();
      expect(quota.refunds.pending).toBe(1);
    } finally {
      await cluster.start();
    }
    const deadline = Date.now() + 15_000;
    while (quota.refunds.pending > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quota.refunds.pending).toBe(0);
    expect(await store.usage(key.id, month)).toEqual({ score: 1, generate: 0 });
    await store.close();
  });

  it('a statement slower than the statement timeout is cancelled as StoreUnavailable', async () => {
    const url = await cluster.createDatabase('slow_statements');
    const { store } = await openPostgresStore({ ...settings(url), statementTimeoutMs: 200 });
    // Another session holds the usage row's lock, so the charge waits past its timeout.
    await store.reserve('k1', 'score', '2026-11', 20);
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`UPDATE usage SET score = score WHERE key_id = 'k1'`);
      await expect(store.reserve('k1', 'score', '2026-11', 20)).rejects.toBeInstanceOf(StoreUnavailable);
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    expect(await store.usage('k1', '2026-11')).toEqual({ score: 1, generate: 0 });
    await store.close();
  });

  it('an unreachable database at open is StoreUnavailable naming the database without its password', async () => {
    const url = `postgres://preflight:hunter2-secret@127.0.0.1:1/none`;
    const opening = openPostgresStore(settings(url));
    await expect(opening).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(opening).rejects.toThrow('postgres://preflight:***@127.0.0.1:1/none');
    await expect(opening).rejects.not.toThrow('hunter2');
  });

  it(
    'migration 0003 on a database of an earlier version: text bytes counted from the stored posts, ' + 'fingerprints absent until saved',
    async () => {
      const url = await cluster.createDatabase('before_fingerprints');
      const early = new pg.Client({ connectionString: url });
      await early.connect();
      try {
        // The schema as versions 1 and 2 left it, with an account holding two posts (one of 2-byte letters).
        await early.query(
          'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        for (const migration of migrations().filter((m) => m.version <= 2)) {
          await early.query(migration.sql);
          await early.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        }
        await early.query(
          "INSERT INTO accounts (id, key_id, label, platform, created_at) VALUES ('acc_1', 'key_aaaaaaaaaaaa', 'a', 'x', now())",
        );
        const posts = [postOf('a'), { ...postOf('b'), text: 'é'.repeat(10) }];
        for (const [position, post] of posts.entries()) {
          await early.query('INSERT INTO account_posts (account_id, post_id, position, post) VALUES ($1, $2, $3, $4)', [
            'acc_1',
            post.post_id,
            position,
            JSON.stringify(post),
          ]);
        }
      } finally {
        await early.end();
      }
      const { store, migrated } = await openPostgresStore(settings(url));
      try {
        expect(migrated).toEqual(
          migrations()
            .filter((m) => m.version > 2)
            .map((m) => m.version),
        );
        expect((await store.getAccount('acc_1'))?.text_bytes).toBe('post a'.length + 20);
        expect((await store.listPostFingerprints('acc_1')).map((p) => p.fingerprint)).toEqual([null, null]);
        await store.saveFingerprints('acc_1', new Map([['a', 'a'.repeat(64)]]));
        expect((await store.listPostFingerprints('acc_1')).map((p) => p.fingerprint)).toEqual(['a'.repeat(64), null]);
        expect((await store.listPosts('acc_1')).map((p) => p.post_id)).toEqual(['a', 'b']);
      } finally {
        await store.close();
      }
    },
  );
});
