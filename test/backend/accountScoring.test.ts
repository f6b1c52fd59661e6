// score and generate with `account`, and receipts: a draft scored with the account, then found in its
// history, compared with what it did. Expected numbers come from the engine itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrateAccount, coldStartGuess, score, type ScoreResult } from '../../shared/index';
import { PREDICTIONS_KEPT } from '../../backend/accounts/accountService';
import { syntheticPosts } from './support/accountHistory';
import { accountApi, ingestPosts, newAccount, type AccountApi } from './support/accountApi';
import { errorOf, manualClock, startTestServer, type TestServer } from './support/testServer';

// The history runs 2026-09-01 to mid-September; "now" is 2026-11-20.
const clock = manualClock('2026-11-20T09:00:00.000Z');
const DRAFT = 'Shipped the new billing page: checkout errors fell from 4% to 1% in a week. https://example.com/billing';

let server: TestServer;
let api: AccountApi;
let calibrated: string;
let young: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  api = accountApi(server.url, await server.newKey('builder'));
  calibrated = await newAccount(api, 'calibrated');
  await ingestPosts(api, calibrated, syntheticPosts(40));
  young = await newAccount(api, 'young');
  await ingestPosts(api, young, syntheticPosts(12));
});
afterAll(() => server.close());

const json = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

describe('score with account', () => {
  it("a calibrated account: the view curve is the account's, expected_engagement is filled, account says calibrated", async () => {
    const result = await json<ScoreResult>(await api.score({ text: DRAFT, account: calibrated }));
    expect(result.view_curve.status).toBe('calibrated');
    expect(result.account).toEqual({
      status: 'calibrated',
      posts: 40,
      posts_needed: 0,
      calibrated_at: syntheticPosts(40).at(-1)!.posted_at,
    });
    const e = result.expected_engagement!;
    expect(e).toMatchObject({ horizon_min: 1440, based_on_posts: 40 });
    for (const band of [e.impressions!, e.likes, e.reposts, e.replies]) {
      expect(band.lo80).toBeLessThanOrEqual(band.median);
      expect(band.median).toBeLessThanOrEqual(band.hi80);
    }
    // One band for the views at 24 h: the curve's point there is expected_engagement's views, number for number.
    const day = result.view_curve.points.find((p) => p.t_min === e.horizon_min)!;
    expect(e.impressions).toEqual({ median: day.mean, lo80: day.lo80, hi80: day.hi80 });
    // Exactly what the engine says with the stored model.
    const model = (await server.store.getAccount(calibrated))!.model!;
    expect(result).toEqual(score({ text: DRAFT, platform: 'x', account: model }));
    expect(model).toEqual(calibrateAccount(syntheticPosts(40), { platform: 'x' }));
  });

  it("says the views against the account's usual post, which expected_engagement carries beside the forecast", async () => {
    const result = await json<ScoreResult>(await api.score({ text: DRAFT, account: calibrated }));
    const e = result.expected_engagement!;
    const { reach } = result.explanation;
    expect(e.usual).toBeDefined();
    // The usual is the account's forecast for a draft with no text effect: its views are the reach's yardstick.
    expect(reach.usual).toMatchObject({ views: e.usual!.impressions, whose: 'yours' });
    expect(reach.times_usual).toBe(Number((e.impressions!.median / e.usual!.impressions!).toPrecision(2)));
    expect(reach.sentence).toMatch(/^About \d+(\.\d)?× your usual: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/);
    // Without the account: against a new account's usual post, and said so.
    const generic = await json<ScoreResult>(await api.score({ text: DRAFT }));
    expect(generic.explanation.reach.usual.whose).toBe('new_account');
    expect(generic.explanation.reach.sentence).toContain('× the usual post of a new account: ');
  });

  it('an account with fewer than 30 posts: cold_start, no expected_engagement, posts still needed', async () => {
    const result = await json<ScoreResult>(await api.score({ text: DRAFT, account: young }));
    expect(result.view_curve.status).toBe('cold_start');
    expect(result.expected_engagement).toBeNull();
    expect(result.account).toMatchObject({ status: 'cold_start', posts: 12, posts_needed: 18 });
  });

  it('an account with no posts yet scores as cold start with 30 posts needed', async () => {
    const empty = await newAccount(api, 'empty');
    const result = await json<ScoreResult>(await api.score({ text: DRAFT, account: empty }));
    expect(result.account).toMatchObject({ status: 'cold_start', posts: 0, posts_needed: 30 });
    expect(result.expected_engagement).toBeNull();
    expect((await api.remove(empty)).status).toBe(204);
  });

  it('without account nothing changes: no account field, cold start', async () => {
    const result = await json<ScoreResult>(await api.score({ text: DRAFT }));
    expect(result.account).toBeUndefined();
    expect(result.expected_engagement).toBeNull();
    expect(result.view_curve.status).toBe('cold_start');
  });

  it('an unknown account is a 404 and is not charged; the call is charged once it succeeds', async () => {
    const fresh = accountApi(server.url, await server.newKey('free'));
    const res = await fresh.score({ text: DRAFT, account: 'acc_0123456789abcdef' });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({
      code: 'not_found',
      message: 'No account "acc_0123456789abcdef" for this API key; GET /api/v1/accounts lists this key\'s accounts.',
    });
    expect(res.headers.get('x-ratelimit-used')).toBe('0');
    const usage = await json<{ endpoints: { score: { used: number } } }>(await fresh.usage());
    expect(usage.endpoints.score.used).toBe(0);
  });

  it("a platform other than the account's is a 400, not charged; a wrongly typed account is a 400", async () => {
    const res = await api.score({ text: DRAFT, account: calibrated, platform: 'linkedin' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      `Invalid request: platform is linkedin but account ${calibrated} is a x account; leave platform out or use another account.`,
    );
    const typed = await api.score({ text: DRAFT, account: 42 });
    expect(typed.status).toBe(400);
    expect((await errorOf(typed)).message).toBe('Invalid request: account must be a string (an account id, "acc_…").');
  });

  it('account calls (create, ingest, show, receipts) leave the score and generate quotas alone', async () => {
    const usage = await json<{ endpoints: { score: { used: number }; generate: { used: number } } }>(await api.usage());
    const before = usage.endpoints;
    const id = await newAccount(api, 'quota check');
    await ingestPosts(api, id, syntheticPosts(2));
    await api.get(id);
    await api.receipts(id);
    await api.remove(id);
    expect((await json<typeof usage>(await api.usage())).endpoints).toEqual(before);
  });
});

describe('generate with account', () => {
  it("every variant's sim is scored with the account's model and the ranking follows it", async () => {
    const body = await json<{ n: number; ranked: { rank: number; draft: string; sim: ScoreResult }[] }>(
      await api.generate({ idea: 'Small pull requests get reviewed faster and ship safer', n_variants: 4, account: calibrated }),
    );
    expect(body.n).toBe(4);
    const model = (await server.store.getAccount(calibrated))!.model!;
    body.ranked.forEach((variant, i) => {
      expect(variant.rank).toBe(i + 1);
      expect(variant.sim.view_curve.status).toBe('calibrated');
      expect(variant.sim.account?.status).toBe('calibrated');
      expect(variant.sim.expected_engagement).not.toBeNull();
      expect(variant.sim).toEqual(score({ text: variant.draft, platform: 'x', account: model }));
    });
    const scores = body.ranked.map((v) => v.sim.pre_publish_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('an unknown account is a 404 and is not charged', async () => {
    const fresh = accountApi(server.url, await server.newKey('free'));
    const res = await fresh.generate({ idea: 'Small pull requests get reviewed faster', account: 'acc_ffffffffffffffff' });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-ratelimit-used')).toBe('0');
  });
});

describe('receipts', () => {
  it('a scored draft found later in the history, with different links, case and spacing, is a receipt', async () => {
    const id = await newAccount(api, 'receipts');
    await ingestPosts(api, id, syntheticPosts(40));
    clock.set('2026-11-20T09:00:00.000Z');
    const scored = await json<ScoreResult>(await api.score({ text: DRAFT, account: id }));
    // Another draft scored but never posted, and the account's stored predictions never hold the text.
    await json(await api.score({ text: 'A draft that never went out: we are hiring two engineers.', account: id }));
    const stored = JSON.stringify(await server.store.listPredictions(id));
    expect(stored).not.toContain('billing');
    expect(await server.store.listPredictions(id)).toHaveLength(2);

    const posted = {
      post_id: '1900000000000000001',
      text: 'shipped the NEW billing page:  checkout errors fell from 4% to 1%\nin a week. https://t.co/AbC123',
      posted_at: '2026-11-20T10:30:00Z',
      metrics: { impressions: 2400, likes: 31, reposts: 2, replies: 4 },
    };
    await ingestPosts(api, id, [posted]);

    const body = await json<{ receipts: unknown[]; summary: unknown }>(await api.receipts(id));
    const e = scored.expected_engagement!;
    const cold = coldStartGuess(score({ text: DRAFT, platform: 'x' }));
    const inside = (band: { lo80: number; hi80: number }, x: number) => x >= band.lo80 && x <= band.hi80;
    expect(body.receipts).toEqual([
      {
        post_id: posted.post_id,
        posted_at: posted.posted_at,
        scored_at: '2026-11-20T09:00:00.000Z',
        predicted: { impressions: e.impressions, likes: e.likes },
        actual: { impressions: 2400, likes: 31 },
        cold_start: cold,
        inside_band: { impressions: inside(e.impressions!, 2400), likes: inside(e.likes, 31) },
      },
    ]);
    const err = (predicted: number, actual: number) => Math.round(Math.abs(Math.log1p(predicted) - Math.log1p(actual)) * 1e4) / 1e4;
    expect(body.summary).toEqual({
      count: 1,
      inside_band_likes: inside(e.likes, 31) ? 1 : 0,
      inside_band_impressions: inside(e.impressions!, 2400) ? 1 : 0,
      median_abs_log_error: {
        account: { impressions: err(e.impressions!.median, 2400), likes: err(e.likes.median, 31) },
        cold_start: { impressions: err(cold.impressions, 2400), likes: err(cold.likes, 31) },
      },
    });
  });

  it('a post that went out before the draft was scored is not a receipt; the summary is empty', async () => {
    const id = await newAccount(api, 'no receipts');
    clock.set('2026-11-21T12:00:00.000Z');
    await json(await api.score({ text: DRAFT, account: id }));
    await ingestPosts(api, id, [
      { post_id: '1', text: DRAFT, posted_at: '2026-11-21T08:00:00Z', metrics: { likes: 3, reposts: 0, replies: 0 } },
    ]);
    expect(await json(await api.receipts(id))).toEqual({
      receipts: [],
      summary: {
        count: 0,
        inside_band_likes: null,
        inside_band_impressions: null,
        median_abs_log_error: { account: { impressions: null, likes: null }, cold_start: { impressions: null, likes: null } },
      },
    });
    await api.remove(id);
  });

  it('scored while the account was cold start: predicted and inside_band are null, the cold-start guess is kept', async () => {
    clock.set('2026-11-22T09:00:00.000Z');
    await json(await api.score({ text: DRAFT, account: young }));
    await ingestPosts(api, young, [
      { post_id: '2', text: DRAFT, posted_at: '2026-11-22T09:05:00Z', metrics: { likes: 5, reposts: 0, replies: 1 } },
    ]);
    const body = await json<{ receipts: Record<string, unknown>[]; summary: Record<string, unknown> }>(await api.receipts(young));
    const cold = coldStartGuess(score({ text: DRAFT, platform: 'x' }));
    expect(body.receipts).toEqual([
      {
        post_id: '2',
        posted_at: '2026-11-22T09:05:00Z',
        scored_at: '2026-11-22T09:00:00.000Z',
        predicted: null,
        actual: { impressions: null, likes: 5 },
        cold_start: cold,
        inside_band: null,
      },
    ]);
    expect(body.summary).toMatchObject({
      count: 1,
      inside_band_likes: null,
      median_abs_log_error: {
        account: { impressions: null, likes: null },
        cold_start: { impressions: null, likes: Math.round(Math.abs(Math.log1p(cold.likes) - Math.log1p(5)) * 1e4) / 1e4 },
      },
    });
  });

  it('keeps the newest 1,000 predictions per account', async () => {
    expect(PREDICTIONS_KEPT).toBe(1_000);
    const id = await newAccount(api, 'many predictions');
    for (let i = 0; i < 1_005; i++) {
      const prediction = {
        fingerprint: String(i % 10).repeat(64),
        scored_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
        expected_engagement: null,
        cold_start: { impressions: 1, likes: 0 },
      };
      await server.store.addPrediction(id, prediction, PREDICTIONS_KEPT);
    }
    const kept = await server.store.listPredictions(id);
    expect(kept).toHaveLength(1_000);
    expect(kept[0]!.scored_at).toBe(new Date(Date.UTC(2026, 10, 1, 0, 5)).toISOString());
    await api.remove(id);
  });
});
