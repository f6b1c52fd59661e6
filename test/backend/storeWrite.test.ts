// How the lowdb store writes its file: a round trip of every kind of record, a 10,000-key store
// written over many turns of the event loop from a snapshot taken when the write began, a failed write
// retried, and flush() waiting for the write that holds its changes. On real files in a temp folder; no
// timing assertions (the longest pause is reported as an annotation, not checked).
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountPost } from '../../shared/account/accountPost';
import { calibrateAccount } from '../../shared/account/calibrateAccount';
import { openLowdbStore } from '../../backend/store/lowdb/lowdbStore';
import type { ApiKeyRecord, PredictionRecord } from '../../backend/store/store';
import { StoreData } from '../../backend/store/lowdb/storeFile';
import type { HealthChange } from '../../backend/store/storeHealth';
import { removeTempDirs, tempDir } from './support/tempDir';

afterAll(removeTempDirs);

const keyId = (i: number) => `key_${i.toString(16).padStart(12, '0')}`;

const keyRecord = (i: number): ApiKeyRecord => ({
  id: keyId(i),
  prefix: `tsk_${i.toString(16).padStart(8, '0')}`,
  hash: i.toString(16).padStart(64, '0'),
  label: `key "${i}"`,
  tier: 'builder',
  created_at: '2026-11-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
});

const post = (i: number, extra: Partial<AccountPost> = {}): AccountPost => ({
  post_id: `p${i}`,
  text: `Post ${i}: what we learned shipping, with "quotes", a \\ backslash and a line\nbreak ✓`,
  posted_at: new Date(Date.UTC(2026, 9, 1) + i * 3_600_000).toISOString(),
  metrics: { impressions: 1000 + i, likes: 10 + (i % 7), reposts: i % 3, replies: i % 5 },
  ...extra,
});

const prediction = (i: number): PredictionRecord => ({
  fingerprint: i.toString(16).padStart(64, 'a'),
  scored_at: '2026-11-02T00:00:00.000Z',
  expected_engagement: null,
  cold_start: { impressions: 120.5, likes: 3 },
});

const account = (id: string, key: string) => ({
  id,
  key_id: key,
  label: id,
  platform: 'x' as const,
  created_at: '2026-11-01T00:00:00.000Z',
});

const readFile = (file: string) => StoreData.parse(JSON.parse(readFileSync(file, 'utf8')));

/** Runs `each` once per turn of the event loop until stopped, and keeps the longest pause between two turns. */
function everyTurn(each: (turn: number) => void): { stop(): { turns: number; longestPauseMs: number } } {
  let turns = 0;
  let running = true;
  let last = performance.now();
  let longestPauseMs = 0;
  const tick = () => {
    const now = performance.now();
    longestPauseMs = Math.max(longestPauseMs, now - last);
    last = now;
    if (!running) return;
    each(turns++);
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      running = false;
      return { turns, longestPauseMs };
    },
  };
}

describe('lowdb store: writing the file', () => {
  it('reads back every kind of record it wrote: keys, usage over months, accounts with posts, a model and predictions', async () => {
    const file = join(tempDir(), 's.json');
    const store = await openLowdbStore(file);
    for (let i = 0; i < 3; i++) await store.insertKey(keyRecord(i));
    await store.updateKey(keyId(1), { revoked_at: '2026-11-03T00:00:00.000Z', tier: 'pro', last_used_at: '2026-11-02T10:00:00.000Z' });
    await store.reserve(keyId(0), 'score', '2026-10', null);
    await store.reserve(keyId(0), 'generate', '2026-11', null);
    await store.reserve(keyId(2), 'score', '2026-11', null);
    await store.createAccount(account('acc_full', keyId(0)), 5);
    await store.createAccount(account('acc_empty', keyId(0)), 5);
    const posts = [
      post(0, { followers: 1200, snapshots: [{ age_min: 60, impressions: 400, likes: 4 }] }),
      ...Array.from({ length: 59 }, (_, i) => post(i + 1)),
    ];
    await store.upsertPosts('acc_full', posts, 100);
    const model = calibrateAccount(posts, { platform: 'x' });
    await store.saveModel('acc_full', model);
    for (let i = 0; i < 3; i++) await store.addPrediction('acc_full', prediction(i), 10);
    const expected = {
      keys: await store.listKeys(),
      usage: [await store.usage(keyId(0), '2026-10'), await store.usage(keyId(0), '2026-11'), await store.usage(keyId(2), '2026-11')],
      accounts: [await store.getAccount('acc_full'), await store.getAccount('acc_empty')],
      posts: await store.listPosts('acc_full'),
      predictions: await store.listPredictions('acc_full'),
    };
    await store.close();

    const again = await openLowdbStore(file);
    expect({
      keys: await again.listKeys(),
      usage: [await again.usage(keyId(0), '2026-10'), await again.usage(keyId(0), '2026-11'), await again.usage(keyId(2), '2026-11')],
      accounts: [await again.getAccount('acc_full'), await again.getAccount('acc_empty')],
      posts: await again.listPosts('acc_full'),
      predictions: await again.listPredictions('acc_full'),
    }).toEqual(expected);
    expect(expected.accounts[0]?.model).toEqual(model);
    await again.close();

    // Plain JSON in the StoreData shape, one record per line: a key, a key's usage, a post, a prediction.
    const text = readFileSync(file, 'utf8');
    const data = readFile(file);
    expect(Object.keys(data.usage)).toEqual([keyId(0), keyId(2)]);
    expect(Object.keys(data.accounts)).toEqual(['acc_full', 'acc_empty']);
    expect(data.accounts.acc_empty).toMatchObject({ posts: [], predictions: [], model: null });
    const lines = text.split('\n');
    for (const key of expected.keys) expect(lines).toContain(`${key.id === keyId(0) ? '' : ','}${JSON.stringify(key)}`);
    for (const [i, p] of expected.posts.entries()) expect(lines).toContain(`${i === 0 ? '' : ','}${JSON.stringify(p)}`);
  });

  it('writes a 10,000-key store over many turns of the event loop, from a snapshot taken when the write began', async ({ annotate }) => {
    const file = join(tempDir(), 's.json');
    const store = await openLowdbStore(file, { flushIntervalMs: 60_000 });
    const KEYS = 10_000;
    for (let i = 0; i < KEYS; i++) {
      await store.insertKey(keyRecord(i));
      await store.reserve(keyId(i), 'score', '2026-11', null);
    }
    await store.createAccount(account('acc_1', keyId(0)), 5);
    await store.upsertPosts(
      'acc_1',
      Array.from({ length: 3_000 }, (_, i) => post(i)),
      100_000,
    );
    await store.flush();

    // While the next write runs, every turn counts one more call for the first and the last key; the first
    // turn also rotates key 0 (a new key, its accounts moved to it, key 0 revoked), as `keys rotate` does.
    await store.reserve(keyId(0), 'generate', '2026-11', null);
    const rotated = keyRecord(KEYS);
    const turns = everyTurn((turn) => {
      void store.reserve(keyId(0), 'score', '2026-11', null);
      void store.reserve(keyId(KEYS - 1), 'score', '2026-11', null);
      if (turn === 0) {
        void store.insertKey(rotated);
        void store.reserve(rotated.id, 'score', '2026-11', null);
        void store.moveAccounts(keyId(0), rotated.id);
        void store.updateKey(keyId(0), { revoked_at: '2026-11-05T00:00:00.000Z' });
      }
    });
    let seen: { turns: number; longestPauseMs: number };
    try {
      await store.flush();
    } finally {
      seen = turns.stop();
    }
    await annotate(`${seen.turns} turns of the event loop during the write; longest pause ${seen.longestPauseMs.toFixed(1)} ms`);

    const written = readFile(file);
    // Keys and accounts as they were when the write began: the rotation is in neither, nor is its key's usage.
    expect(written.keys).toHaveLength(KEYS);
    expect(written.keys[0]?.revoked_at).toBeNull();
    expect(written.accounts.acc_1?.key_id).toBe(keyId(0));
    expect(written.accounts.acc_1?.posts).toHaveLength(3_000);
    expect(written.usage[rotated.id]).toBeUndefined();
    // Counts are read as the write reaches them (storeSnapshot.ts): the last key's usage line was made turns
    // after the first key's, so it holds more of the calls counted meanwhile.
    const first = written.usage[keyId(0)]?.['2026-11'];
    const last = written.usage[keyId(KEYS - 1)]?.['2026-11'];
    expect(first?.generate).toBe(1);
    expect((last?.score ?? 0) - (first?.score ?? 0)).toBeGreaterThanOrEqual(1);

    // The changes made during the write are in the next one, whole.
    await store.close();
    const next = readFile(file);
    expect(next.keys).toHaveLength(KEYS + 1);
    expect(next.keys[0]?.revoked_at).toBe('2026-11-05T00:00:00.000Z');
    expect(next.accounts.acc_1?.key_id).toBe(rotated.id);
    expect(next.usage[rotated.id]?.['2026-11']?.score).toBe(1);
    expect(next.usage[keyId(0)]?.['2026-11']?.score).toBe(1 + seen.turns);
    expect(next.usage[keyId(KEYS - 1)]?.['2026-11']?.score).toBe(1 + seen.turns);
  });

  it('a failed write leaves the old file, and the changes are written by the next flush', async () => {
    const dir = tempDir();
    const file = join(dir, 's.json');
    const store = await openLowdbStore(file, { flushIntervalMs: 60_000 });
    await store.insertKey(keyRecord(1));
    await store.flush();
    await store.insertKey(keyRecord(2));
    mkdirSync(join(dir, '.s.json.tmp')); // where the new file is written first: writing it fails
    await expect(store.flush()).rejects.toThrow();
    expect(readFile(file).keys.map((k) => k.id)).toEqual([keyId(1)]);
    rmdirSync(join(dir, '.s.json.tmp'));
    await store.close();
    expect(readFile(file).keys.map((k) => k.id)).toEqual([keyId(1), keyId(2)]);
  });

  it(
    'a failed timed write is retried by itself, with no further change, until it succeeds; the health ' + 'says failing meanwhile',
    async () => {
      const dir = tempDir();
      const file = join(dir, 's.json');
      const changes: HealthChange[] = [];
      let recovered!: () => void;
      const ok = new Promise<void>((resolve) => (recovered = resolve));
      const store = await openLowdbStore(file, {
        flushIntervalMs: 10,
        onHealthChange: (change) => {
          changes.push(change);
          if (change.health.status === 'ok') recovered();
        },
      });
      mkdirSync(join(dir, '.s.json.tmp'));
      await store.insertKey(keyRecord(1)); // the timed write fails
      while (changes.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(store.health()).toMatchObject({
        status: 'failing',
        reason: expect.stringMatching(/^the store file cannot be written: .*EISDIR\)$/),
      });
      expect(readFile(file).keys).toEqual([]);
      rmdirSync(join(dir, '.s.json.tmp')); // room again: nothing else happens in the store
      await ok;
      expect(readFile(file).keys.map((k) => k.id)).toEqual([keyId(1)]);
      expect(store.health()).toEqual({ status: 'ok', since: null, reason: null });
      expect(changes.map((c) => c.health.status)).toEqual(['failing', 'ok']);
      await store.close();
    },
  );

  it('flush() returns once its changes are on disk, even when another flush started the write before them', async () => {
    const file = join(tempDir(), 's.json');
    const store = await openLowdbStore(file, { flushIntervalMs: 60_000 });
    await store.insertKey(keyRecord(1));
    const writingFirst = store.flush();
    await store.insertKey(keyRecord(2));
    const waitingSecond = store.flush();
    await store.insertKey(keyRecord(3));
    const waitingThird = store.flush();
    await waitingThird;
    expect(readFile(file).keys.map((k) => k.id)).toEqual([keyId(1), keyId(2), keyId(3)]);
    await Promise.all([writingFirst, waitingSecond]);
    await store.close();
  });
});
