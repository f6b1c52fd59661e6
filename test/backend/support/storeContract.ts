// The Store contract (backend/store/store.ts), one suite run against every store: the lowdb file
// (store.test.ts) and PostgreSQL (postgresStore.test.ts). What a route or the CLI may rely on, whichever
// store the operator picked; the stores' own concerns (a file's shape, a lost database) are tested beside.
import { describe, expect, it } from 'vitest';
import { calibrateAccount } from '../../../shared/account/calibrateAccount';
import type { AccountPost } from '../../../shared/account/accountPost';
import type { ApiKeyRecord, PredictionRecord, Store } from '../../../backend/store/store';

export const keyRecord = (id: string, hash: string, patch: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id,
  prefix: `tsk_${id.slice(-8)}`,
  hash: hash.repeat(64).slice(0, 64),
  label: id,
  tier: 'free',
  created_at: '2026-11-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...patch,
});

export const accountOf = (id: string, keyId = 'key_aaaaaaaaaaaa') => ({
  id,
  key_id: keyId,
  label: id,
  platform: 'x' as const,
  created_at: '2026-11-01T00:00:00.000Z',
});

export const postOf = (id: string, likes = 1): AccountPost => ({
  post_id: id,
  text: `post ${id}`,
  posted_at: '2026-10-01T00:00:00Z',
  metrics: { likes, reposts: 0, replies: 0 },
});

const prediction = (i: number): PredictionRecord => ({
  fingerprint: String(i).repeat(64).slice(0, 64),
  scored_at: `2026-11-0${i + 1}T00:00:00.000Z`,
  expected_engagement: null,
  cold_start: { impressions: 100 + i, likes: i },
});

/** Opens an empty store of the kind under test; the suite closes it. */
export type OpenEmptyStore = () => Promise<Store>;

export function describeStoreContract(name: string, open: OpenEmptyStore): void {
  const withStore = (run: (store: Store) => Promise<void>) => async () => {
    const store = await open();
    try {
      await run(store);
    } finally {
      await store.close();
    }
  };

  describe(`${name} store: the Store contract`, () => {
    it(
      'reserve counts up to the limit and refuses beyond it; release gives one back, never below zero; months apart',
      withStore(async (store) => {
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
        expect(await store.reserve('k1', 'generate', '2026-11', 0)).toEqual({ granted: false, used: 0 });
      }),
    );

    it(
      '100 concurrent reserves against a limit of 20 grant exactly 20, and the count is 20',
      withStore(async (store) => {
        const results = await Promise.all(Array.from({ length: 100 }, () => store.reserve('k2', 'score', '2026-11', 20)));
        expect(results.filter((r) => r.granted)).toHaveLength(20);
        expect(
          results
            .filter((r) => r.granted)
            .map((r) => r.used)
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        expect(await store.usage('k2', '2026-11')).toEqual({ score: 20, generate: 0 });
      }),
    );

    it(
      'keys: found by hash, id or prefix, listed, updated field by field; a duplicate is refused; an ambiguous prefix is an error',
      withStore(async (store) => {
        await store.insertKey(keyRecord('key_aaaaaaaaaaaa', 'a'));
        await store.insertKey(keyRecord('key_bbbbbbbbbbbb', 'b', { tier: 'builder' }));
        expect(await store.findKeyByHash('a'.repeat(64))).toEqual(keyRecord('key_aaaaaaaaaaaa', 'a'));
        expect(await store.findKeyByHash('f'.repeat(64))).toBeUndefined();
        expect(await store.findKey('key_bbbbbbbbbbbb')).toEqual(keyRecord('key_bbbbbbbbbbbb', 'b', { tier: 'builder' }));
        expect(await store.findKey('tsk_aaaaaaaa')).toMatchObject({ id: 'key_aaaaaaaaaaaa' });
        expect(await store.findKey('tsk_nothere')).toBeUndefined();
        await expect(store.insertKey(keyRecord('key_aaaaaaaaaaaa', 'c'))).rejects.toThrow('already exists');
        const updated = await store.updateKey('key_aaaaaaaaaaaa', { tier: 'pro', last_used_at: '2026-11-02T10:00:00.000Z' });
        expect(updated).toEqual(keyRecord('key_aaaaaaaaaaaa', 'a', { tier: 'pro', last_used_at: '2026-11-02T10:00:00.000Z' }));
        await store.updateKey('key_aaaaaaaaaaaa', { revoked_at: '2026-11-03T00:00:00.000Z' });
        expect(await store.findKeyByHash('a'.repeat(64))).toMatchObject({
          tier: 'pro',
          revoked_at: '2026-11-03T00:00:00.000Z',
          last_used_at: '2026-11-02T10:00:00.000Z',
        });
        await expect(store.updateKey('key_nothere0000', { tier: 'pro' })).rejects.toThrow('No key with id key_nothere0000');
        expect((await store.listKeys()).map((k) => k.id)).toEqual(['key_aaaaaaaaaaaa', 'key_bbbbbbbbbbbb']);
        await store.insertKey({ ...keyRecord('key_111111111111', 'd'), prefix: 'tsk_same1234' });
        await store.insertKey({ ...keyRecord('key_222222222222', 'e'), prefix: 'tsk_same1234' });
        await expect(store.findKey('tsk_same1234')).rejects.toThrow('The prefix tsk_same1234 matches 2 keys; use the id instead.');
      }),
    );

    it(
      'keyChange is all or nothing: a change that throws part way leaves no trace, one that returns is kept',
      withStore(async (store) => {
        await store.insertKey(keyRecord('key_aaaaaaaaaaaa', 'a'));
        await expect(
          store.keyChange(async () => {
            await store.insertKey(keyRecord('key_bbbbbbbbbbbb', 'b'));
            await store.updateKey('key_aaaaaaaaaaaa', { revoked_at: '2026-11-03T00:00:00.000Z' });
            throw new Error('the operator gave an unknown tier');
          }),
        ).rejects.toThrow('the operator gave an unknown tier');
        expect((await store.listKeys()).map((k) => [k.id, k.revoked_at])).toEqual([['key_aaaaaaaaaaaa', null]]);
        const created = await store.keyChange(async () => {
          await store.insertKey(keyRecord('key_cccccccccccc', 'c'));
          await store.updateKey('key_aaaaaaaaaaaa', { revoked_at: '2026-11-03T00:00:00.000Z' });
          return 'rotated';
        });
        expect(created).toBe('rotated');
        expect((await store.listKeys()).map((k) => [k.id, k.revoked_at])).toEqual([
          ['key_aaaaaaaaaaaa', '2026-11-03T00:00:00.000Z'],
          ['key_cccccccccccc', null],
        ]);
      }),
    );

    it(
      'accounts: created up to the per-key limit (also when asked concurrently), listed oldest first, moved, deleted with their posts',
      withStore(async (store) => {
        expect(await store.createAccount(accountOf('acc_1'), 2)).toEqual({ created: true, count: 1 });
        expect(await store.createAccount(accountOf('acc_2'), 2)).toEqual({ created: true, count: 2 });
        expect(await store.createAccount(accountOf('acc_3'), 2)).toEqual({ created: false, count: 2 });
        expect(await store.createAccount(accountOf('acc_4', 'key_bbbbbbbbbbbb'), 2)).toEqual({ created: true, count: 1 });
        expect(await store.getAccount('acc_1')).toEqual({ ...accountOf('acc_1'), posts: 0, text_bytes: 0, model: null, revision: 0 });
        expect(await store.getAccount('acc_3')).toBeUndefined();
        expect((await store.listAccounts('key_aaaaaaaaaaaa')).map((a) => a.id)).toEqual(['acc_1', 'acc_2']);
        expect(await store.moveAccounts('key_aaaaaaaaaaaa', 'key_cccccccccccc')).toBe(2);
        expect((await store.listAccounts('key_cccccccccccc')).map((a) => a.id)).toEqual(['acc_1', 'acc_2']);
        expect(await store.listAccounts('key_aaaaaaaaaaaa')).toEqual([]);

        const racing = await Promise.all(
          Array.from({ length: 10 }, (_, i) => store.createAccount(accountOf(`acc_r${i}`, 'key_dddddddddddd'), 3)),
        );
        expect(racing.filter((r) => r.created)).toHaveLength(3);
        expect(await store.listAccounts('key_dddddddddddd')).toHaveLength(3);

        await store.upsertPosts('acc_1', [postOf('a')], 10);
        await store.addPrediction('acc_1', prediction(0), 5);
        expect(await store.deleteAccount('acc_1')).toBe(true);
        expect(await store.deleteAccount('acc_1')).toBe(false);
        expect(await store.listPosts('acc_1')).toEqual([]);
        expect(await store.listPredictions('acc_1')).toEqual([]);
      }),
    );

    it(
      'upsertPosts adds, replaces changed posts, leaves equal ones (whatever the key order), stops adding ' +
        'at the limit, and keeps the order',
      withStore(async (store) => {
        await store.createAccount(accountOf('acc_1'), 1);
        expect(await store.upsertPosts('acc_1', [postOf('a'), postOf('b')], 3)).toEqual({
          added: 2,
          updated: 0,
          unchanged: 0,
          over_limit: [],
        });
        const reordered = {
          metrics: { replies: 0, reposts: 0, likes: 1 },
          posted_at: '2026-10-01T00:00:00Z',
          text: 'post a',
          post_id: 'a',
        };
        expect(await store.upsertPosts('acc_1', [reordered, postOf('b', 2), postOf('c'), postOf('d'), postOf('e')], 3)).toEqual({
          added: 1,
          updated: 1,
          unchanged: 1,
          over_limit: ['d', 'e'],
        });
        expect((await store.listPosts('acc_1')).map((p) => [p.post_id, p.metrics.likes])).toEqual([
          ['a', 1],
          ['b', 2],
          ['c', 1],
        ]);
        expect(await store.getAccount('acc_1')).toMatchObject({ posts: 3 });
        // One batch naming a post twice: the second copy replaces the first, in the first one's place.
        await store.createAccount(accountOf('acc_2', 'key_bbbbbbbbbbbb'), 1);
        expect(await store.upsertPosts('acc_2', [postOf('x'), postOf('y'), postOf('x', 5)], 10)).toEqual({
          added: 2,
          updated: 1,
          unchanged: 0,
          over_limit: [],
        });
        expect((await store.listPosts('acc_2')).map((p) => [p.post_id, p.metrics.likes])).toEqual([
          ['x', 5],
          ['y', 1],
        ]);
        expect(await store.upsertPosts('acc_nope', [postOf('a')], 3)).toBeUndefined();
      }),
    );

    it(
      'concurrent ingests into one account never store more posts than the limit',
      withStore(async (store) => {
        await store.createAccount(accountOf('acc_1'), 1);
        const batches = Array.from({ length: 6 }, (_, b) => Array.from({ length: 10 }, (_, i) => postOf(`b${b}p${i}`)));
        const results = await Promise.all(batches.map((batch) => store.upsertPosts('acc_1', batch, 25)));
        expect(results.reduce((sum, r) => sum + (r?.added ?? 0), 0)).toBe(25);
        expect(await store.listPosts('acc_1')).toHaveLength(25);
      }),
    );

    it(
      "text budgets: bytes counted in the write; over the account's or the key's budget nothing is stored; " +
        'an account already over may stay or shrink',
      withStore(async (store) => {
        await store.createAccount(accountOf('acc_1'), 2);
        await store.createAccount(accountOf('acc_2'), 2);
        const sized = (id: string, bytes: number, fill = 'a') => ({ ...postOf(id), text: fill.repeat(bytes) });
        const budget = { perAccount: 100, perKey: 150 };
        // "é" is 2 bytes in UTF-8: the budget counts bytes, not characters.
        expect(await store.upsertPosts('acc_1', [sized('a', 40), sized('b', 20, 'é')], 10, budget)).toMatchObject({ added: 2 });
        expect((await store.getAccount('acc_1'))?.text_bytes).toBe(80);
        const refused = await store.upsertPosts('acc_1', [sized('c', 10), sized('a', 51)], 10, budget);
        expect(refused).toEqual({
          over_budget: { scope: 'account', limit: 100, used: 80, after: 101 },
          added: 0,
          updated: 0,
          unchanged: 0,
          over_limit: [],
        });
        expect((await store.listPosts('acc_1')).map((p) => [p.post_id, p.text.length])).toEqual([
          ['a', 40],
          ['b', 20],
        ]);
        expect(await store.upsertPosts('acc_2', [sized('x', 71)], 10, budget)).toMatchObject({
          over_budget: { scope: 'key', limit: 150, used: 80, after: 151 },
        });
        expect(await store.listPosts('acc_2')).toEqual([]);
        expect(await store.upsertPosts('acc_2', [sized('x', 70)], 10, budget)).toMatchObject({ added: 1 });
        expect(await store.keyTextBytes('key_aaaaaaaaaaaa')).toBe(150);
        // Without a budget (a store filled before budgets), then under a smaller one: shrinking is allowed, growing is not.
        await store.upsertPosts('acc_2', [sized('y', 100)], 10);
        expect(await store.upsertPosts('acc_2', [sized('y', 90)], 10, budget)).toMatchObject({ updated: 1 });
        expect(await store.upsertPosts('acc_2', [sized('y', 91)], 10, budget)).toMatchObject({ over_budget: { scope: 'account' } });
        expect((await store.getAccount('acc_2'))?.text_bytes).toBe(160);
      }),
    );

    it(
      'fingerprints: kept with the posts but not listed with them; equal posts gain a missing one without ' +
        'a new revision; saved later only where missing',
      withStore(async (store) => {
        await store.createAccount(accountOf('acc_1'), 1);
        const fp = (c: string) => c.repeat(64);
        await store.upsertPosts('acc_1', [postOf('a'), { ...postOf('b'), fingerprint: fp('b') }], 10);
        expect(await store.listPosts('acc_1')).toEqual([postOf('a'), postOf('b')]);
        expect(await store.listPostFingerprints('acc_1')).toEqual([
          { post_id: 'a', posted_at: postOf('a').posted_at, fingerprint: null },
          { post_id: 'b', posted_at: postOf('b').posted_at, fingerprint: fp('b') },
        ]);
        expect(await store.upsertPosts('acc_1', [{ ...postOf('a'), fingerprint: fp('a') }], 10)).toEqual({
          added: 0,
          updated: 0,
          unchanged: 1,
          over_limit: [],
        });
        expect((await store.getAccount('acc_1'))?.revision).toBe(1);
        await store.saveFingerprints(
          'acc_1',
          new Map([
            ['a', fp('c')],
            ['b', fp('c')],
            ['nope', fp('c')],
          ]),
        );
        expect((await store.listPostFingerprints('acc_1')).map((p) => p.fingerprint)).toEqual([fp('a'), fp('b')]);
        expect((await store.postsById('acc_1', ['b', 'nope'])).map((p) => p)).toEqual([postOf('b')]);
      }),
    );

    it(
      'models and predictions: the model read back as saved, never over a newer history; the newest predictions kept oldest first',
      withStore(async (store) => {
        await store.createAccount(accountOf('acc_1'), 1);
        const posts = Array.from({ length: 40 }, (_, i) => ({
          ...postOf(`p${i}`, i),
          posted_at: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T12:00:00Z`,
        }));
        await store.upsertPosts('acc_1', posts, 100);
        const model = calibrateAccount(posts, { platform: 'x' });
        expect(await store.saveModel('acc_1', model)).toBe(true);
        expect(await store.saveModel('acc_nope', model)).toBe(false);
        expect((await store.getAccount('acc_1'))?.model).toEqual(model);
        // A calibration on revision 1 that ends after newer posts came (revision 2) does not replace the model.
        expect((await store.getAccount('acc_1'))?.revision).toBe(1);
        await store.upsertPosts('acc_1', posts.slice(0, 5), 100);
        expect((await store.getAccount('acc_1'))?.revision).toBe(1); // nothing changed: the same revision
        await store.upsertPosts('acc_1', [postOf('late', 99)], 100);
        const late = calibrateAccount(posts.slice(0, 30), { platform: 'x' });
        expect(await store.saveModel('acc_1', late, 1)).toBe(false);
        expect((await store.getAccount('acc_1'))?.model).toEqual(model);
        expect(await store.saveModel('acc_1', late, 2)).toBe(true);
        expect((await store.getAccount('acc_1'))?.model).toEqual(late);
        for (let i = 0; i < 5; i++) await store.addPrediction('acc_1', prediction(i), 3);
        await store.addPrediction('acc_nope', prediction(0), 3);
        expect(await store.listPredictions('acc_1')).toEqual([prediction(2), prediction(3), prediction(4)]);
        expect(await store.listPredictions('acc_nope')).toEqual([]);
      }),
    );

    it(
      'a NUL and a lone surrogate in a label, a post id or a text are kept as both stores can keep them: NUL removed, the surrogate U+FFFD',
      withStore(async (store) => {
        await store.insertKey(keyRecord('key_aaaaaaaaaaaa', 'a', { label: 'ops\u0000 key \ud800' }));
        expect((await store.listKeys())[0]!.label).toBe('ops key \ufffd');
        await store.createAccount({ ...accountOf('acc_nul'), label: 'a\u0000b\udc00' }, 5);
        expect((await store.getAccount('acc_nul'))!.label).toBe('ab\ufffd');
        const odd = { ...postOf('p\u00001'), text: 'x\ud800y\u0000z \ud83d\ude00' };
        const upsert = await store.upsertPosts('acc_nul', [odd, postOf('p2')], 10);
        expect(upsert).toMatchObject({ added: 2, updated: 0 });
        const posts = await store.listPosts('acc_nul');
        expect(posts.map((p) => [p.post_id, p.text])).toEqual([
          ['p1', 'x\ufffdyz \ud83d\ude00'],
          ['p2', 'post p2'],
        ]);
        // Sent again, the same post is unchanged: what is compared is what was stored.
        expect(await store.upsertPosts('acc_nul', [odd], 10)).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
      }),
    );
  });
}
