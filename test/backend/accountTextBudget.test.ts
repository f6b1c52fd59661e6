// What an account may hold in bytes, and what ingest keeps for receipts: the tier's text budget is checked in
// the same step as the write (an upload over it stores nothing, 413 text_budget_exceeded saying the budget and
// what is used), and each stored post keeps the fingerprint of its text, which receipts match by.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPost } from '../../shared/account/accountPost';
import { postFingerprint } from '../../backend/accounts/textFingerprint';
import { TEXT_BUDGETS } from '../../backend/quota/tiers';
import type { StoreData } from '../../backend/store/lowdb/storeFile';
import { syntheticPosts } from './support/accountHistory';
import { accountApi, ingestPosts, newAccount } from './support/accountApi';
import { errorOf, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Posts of `chars` ASCII characters each (so as many bytes), distinct by id. */
function longPosts(n: number, chars: number, idPrefix: string): AccountPost[] {
  return syntheticPosts(n, { idPrefix }).map((post, i) => ({ ...post, text: `${i} ${post.text} `.padEnd(chars, 'x') }));
}

describe("a free key's text budget", () => {
  it('an upload that would pass it stores nothing and is a 413 naming the budget and what is used; one within it is stored', async () => {
    const api = accountApi(server.url, await server.newKey('free'));
    const id = await newAccount(api);
    const budget = TEXT_BUDGETS.free.per_account;
    // 24,000 bytes a post (under the 25,000-character cap); as many as fit the budget, in one upload under 5 MiB.
    const fitting = longPosts(Math.floor(budget / 24_000) - 5, 24_000, '18100000000000');
    const first = await ingestPosts(api, id, fitting);
    expect(first.added).toBe(fitting.length);
    const used = fitting.length * 24_000;
    const detail = (await (await api.get(id)).json()) as { text_bytes: number; text_bytes_limit: number; posts: number };
    expect(detail).toMatchObject({ text_bytes: used, text_bytes_limit: budget, posts: fitting.length });

    const more = longPosts(10, 24_000, '18200000000000');
    const res = await api.ingestPosts(id, more);
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe('text_budget_exceeded');
    expect(error.message).toContain(`at most ${budget.toLocaleString('en-US')} bytes`);
    expect(error.message).toContain(`${used.toLocaleString('en-US')} bytes`);
    expect(error.message).toContain(`${(used + 240_000).toLocaleString('en-US')} bytes`);
    expect(error.message).toContain('Nothing was stored');
    expect((await server.store.listPosts(id)).map((p) => p.post_id).sort()).toEqual(fitting.map((p) => p.post_id).sort());
    expect((await server.store.getAccount(id))?.text_bytes).toBe(used);

    // Sending the same history again (counts updated, texts unchanged) still goes through.
    const recounted = fitting.map((post) => ({ ...post, metrics: { ...post.metrics, likes: post.metrics.likes + 1 } }));
    expect(await ingestPosts(api, id, recounted)).toMatchObject({ updated: fitting.length, added: 0 });
  });
});

describe('fingerprints kept at ingest', () => {
  it('each uploaded post is stored with the fingerprint of its text, in memory and in the file', async () => {
    const api = accountApi(server.url, await server.newKey('free'));
    const id = await newAccount(api);
    const posts = syntheticPosts(12, { idPrefix: '18300000000000' });
    await ingestPosts(api, id, posts);
    const expected = new Map(posts.map((post) => [post.post_id, postFingerprint(post.text)]));
    const stored = await server.store.listPostFingerprints(id);
    expect(new Map(stored.map((p) => [p.post_id, p.fingerprint]))).toEqual(expected);
    await server.store.flush();
    const file = JSON.parse(readFileSync(server.storeFile, 'utf8')) as StoreData;
    expect(new Map(file.accounts[id]!.posts.map((p) => [p.post_id, p.fingerprint]))).toEqual(expected);
  });

  it('receipts match by the stored fingerprint, not by hashing the text again', async () => {
    const api = accountApi(server.url, await server.newKey('free'));
    const id = await newAccount(api);
    const [post] = syntheticPosts(1, { idPrefix: '18400000000000' });
    // A post stored with the fingerprint of another text: only a receipt that trusts the stored one finds it.
    const draft = 'A draft whose words differ from the published text entirely';
    await server.store.upsertPosts(id, [{ ...post!, fingerprint: postFingerprint(draft) }], 10);
    const scoredAt = new Date(Date.parse(post!.posted_at) - 3_600_000).toISOString();
    await server.store.addPrediction(
      id,
      { fingerprint: postFingerprint(draft), scored_at: scoredAt, expected_engagement: null, cold_start: { impressions: 100, likes: 2 } },
      10,
    );
    await server.store.addPrediction(
      id,
      {
        fingerprint: postFingerprint(post!.text),
        scored_at: scoredAt,
        expected_engagement: null,
        cold_start: { impressions: 700, likes: 7 },
      },
      10,
    );
    const res = await api.receipts(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { receipts: { post_id: string; cold_start: { likes: number } }[] };
    expect(body.receipts).toEqual([expect.objectContaining({ post_id: post!.post_id, cold_start: { impressions: 100, likes: 2 } })]);
  });
});
