// /api/v1/accounts: create, list, show, delete; an account is seen only by the key that made it; the
// tier's account limit; key rotation keeps the accounts. Real server, real lowdb store in a temp folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticPosts } from './support/accountHistory';
import { accountApi, ingestPosts, newAccount, type AccountApi } from './support/accountApi';
import { errorOf, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiFor = async (tier: 'free' | 'builder' | 'pro' = 'builder') => accountApi(server.url, await server.newKey(tier));

describe('create, list, show, delete', () => {
  let api: AccountApi;
  beforeAll(async () => {
    api = await apiFor('builder');
  });

  it('POST creates an account: 201 with id, label, platform, status cold_start and no posts', async () => {
    const res = await api.create({ label: '  acme on Bluesky ', platform: 'bluesky' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^acc_[0-9a-f]{16}$/),
      label: 'acme on Bluesky',
      platform: 'bluesky',
      status: 'cold_start',
      posts: 0,
      created_at: expect.any(String),
    });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-ratelimit-limit')).toBeNull(); // account calls draw on no quota
  });

  it('platform defaults to x', async () => {
    const res = await api.create({ label: 'acme' });
    expect(((await res.json()) as { platform: string }).platform).toBe('x');
  });

  it("GET lists this key's accounts, oldest first, with the tier's account limit", async () => {
    const res = await api.list();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accounts: { label: string }[]; limit: number };
    expect(body.accounts.map((a) => a.label)).toEqual(['acme on Bluesky', 'acme']);
    expect(body.limit).toBe(5);
  });

  it('GET /{id} before any posts: cold_start, 30 posts needed, no calibration', async () => {
    const id = await newAccount(api, 'empty');
    const res = await api.get(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      label: 'empty',
      status: 'cold_start',
      posts: 0,
      posts_limit: 20_000,
      posts_needed: 30,
      calibration: null,
    });
  });

  it('GET /{id} after an ingest summarises the calibration from the stored model', async () => {
    const id = await newAccount(api, 'calibrated');
    await ingestPosts(api, id, syntheticPosts(40));
    const detail = (await (await api.get(id)).json()) as {
      status: string;
      posts: number;
      posts_needed: number;
      calibration: {
        calibrated_at: string;
        posts_with_impressions: number;
        median: Record<string, number | null>;
        rates: Record<string, number>;
        t_50_min: number;
        timing_source: string;
        what_works: { concept: string; label: string; likes_change_pct: number; posts_with: number }[];
      };
    };
    expect(detail).toMatchObject({ status: 'calibrated', posts: 40, posts_needed: 0 });
    const c = detail.calibration;
    expect(c.calibrated_at).toBe(syntheticPosts(40).at(-1)!.posted_at);
    expect(c.posts_with_impressions).toBe(40);
    for (const metric of ['impressions', 'likes', 'reposts', 'replies']) expect(c.median[metric]).toBeGreaterThanOrEqual(0);
    expect(c.median.impressions).toBeGreaterThan(500);
    expect(c.rates.likes).toBeGreaterThan(0);
    expect(c.t_50_min).toBeGreaterThan(0);
    expect(c.timing_source).toBe('prior'); // no snapshots in the history
    for (const w of c.what_works) {
      expect(w.posts_with).toBeGreaterThanOrEqual(5);
      expect(w.likes_change_pct).not.toBe(0);
      expect(w.label.length).toBeGreaterThan(0);
    }
    const sizes = c.what_works.map((w) => Math.abs(w.likes_change_pct));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('DELETE removes the account and its history: 204, then 404, and it leaves the list', async () => {
    const id = await newAccount(api, 'to delete');
    await ingestPosts(api, id, syntheticPosts(5));
    const res = await api.remove(id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await api.get(id)).status).toBe(404);
    expect((await api.remove(id)).status).toBe(404);
    const list = (await (await api.list()).json()) as { accounts: { id: string }[] };
    expect(list.accounts.map((a) => a.id)).not.toContain(id);
    expect(await server.store.listPosts(id)).toEqual([]);
  });
});

describe('bad input is a 400 in the one error shape', () => {
  it('create without a label, with an empty or too long label, or an unknown platform', async () => {
    const api = await apiFor('pro');
    const cases: [unknown, string][] = [
      [{}, 'Invalid request: label is required.'],
      [{ label: '   ' }, 'Invalid request: label must not be empty.'],
      [{ label: 'x'.repeat(101) }, 'Invalid request: label must be at most 100 characters.'],
      [
        { label: 'a', platform: 'myspace' },
        'Invalid request: platform: Invalid option: expected one of "x"|"bluesky"|"threads"|"linkedin"|"mastodon".',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'invalid_request', message });
    }
  });

  it('without a key every account route is a 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/accounts'],
      ['POST', '/api/v1/accounts'],
      ['GET', '/api/v1/accounts/acc_0000000000000000'],
      ['DELETE', '/api/v1/accounts/acc_0000000000000000'],
      ['POST', '/api/v1/accounts/acc_0000000000000000/posts'],
      ['GET', '/api/v1/accounts/acc_0000000000000000/receipts'],
    ]) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthorized');
    }
  });
});

describe('an account belongs to the key that made it', () => {
  it('another key gets 404 on show, delete, ingest, receipts, score and generate, and does not see it listed', async () => {
    const owner = await apiFor('builder');
    const other = await apiFor('builder');
    const id = await newAccount(owner, 'mine');
    await ingestPosts(owner, id, syntheticPosts(3));
    const answers = [
      await other.get(id),
      await other.remove(id),
      await other.ingestPosts(id, syntheticPosts(1)),
      await other.receipts(id),
      await other.score({ text: 'Shipped the new billing page today, errors fell by half.', account: id }),
      await other.generate({ idea: 'Small pull requests get reviewed faster', n_variants: 1, account: id }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      const error = await errorOf(res);
      expect(error.code).toBe('not_found');
      expect(error.message).toBe(`No account "${id}" for this API key; GET /api/v1/accounts lists this key's accounts.`);
    }
    expect(((await (await other.list()).json()) as { accounts: unknown[] }).accounts).toEqual([]);
    // Nothing the other key did touched it.
    expect(await (await owner.get(id)).json()).toMatchObject({ id, posts: 3 });
    const usage = (await (await other.usage()).json()) as { endpoints: { score: { used: number }; generate: { used: number } } };
    expect([usage.endpoints.score.used, usage.endpoints.generate.used]).toEqual([0, 0]);
  });

  it('an id that was never made is the same 404', async () => {
    const api = await apiFor();
    for (const res of [await api.get('acc_ffffffffffffffff'), await api.get('anything'), await api.receipts('nope')]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
  });

  it('rotating the key hands its accounts to the new key; the old key is refused', async () => {
    const created = await server.keys.create('rotating', 'builder');
    const id = await newAccount(accountApi(server.url, created.key), 'kept across rotation');
    const rotated = await server.keys.rotate(created.id);
    const fresh = accountApi(server.url, rotated.created.key);
    expect((await fresh.get(id)).status).toBe(200);
    expect((await accountApi(server.url, created.key).get(id)).status).toBe(401);
  });
});

describe('accounts per key (free 1, builder 5, pro 50)', () => {
  it('free: the second account is a 429 naming the limit and how to make room; deleting one frees the place', async () => {
    const created = await server.keys.create('free-user', 'free');
    const api = accountApi(server.url, created.key);
    const first = await newAccount(api, 'one');
    const res = await api.create({ label: 'two' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull(); // not monthly: waiting does not help
    expect(await errorOf(res)).toEqual({
      code: 'quota_exceeded',
      message:
        'Account limit reached: the free tier allows 1 account per key and this key has 1. ' +
        `Delete one with DELETE /api/v1/accounts/{id}, or ask the operator to move key ${created.prefix} to the builder tier (5 accounts).`,
      request_id: expect.any(String),
    });
    expect((await api.remove(first)).status).toBe(204);
    expect((await api.create({ label: 'two' })).status).toBe(201);
  });

  it('builder: 5 accounts, the sixth refused even when asked for at once', async () => {
    const api = await apiFor('builder');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => api.create({ label: `a${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(((await (await api.list()).json()) as { accounts: unknown[] }).accounts).toHaveLength(5);
  });
});
