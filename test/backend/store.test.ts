// The lowdb store and the one-writer lock, on real files in a temp folder: the Store contract every store
// meets (support/storeContract.ts), then what is the file's own.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLowdbStore, StoreFileError } from '../../backend/store/lowdb/lowdbStore';
import { acquireOwnerLock, lockPathFor, readLiveLock, StoreBusy } from '../../backend/store/lowdb/ownerLock';
import { accountOf, describeStoreContract, keyRecord } from './support/storeContract';
import { removeTempDirs, tempDir } from './support/tempDir';

afterAll(removeTempDirs);

describeStoreContract('lowdb', () => openLowdbStore(join(tempDir(), 's.json')));

describe('lowdb store', () => {
  it('creates its folder and file at open, and reads back what it wrote after close', async () => {
    const file = join(tempDir(), 'deep', 'er', 's.json');
    const store = await openLowdbStore(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, keys: [], usage: {}, accounts: {} });
    await store.insertKey(keyRecord('key_aaaaaaaaaaaa', 'a'));
    await store.reserve('key_aaaaaaaaaaaa', 'generate', '2026-11', 5);
    await store.updateKey('key_aaaaaaaaaaaa', { tier: 'pro' });
    await store.close();
    const again = await openLowdbStore(file);
    expect((await again.findKeyByHash('a'.repeat(64)))?.tier).toBe('pro');
    expect(await again.findKey('tsk_aaaaaaaa')).toMatchObject({ id: 'key_aaaaaaaaaaaa' });
    expect(await again.usage('key_aaaaaaaaaaaa', '2026-11')).toEqual({ score: 0, generate: 1 });
    await again.close();
  });

  it('does not rewrite the file when nothing changed', async () => {
    const file = join(tempDir(), 's.json');
    await (await openLowdbStore(file)).close();
    const before = statSync(file).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    const store = await openLowdbStore(file);
    await store.listKeys();
    await store.close();
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('a damaged file is refused with a message that names it', async () => {
    const file = join(tempDir(), 's.json');
    writeFileSync(file, '{"version": 1, "keys": [');
    await expect(openLowdbStore(file)).rejects.toThrow(StoreFileError);
    writeFileSync(file, JSON.stringify({ version: 1, keys: [{ id: 'x' }], usage: {} }));
    await expect(openLowdbStore(file)).rejects.toThrow(`The store ${file} has an unexpected shape at keys.0.prefix`);
  });
});

describe('lowdb store: accounts', () => {
  it('a store file written before accounts existed loads with none, and takes accounts from then on', async () => {
    const file = join(tempDir(), 's.json');
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        keys: [keyRecord('key_aaaaaaaaaaaa', 'a')],
        usage: { key_aaaaaaaaaaaa: { '2026-11': { score: 3, generate: 0 } } },
      }),
    );
    const store = await openLowdbStore(file);
    expect(await store.listAccounts('key_aaaaaaaaaaaa')).toEqual([]);
    expect(await store.usage('key_aaaaaaaaaaaa', '2026-11')).toEqual({ score: 3, generate: 0 });
    expect(await store.createAccount(accountOf('acc_1'), 1)).toEqual({ created: true, count: 1 });
    await store.close();
    const again = await openLowdbStore(file);
    expect(await again.getAccount('acc_1')).toEqual({ ...accountOf('acc_1'), posts: 0, text_bytes: 0, model: null, revision: 0 });
    await again.close();
  });

  it("loads forecasts remembered before expected_engagement carried the account's usual, and an older model as none", async () => {
    const file = join(tempDir(), 's.json');
    const band = { median: 10, lo80: 5, hi80: 20 };
    const remembered = {
      fingerprint: 'f'.repeat(64),
      scored_at: '2026-01-02T10:00:00.000Z',
      expected_engagement: {
        horizon_min: 1440,
        impressions: band,
        likes: band,
        reposts: band,
        replies: band,
        based_on_posts: 40,
        calibrated_at: '2026-01-01T10:00:00Z',
      },
      cold_start: { impressions: 989.7, likes: 2.4 },
    };
    const account = { ...accountOf('acc_1'), key_id: 'key_aaaaaaaaaaaa', model: { version: 3 }, posts: [], predictions: [remembered] };
    writeFileSync(
      file,
      JSON.stringify({ version: 1, keys: [keyRecord('key_aaaaaaaaaaaa', 'a')], usage: {}, accounts: { acc_1: account } }),
    );
    const store = await openLowdbStore(file);
    expect(await store.listPredictions('acc_1')).toEqual([remembered]);
    // A model of an older version does not parse: the service recalibrates it from the stored posts.
    expect((await store.getAccount('acc_1'))?.model).toBeNull();
    await store.close();
  });
});

describe('owner lock (one writer per file)', () => {
  it('a second server lock on the same file fails at once with StoreBusy; released, it can be taken again', async () => {
    const file = join(tempDir(), 's.json');
    const first = await acquireOwnerLock(file, 'server');
    await expect(acquireOwnerLock(file, 'server')).rejects.toBeInstanceOf(StoreBusy);
    await expect(acquireOwnerLock(file, 'cli', 50)).rejects.toBeInstanceOf(StoreBusy);
    first.release();
    expect(existsSync(lockPathFor(file))).toBe(false);
    (await acquireOwnerLock(file, 'server')).release();
  });

  it('the lock file is private (0600) and records the admin address once set', async () => {
    const file = join(tempDir(), 's.json');
    const lock = await acquireOwnerLock(file, 'server');
    lock.setAdmin({ url: 'http://127.0.0.1:1234', token: 't'.repeat(43) });
    expect(statSync(lockPathFor(file)).mode & 0o777).toBe(0o600);
    expect(readLiveLock(file)).toMatchObject({ pid: process.pid, kind: 'server', admin: { url: 'http://127.0.0.1:1234' } });
    lock.release();
  });

  it('a lock left by a dead process is taken over', async () => {
    const file = join(tempDir(), 's.json');
    // pid 2^22 + 1 is above Linux's pid_max ceiling, so no such process exists.
    writeFileSync(lockPathFor(file), JSON.stringify({ pid: 4_194_305, kind: 'server', nonce: 'dead', started_at: '2026-01-01T00:00:00Z' }));
    expect(readLiveLock(file)).toBeUndefined();
    const lock = await acquireOwnerLock(file, 'server');
    expect(readLiveLock(file)?.nonce).toBe(lock.info.nonce);
    lock.release();
  });

  it('a CLI waits for another CLI holder instead of failing', async () => {
    const file = join(tempDir(), 's.json');
    const holder = await acquireOwnerLock(file, 'cli');
    setTimeout(() => holder.release(), 100);
    const next = await acquireOwnerLock(file, 'cli', 3000);
    expect(next.info.kind).toBe('cli');
    next.release();
  });
});
