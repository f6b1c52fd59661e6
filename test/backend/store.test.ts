// The lowdb store and the one-writer lock, on real files in a temp folder.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLowdbStore, StoreFileError } from '../../backend/store/lowdbStore';
import { acquireOwnerLock, lockPathFor, readLiveLock, StoreBusy } from '../../backend/store/ownerLock';
import type { ApiKeyRecord } from '../../backend/store/store';
import { removeTempDirs, tempDir } from './support/tempDir';

afterAll(removeTempDirs);

const record = (id: string, hash: string): ApiKeyRecord => ({
  id,
  prefix: `tsk_${id.slice(-8)}`,
  hash: hash.repeat(64).slice(0, 64),
  label: id,
  tier: 'free',
  created_at: '2026-11-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
});

describe('lowdb store', () => {
  it('reserve counts up to the limit and refuses beyond it; release gives one back, never below zero', async () => {
    const store = await openLowdbStore(join(tempDir(), 's.json'));
    const granted = [];
    for (let i = 0; i < 4; i++) granted.push(await store.reserve('k1', 'score', '2026-11', 3));
    expect(granted.map((r) => [r.granted, r.used])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 3],
    ]);
    await store.release('k1', 'score', '2026-11');
    expect(await store.usage('k1', '2026-11')).toEqual({ score: 2, generate: 0 });
    await store.release('k1', 'generate', '2026-11');
    expect(await store.usage('k1', '2026-11')).toEqual({ score: 2, generate: 0 });
    expect(await store.usage('k1', '2026-12')).toEqual({ score: 0, generate: 0 });
    expect((await store.reserve('k1', 'score', '2026-11', null)).granted).toBe(true);
    await store.close();
  });

  it('creates its folder and file at open, and reads back what it wrote after close', async () => {
    const file = join(tempDir(), 'deep', 'er', 's.json');
    const store = await openLowdbStore(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, keys: [], usage: {}, accounts: {} });
    await store.insertKey(record('key_aaaaaaaaaaaa', 'a'));
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

  it('an ambiguous prefix is an error rather than a guess', async () => {
    const store = await openLowdbStore(join(tempDir(), 's.json'));
    await store.insertKey({ ...record('key_111111111111', 'b'), prefix: 'tsk_same1234' });
    await store.insertKey({ ...record('key_222222222222', 'c'), prefix: 'tsk_same1234' });
    await expect(store.findKey('tsk_same1234')).rejects.toThrow('The prefix tsk_same1234 matches 2 keys; use the id instead.');
    await store.close();
  });
});

describe('lowdb store: accounts', () => {
  const account = (id: string, keyId = 'key_aaaaaaaaaaaa') => ({ id, key_id: keyId, label: id, platform: 'x' as const, created_at: '2026-11-01T00:00:00.000Z' });
  const post = (id: string, likes = 1) => ({ post_id: id, text: `post ${id}`, posted_at: '2026-10-01T00:00:00Z', metrics: { likes, reposts: 0, replies: 0 } });

  it('a store file written before accounts existed loads with none, and takes accounts from then on', async () => {
    const file = join(tempDir(), 's.json');
    writeFileSync(file, JSON.stringify({ version: 1, keys: [record('key_aaaaaaaaaaaa', 'a')], usage: { key_aaaaaaaaaaaa: { '2026-11': { score: 3, generate: 0 } } } }));
    const store = await openLowdbStore(file);
    expect(await store.listAccounts('key_aaaaaaaaaaaa')).toEqual([]);
    expect(await store.usage('key_aaaaaaaaaaaa', '2026-11')).toEqual({ score: 3, generate: 0 });
    expect(await store.createAccount(account('acc_1'), 1)).toEqual({ created: true, count: 1 });
    await store.close();
    const again = await openLowdbStore(file);
    expect(await again.getAccount('acc_1')).toEqual({ ...account('acc_1'), posts: 0, model: null });
    await again.close();
  });

  it('createAccount refuses beyond the per-key limit; other keys are counted apart', async () => {
    const store = await openLowdbStore(join(tempDir(), 's.json'));
    expect(await store.createAccount(account('acc_1'), 2)).toEqual({ created: true, count: 1 });
    expect(await store.createAccount(account('acc_2'), 2)).toEqual({ created: true, count: 2 });
    expect(await store.createAccount(account('acc_3'), 2)).toEqual({ created: false, count: 2 });
    expect(await store.createAccount(account('acc_4', 'key_bbbbbbbbbbbb'), 2)).toEqual({ created: true, count: 1 });
    expect((await store.listAccounts('key_aaaaaaaaaaaa')).map((a) => a.id)).toEqual(['acc_1', 'acc_2']);
    expect(await store.moveAccounts('key_aaaaaaaaaaaa', 'key_cccccccccccc')).toBe(2);
    expect((await store.listAccounts('key_cccccccccccc')).map((a) => a.id)).toEqual(['acc_1', 'acc_2']);
    await store.close();
  });

  it('upsertPosts adds, replaces changed posts, leaves equal ones (whatever the key order) and stops adding at the limit', async () => {
    const store = await openLowdbStore(join(tempDir(), 's.json'));
    await store.createAccount(account('acc_1'), 1);
    expect(await store.upsertPosts('acc_1', [post('a'), post('b')], 3)).toEqual({ added: 2, updated: 0, unchanged: 0, over_limit: [] });
    const reordered = { metrics: { replies: 0, reposts: 0, likes: 1 }, posted_at: '2026-10-01T00:00:00Z', text: 'post a', post_id: 'a' };
    expect(await store.upsertPosts('acc_1', [reordered, post('b', 2), post('c'), post('d'), post('e')], 3)).toEqual({ added: 1, updated: 1, unchanged: 1, over_limit: ['d', 'e'] });
    expect((await store.listPosts('acc_1')).map((p) => [p.post_id, p.metrics.likes])).toEqual([['a', 1], ['b', 2], ['c', 1]]);
    expect(await store.upsertPosts('acc_nope', [post('a')], 3)).toBeUndefined();
    expect(await store.deleteAccount('acc_1')).toBe(true);
    expect(await store.deleteAccount('acc_1')).toBe(false);
    expect(await store.listPosts('acc_1')).toEqual([]);
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
