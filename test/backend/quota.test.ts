// Monthly quotas per key: exact limits per tier, only successes charged, headers on every
// authenticated answer, the calendar-month reset, and an exact cap under a concurrent burst.
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, GOOD_IDEA, GOOD_POST, manualClock, post, startTestServer, type TestServer } from './support/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// 2026-11-22T00:00:00Z: November has 30 days (2,592,000 s); the reset is 2026-12-01T00:00:00Z,
// 9 days = 777,600 s away, i.e. epoch 1796083200.
const NOV_22 = '2026-11-22T00:00:00.000Z';
const DEC_1_EPOCH = String(Date.UTC(2026, 11, 1) / 1000);

const score = (key: string, text = GOOD_POST) => post(server!.url, '/api/v1/score', key, { text });
const generate = (key: string) => post(server!.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 1 });

describe('quota headers', () => {
  it('a successful score call carries the exact draft and X- headers for the score quota', async () => {
    const clock = manualClock(NOV_22);
    server = await startTestServer({ clock });
    const key = await server.newKey('free');
    await score(key);
    await score(key);
    const res = await score(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"score";q=20;w=2592000');
    expect(res.headers.get('ratelimit')).toBe('"score";r=17;t=777600');
    expect(res.headers.get('x-ratelimit-limit')).toBe('20');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('17');
    expect(res.headers.get('x-ratelimit-used')).toBe('3');
    expect(res.headers.get('x-ratelimit-reset')).toBe(DEC_1_EPOCH);
  });

  it('generate reports the generate quota; a 400 after authentication still carries it, uncharged', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const key = await server.newKey('builder');
    const ok = await generate(key);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-policy')).toBe('"generate";q=100;w=2592000');
    expect(ok.headers.get('ratelimit')).toBe('"generate";r=99;t=777600');
    const bad = await post(server.url, '/api/v1/generate', key, { idea: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-ratelimit-used')).toBe('1');
    expect(bad.headers.get('ratelimit')).toBe('"generate";r=99;t=777600');
  });

  it('pro keys are unlimited: no RateLimit fields, X-RateLimit-Limit/Remaining "unlimited", Used still counted', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const key = await server.newKey('pro');
    for (let i = 0; i < 25; i++) expect((await score(key)).status).toBe(200);
    const res = await score(key);
    expect(res.headers.get('ratelimit-policy')).toBeNull();
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('x-ratelimit-limit')).toBe('unlimited');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('unlimited');
    expect(res.headers.get('x-ratelimit-used')).toBe('26');
    expect(res.headers.get('x-ratelimit-reset')).toBe(DEC_1_EPOCH);
  });
});

describe('limits per tier', () => {
  it('free: the 21st score call in a month is a 429 naming limit, tier, reset and upgrade, with Retry-After', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const created = await server.keys.create('free-user', 'free');
    for (let i = 0; i < 20; i++) expect((await score(created.key)).status).toBe(200);
    const res = await score(created.key);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('777600');
    expect(res.headers.get('ratelimit')).toBe('"score";r=0;t=777600');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(res.headers.get('x-ratelimit-used')).toBe('20');
    const error = await errorOf(res);
    expect(error.code).toBe('quota_exceeded');
    expect(error.message).toBe(
      'Monthly score quota exhausted: the free tier allows 20 score calls per calendar month (UTC) and this key has used 20. ' +
        'It resets at 2026-12-01T00:00:00.000Z (in 777600 s). ' +
        `To raise it now, ask the operator to move key ${created.prefix} to the builder tier (500 score calls per month).`,
    );
  });

  it('free: 5 generate calls, then 429; the score quota is separate', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const key = await server.newKey('free');
    for (let i = 0; i < 5; i++) expect((await generate(key)).status).toBe(200);
    const res = await generate(key);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toContain('the free tier allows 5 generate calls');
    expect((await score(key)).status).toBe(200);
  });

  it('builder: 100 generate calls; the 429 suggests pro', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const key = await server.newKey('builder');
    const period = '2026-11';
    const record = (await server.keys.list())[0]!;
    // Fill 99 slots through the store's own reserve, then spend the last one over HTTP.
    for (let i = 0; i < 99; i++) await server.store.reserve(record.id, 'generate', period, 100);
    expect((await generate(key)).status).toBe(200);
    const res = await generate(key);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toContain(`move key ${record.prefix} to the pro tier (unlimited generate calls per month)`);
  });

  it('failed calls are not charged: 400s do not use up the quota', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const key = await server.newKey('free');
    for (let i = 0; i < 30; i++) expect((await score(key, 'short')).status).toBe(400);
    const res = await score(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-used')).toBe('1');
  });
});

describe('calendar month reset (UTC)', () => {
  it('an exhausted key works again at 00:00 UTC on the 1st, not a second before', async () => {
    const clock = manualClock('2026-11-30T23:59:00.000Z');
    server = await startTestServer({ clock });
    const key = await server.newKey('free');
    for (let i = 0; i < 20; i++) await score(key);
    clock.set('2026-11-30T23:59:59.000Z');
    const before = await score(key);
    expect(before.status).toBe(429);
    expect(before.headers.get('retry-after')).toBe('1');
    clock.set('2026-12-01T00:00:00.000Z');
    const after = await score(key);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-used')).toBe('1');
    // December has 31 days; the next reset is 2027-01-01.
    expect(after.headers.get('ratelimit-policy')).toBe('"score";q=20;w=2678400');
    expect(after.headers.get('x-ratelimit-reset')).toBe(String(Date.UTC(2027, 0, 1) / 1000));
  });
});

describe('GET /api/v1/usage', () => {
  it('reports tier and per-endpoint limit, used, remaining and reset, without charging', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const created = await server.keys.create('usage-check', 'free');
    await score(created.key);
    await score(created.key);
    await generate(created.key);
    const get = () => fetch(`${server!.url}/api/v1/usage`, { headers: { authorization: `Bearer ${created.key}` } });
    await get();
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      tier: 'free',
      key: { id: created.id, prefix: created.prefix, label: 'usage-check' },
      period: '2026-11',
      endpoints: {
        score: { limit: 20, used: 2, remaining: 18, reset: '2026-12-01T00:00:00.000Z' },
        generate: { limit: 5, used: 1, remaining: 4, reset: '2026-12-01T00:00:00.000Z' },
      },
    });
    expect(res.headers.get('ratelimit-policy')).toBe('"score";q=20;w=2592000, "generate";q=5;w=2592000');
    expect(res.headers.get('ratelimit')).toBe('"score";r=18;t=777600, "generate";r=4;t=777600');
  });

  it('pro usage has null limit and remaining', async () => {
    server = await startTestServer({ clock: manualClock(NOV_22) });
    const key = await server.newKey('pro');
    const body = (await (await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
      endpoints: { score: unknown };
    };
    expect(body.endpoints.score).toEqual({ limit: null, used: 0, remaining: null, reset: '2026-12-01T00:00:00.000Z' });
  });
});

describe('atomic check-and-charge', () => {
  it('100 concurrent score calls on a fresh free key: exactly 20 succeed and 80 get 429', async () => {
    // fetch opens a connection per call in flight, all from one address: the per-address cap (64) is raised so
    // that the race is between the calls, not for connections.
    server = await startTestServer({ limits: { maxConnectionsPerAddress: 128 } });
    const key = await server.newKey('free');
    const statuses = await Promise.all(Array.from({ length: 100 }, () => score(key).then(async (r) => (await r.arrayBuffer(), r.status))));
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
    const usage = (await (await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
      endpoints: { score: { used: number } };
    };
    expect(usage.endpoints.score.used).toBe(20);
  });
});
