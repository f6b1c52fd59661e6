// POST /api/v1/accounts/{id}/posts: the history as JSON or as the export file itself, merged by post_id,
// rows that cannot be read reported, 5 MB at most, the tier's post limit, and a restart keeps it all.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPost } from '../../shared/account/accountPost';
import { createLogger } from '../../backend/log/logger';
import { syntheticPosts, X_HEADER_PT, xAnalyticsCsv, xAnalyticsRow, xContentCsv, xTime } from './support/accountHistory';
import { accountApi, newAccount, type AccountApi, type IngestAnswer } from './support/accountApi';
import { errorOf, postChunked, startTestServer, tempDir, type TestServer } from './support/testServer';

const logLines: string[] = [];
let server: TestServer;
let key: string;
let api: AccountApi;
beforeAll(async () => {
  server = await startTestServer({ logger: createLogger((line) => logLines.push(line)) });
  key = await server.newKey('pro');
  api = accountApi(server.url, key);
});
afterAll(() => server.close());

const answerOf = async (res: Response): Promise<IngestAnswer> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as IngestAnswer;
};

describe('ingest as JSON', () => {
  it('stores every valid post, recalibrates, and answers what it did', async () => {
    const id = await newAccount(api);
    const answer = await answerOf(await api.ingestPosts(id, syntheticPosts(35)));
    expect(answer).toEqual({
      received: 35,
      added: 35,
      updated: 0,
      unchanged: 0,
      skipped: { count: 0, by_reason: {}, first: [] },
      status: 'calibrated',
      posts: 35,
      posts_limit: 100_000,
    });
    expect(await server.store.listPosts(id)).toHaveLength(35);
    const account = await server.store.getAccount(id);
    expect(account?.model).toMatchObject({ status: 'calibrated', posts: 35, posts_with_impressions: 35, posts_needed: 0 });
  });

  it('the same upload again adds and updates nothing; a changed post is updated and recalibrated', async () => {
    const id = await newAccount(api);
    const posts = syntheticPosts(32);
    await answerOf(await api.ingestPosts(id, posts));
    const modelBefore = (await server.store.getAccount(id))!.model;
    expect(await answerOf(await api.ingestPosts(id, posts))).toMatchObject({
      received: 32,
      added: 0,
      updated: 0,
      unchanged: 32,
      posts: 32,
    });
    expect((await server.store.getAccount(id))!.model).toEqual(modelBefore);

    const later = posts.map((p, i) => (i === 3 ? { ...p, metrics: { ...p.metrics, likes: p.metrics.likes + 500 } } : p));
    expect(await answerOf(await api.ingestPosts(id, later))).toMatchObject({ added: 0, updated: 1, unchanged: 31, posts: 32 });
    const stored = await server.store.listPosts(id);
    expect(stored.find((p) => p.post_id === posts[3]!.post_id)!.metrics.likes).toBe(posts[3]!.metrics.likes + 500);
    expect((await server.store.getAccount(id))!.model!.metrics.likes).not.toEqual(modelBefore!.metrics.likes);
  });

  it('invalid posts are skipped with their index and reason; the rest of the batch is stored', async () => {
    const id = await newAccount(api);
    const [a, b, c, d, e] = syntheticPosts(5);
    const answer = await answerOf(
      await api.ingestPosts(id, [
        a,
        { ...b, posted_at: '2026-09-01 08:00' },
        'not a post',
        { ...c, metrics: { likes: 1 } },
        { ...a, text: 'edited later' },
        d,
        e,
      ]),
    );
    expect(answer).toMatchObject({ received: 7, added: 3, updated: 0, unchanged: 0, status: 'cold_start', posts: 3 });
    expect(answer.skipped).toEqual({
      count: 4,
      by_reason: { duplicate: 1, unreadable: 3 },
      first: [
        { row: 0, post_id: a!.post_id, reason: `post_id ${a!.post_id} comes again at row 4; the later row is kept`, kind: 'duplicate' },
        {
          row: 1,
          reason: 'not a valid post: posted_at must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00',
          kind: 'unreadable',
        },
        { row: 2, reason: 'not a valid post: expected a JSON object', kind: 'unreadable' },
        { row: 3, reason: 'not a valid post: metrics.reposts is missing; metrics.replies is missing', kind: 'unreadable' },
      ],
    });
    expect((await server.store.listPosts(id)).map((p) => p.text).sort()).toEqual(['edited later', d!.text, e!.text].sort());
  });

  it('an upload more than half of whose rows cannot be read is a 400 quoting the first reasons; nothing is stored', async () => {
    const id = await newAccount(api);
    const [a, b] = syntheticPosts(2);
    const res = await api.ingestPosts(id, [a, 'not a post', { post_id: 'x' }, b, 7]);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe(
      'The upload was not imported: more than 50 % of its rows (of its first 5 or of all 5) cannot be read ' +
        'as posts (reading stopped at 3 such rows, ' +
        'e.g. row 1: not a valid post: expected a JSON object; row 2: not a valid post: text is missing; ' +
        'posted_at is missing; metrics is missing; ' +
        'row 4: not a valid post: expected a JSON object). Nothing was stored.',
    );
    expect(await server.store.listPosts(id)).toEqual([]);
  });

  it('a text longer than any platform allows is skipped as too_long; replies do not make an export unreadable', async () => {
    const id = await newAccount(api);
    const posts = syntheticPosts(3);
    const long = { ...posts[2]!, text: 'y'.repeat(25_001) };
    const answer = await answerOf(await api.ingestPosts(id, [posts[0], posts[1], long]));
    expect(answer.skipped).toEqual({
      count: 1,
      by_reason: { too_long: 1 },
      first: [{ row: 2, reason: 'text is 25,001 characters, longer than any platform allows (25,000)', kind: 'too_long' }],
    });
    const replies = syntheticPosts(6, { idPrefix: '19100000000000' }).map((p) => ({ ...p, text: `@someone ${p.text}` }));
    const csv = await answerOf(await api.ingest(id, xAnalyticsCsv(posts.slice(0, 2), replies.map(xAnalyticsRow)), 'text/csv'));
    expect(csv).toMatchObject({ received: 8, skipped: { count: 6, by_reason: { not_a_post: 6 } } });
  });

  it('a body that is not {posts: [...]} is a 400, and so is malformed JSON or another Content-Type', async () => {
    const id = await newAccount(api);
    for (const body of [[], { posts: 'many' }, { post: [] }, 'null']) {
      const res = await api.ingest(id, typeof body === 'string' ? body : JSON.stringify(body), 'application/json');
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: 'invalid_request',
        message: 'Invalid request: the body must be a JSON object {"posts": [...]} with an array of posts.',
      });
    }
    const malformed = await api.ingest(id, '{"posts": [', 'application/json');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toMatch(/^The request body is not valid JSON/);
    const plain = await api.ingest(id, 'hello', 'text/plain');
    expect(plain.status).toBe(400);
    expect((await errorOf(plain)).message).toBe(
      'Unsupported Content-Type "text/plain"; send application/json ({"posts": [...]}), text/csv (an X ' +
        "analytics export or Preflight's CSV) or application/x-ndjson (JSON lines).",
    );
    expect(await server.store.listPosts(id)).toEqual([]);
  });
});

describe('ingest the export itself', () => {
  it('an X analytics export as text/csv: original posts with impressions, calibrated', async () => {
    const id = await newAccount(api);
    const posts = syntheticPosts(36);
    const answer = await answerOf(await api.ingest(id, xAnalyticsCsv(posts), 'text/csv; charset=utf-8'));
    expect(answer).toEqual({
      received: 36,
      added: 36,
      updated: 0,
      unchanged: 0,
      skipped: { count: 0, by_reason: {}, first: [] },
      status: 'calibrated',
      posts: 36,
      posts_limit: 100_000,
      import: {
        format: "X's monthly export (tweet_activity_metrics)",
        encoding: 'utf-8',
        line_ends: 'crlf',
        replies: 0,
        link_only_self_replies: 0,
        placeholders: 0,
        impressions_unknown: 0,
        ids_from_links: 0,
        notes: ["Read as X's monthly export (tweet_activity_metrics), UTF-8, CRLF line ends."],
      },
    });
    const stored = new Map((await server.store.listPosts(id)).map((p) => [p.post_id, p]));
    const first = stored.get(posts[0]!.post_id)!;
    expect(first.text).toBe(posts[0]!.text);
    expect(Date.parse(first.posted_at)).toBe(Date.parse(posts[0]!.posted_at));
    expect(first.metrics).toMatchObject({
      impressions: posts[0]!.metrics.impressions,
      likes: posts[0]!.metrics.likes,
      reposts: posts[0]!.metrics.reposts,
    });

    // The same export again: nothing new, nothing changed.
    expect(await answerOf(await api.ingest(id, xAnalyticsCsv(posts), 'text/csv'))).toMatchObject({
      received: 36,
      added: 0,
      updated: 0,
      unchanged: 36,
      posts: 36,
    });
  });

  it('rows the importer cannot read are reported with their data row (header not counted)', async () => {
    const id = await newAccount(api);
    const posts = syntheticPosts(3);
    const reply = xAnalyticsRow({ ...posts[0]!, post_id: '19000000000000001', text: '@someone thanks!' });
    // A spreadsheet rounded the id cell; the permalink still carries the whole id, which is read.
    const roundedId = xAnalyticsRow({ ...posts[0]!, post_id: '19000000000000003' }).replace('"19000000000000003"', '"1.9E+13"');
    const noIdAnywhere = xAnalyticsRow({ ...posts[0]!, post_id: '19000000000000004' }).replaceAll('19000000000000004', '1.9E+13');
    const badTime = xAnalyticsRow({ ...posts[0]!, post_id: '19000000000000002' }).replace(xTime(posts[0]!.posted_at), 'yesterday');
    const answer = await answerOf(await api.ingest(id, xAnalyticsCsv(posts, [reply, roundedId, noIdAnywhere, badTime]), 'text/csv'));
    expect(answer).toMatchObject({ received: 7, added: 4 });
    expect(answer.skipped).toEqual({
      count: 3,
      by_reason: { not_a_post: 1, unreadable: 2 },
      first: [
        { row: 4, reason: 'a reply, not an original post', kind: 'not_a_post' },
        {
          row: 6,
          reason: 'Tweet id "1.9E+13" is not a number (a spreadsheet may have rounded it) and the Tweet permalink carries none',
          kind: 'unreadable',
        },
        { row: 7, reason: 'unreadable time "yesterday" (expected like 2016-12-23 18:50 +0000)', kind: 'unreadable' },
      ],
    });
    expect((await server.store.listPosts(id)).map((p) => p.post_id)).toContain('19000000000000003');
  });

  it("X's content export as text/csv: posts dated by day, stored as such", async () => {
    const id = await newAccount(api);
    const posts = syntheticPosts(33);
    const answer = await answerOf(await api.ingest(id, xContentCsv(posts), 'text/csv'));
    expect(answer).toMatchObject({
      received: 33,
      added: 33,
      updated: 0,
      unchanged: 0,
      skipped: { count: 0, by_reason: {}, first: [] },
      status: 'calibrated',
      posts: 33,
      posts_limit: 100_000,
    });
    expect(answer.import).toMatchObject({ format: "X's content export (account_analytics_content)", encoding: 'utf-8' });
    const stored = new Map((await server.store.listPosts(id)).map((p) => [p.post_id, p]));
    const first = stored.get(posts[0]!.post_id)!;
    // The synthetic ids carry no time on their day, so the day is all that is known: noon UTC stands in.
    expect(first).toMatchObject({ text: posts[0]!.text, posted_at: '2026-09-01T12:00:00Z', time_known: false });
    expect(first.metrics).toEqual({ ...posts[0]!.metrics, profile_clicks: 2, link_clicks: 1, follows: 0 });
  });

  it("X's monthly export with its header in Portuguese is read whole", async () => {
    const id = await newAccount(api);
    const posts = syntheticPosts(31);
    const answer = await answerOf(await api.ingest(id, xAnalyticsCsv(posts, [], X_HEADER_PT), 'text/csv'));
    expect(answer).toMatchObject({ received: 31, added: 31, skipped: { count: 0 }, status: 'calibrated' });
  });

  it('an X export without the columns a row needs is a 400 naming the columns found and missing; nothing is stored', async () => {
    const id = await newAccount(api);
    const text = ['Post id,Date,Post text,Post Link,Impressions', '1,"Tue, Sep 1, 2026",Hi,https://x.com/acme/status/1,10'].join('\n');
    const res = await api.ingest(id, text, 'text/csv');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: 'invalid_request',
      message:
        "The file was not imported: it looks like X's content export (account_analytics_content) but lacks " +
        'columns it needs: Likes, Reposts, Replies ' +
        '(its columns: Post id, Date, Post text, Post Link, Impressions). Nothing was stored.',
    });
    expect(await server.store.listPosts(id)).toEqual([]);
  });

  it('a file of no format the importer reads is a 400 naming the columns each format needs; nothing is stored', async () => {
    const id = await newAccount(api);
    const res = await api.ingest(id, 'Date,Impressions,Likes\n"Tue, Sep 1, 2026",900,3\n', 'text/csv');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(
      /^The file was not imported: it is not a file Preflight reads \(its first line: Date, Impressions, Likes\)\. Preflight reads /,
    );
    expect(error.message).toContain(
      "X's content export (account_analytics_content): Post id or Post Link, Post text, Date, Likes, Reposts, Replies",
    );
    expect(error.message).toContain("Preflight's CSV: post_id, text, posted_at, likes, reposts, replies");
    expect(await server.store.listPosts(id)).toEqual([]);
    expect((await server.store.getAccount(id))!.posts).toBe(0);
  });

  it('JSON lines as application/x-ndjson', async () => {
    const id = await newAccount(api);
    const lines = [...syntheticPosts(4).map((p) => JSON.stringify(p)), '', '{"post_id": "x"'].join('\n');
    const answer = await answerOf(await api.ingest(id, lines, 'application/x-ndjson'));
    expect(answer).toMatchObject({
      received: 5,
      added: 4,
      skipped: { count: 1, first: [{ row: 6, reason: 'invalid JSON', kind: 'unreadable' }] },
      status: 'cold_start',
      posts: 4,
    });
  });
});

describe('size and post limits', () => {
  it('an upload over 5 MB is a 413 in the one error shape, declared or streamed; up to 5 MB is read', async () => {
    const id = await newAccount(api);
    const over = 'x'.repeat(5 * 1024 * 1024 + 1);
    const declared = await api.ingest(id, over, 'text/csv');
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toMatchObject({
      code: 'payload_too_large',
      message: 'The upload is larger than 5 MB; split the history into several uploads (posts are merged by post_id).',
    });

    const chunk = new TextEncoder().encode('y'.repeat(1024 * 1024));
    const chunked = await postChunked(
      server.url,
      `/api/v1/accounts/${id}/posts`,
      key,
      Array.from({ length: 6 }, () => chunk),
      'text/csv',
    );
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get('connection')).toBe('close'); // the rest of the body was never read
    expect((await errorOf(chunked)).code).toBe('payload_too_large');

    // Far above the 64 KB of the other endpoints, below 5 MB: read whole, and refused for what it holds, not its size.
    const big = await api.ingest(id, 'z'.repeat(1024 * 1024), 'text/csv');
    expect(big.status).toBe(400);
    // A first line of 1 MB is no header: refused on that line, before the rest is parsed.
    expect((await errorOf(big)).message).toMatch(
      new RegExp(
        '^The file was not imported: its first line is 1,048,576 characters long, .* it is not a file ' +
          String.raw`Preflight reads\. Nothing was stored\.$`,
      ),
    );
  });

  it('free keeps 3,000 posts per account: the newest fit, the rest are skipped with the reason; updates still apply', async () => {
    const free = accountApi(server.url, await server.newKey('free'));
    const id = await newAccount(free);
    const posts = syntheticPosts(3_004, { start: '2023-01-01T00:00:00Z' /* all before today: a post dated after tomorrow is skipped */ });
    const answer = await answerOf(await free.ingestPosts(id, posts));
    const reason = 'the account is full: the free tier keeps 3000 posts per account and newer posts were kept first';
    expect(answer).toMatchObject({ received: 3_004, added: 3_000, updated: 0, posts: 3_000, posts_limit: 3_000, status: 'calibrated' });
    expect(answer.skipped).toEqual({
      count: 4,
      by_reason: { over_limit: 4 },
      first: [0, 1, 2, 3].map((row) => ({ row, post_id: posts[row]!.post_id, reason, kind: 'over_limit' })),
    });

    const changed: AccountPost = { ...posts[3_003]!, metrics: { ...posts[3_003]!.metrics, likes: 9_999 } };
    const more = await answerOf(await free.ingestPosts(id, [changed, ...syntheticPosts(1, { idPrefix: '17000000000000' })]));
    expect(more).toMatchObject({
      added: 0,
      updated: 1,
      posts: 3_000,
      skipped: { count: 1, first: [{ row: 1, post_id: '1700000000000000000', reason, kind: 'over_limit' }] },
    });
  }, 60_000); // 3,000 posts calibrated twice: seconds alone, far more while the whole suite shares the cores
});

describe('persistence and privacy', () => {
  it('a restarted server on the same store file still has the account, its posts and its model', async () => {
    const dir = tempDir();
    const first = await startTestServer({ dir });
    const key = await first.newKey('builder');
    const before = accountApi(first.url, key);
    const id = await newAccount(before, 'survives');
    await answerOf(await before.ingestPosts(id, syntheticPosts(33)));
    const detail = await (await before.get(id)).json();
    await first.close();

    const second = await startTestServer({ dir });
    try {
      const after = accountApi(second.url, key);
      expect(await (await after.get(id)).json()).toEqual(detail);
      const byId = (a: AccountPost, b: AccountPost) => (a.post_id < b.post_id ? -1 : 1);
      expect((await second.store.listPosts(id)).sort(byId)).toEqual(syntheticPosts(33));
      expect(await answerOf(await after.ingestPosts(id, syntheticPosts(33)))).toMatchObject({ added: 0, updated: 0, unchanged: 33 });
    } finally {
      await second.close();
    }
  });

  it('a stored model the engine no longer reads is dropped at load and recalibrated on first use', async () => {
    const dir = tempDir();
    const first = await startTestServer({ dir });
    const key = await first.newKey('builder');
    const id = await newAccount(accountApi(first.url, key), 'old model');
    await answerOf(await accountApi(first.url, key).ingestPosts(id, syntheticPosts(31)));
    const model = (await first.store.getAccount(id))!.model;
    await first.close();
    const file = JSON.parse(readFileSync(first.storeFile, 'utf8')) as { accounts: Record<string, { model: unknown }> };
    file.accounts[id]!.model = { version: 0, levels: [1, 2, 3] };
    writeFileSync(first.storeFile, JSON.stringify(file));

    const second = await startTestServer({ dir });
    try {
      expect((await second.store.getAccount(id))!.model).toBeNull();
      const result = (await (
        await accountApi(second.url, key).score({ text: 'Shipped the new billing page today.', account: id })
      ).json()) as { account: unknown };
      expect(result.account).toMatchObject({ status: 'calibrated', posts: 31 });
      expect((await second.store.getAccount(id))!.model).toEqual(model);
    } finally {
      await second.close();
    }
  });

  it('post text never reaches the logs', async () => {
    const id = await newAccount(api);
    const secret = 'Unreleased: our Q4 pricing goes up 30% on the first of December.';
    await answerOf(await api.ingestPosts(id, [{ ...syntheticPosts(1)[0]!, text: secret }]));
    await api.score({ text: secret, account: id });
    expect(logLines.some((l) => l.includes('account posts ingested') && l.includes(id))).toBe(true);
    expect(logLines.join('\n')).not.toContain('Unreleased');
  });
});
