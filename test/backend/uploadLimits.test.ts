// What an upload may cost the server: junk is refused on the head of the file, before the whole of it is
// parsed; and an upload that takes the reading thread past its memory is a 413 in the one error shape, with
// the thread ended and the server still answering. A real server on 127.0.0.1 port 0 over a temp store, with
// real upload threads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerUploadReader } from '../../backend/accounts/uploadReader';
import { accountApi, newAccount, type AccountApi } from './support/accountApi';
import { syntheticPosts, xAnalyticsCsv, xAnalyticsRow } from './support/accountHistory';
import { errorOf, startTestServer, type TestServer } from './support/testServer';

const FIVE_MIB = 5 * 1024 * 1024;

describe('junk refused on the head of the file', () => {
  let server: TestServer;
  let api: AccountApi;
  let accountId: string;
  beforeAll(async () => {
    server = await startTestServer();
    api = accountApi(server.url, await server.newKey('free'));
    accountId = await newAccount(api, 'junk');
  });
  afterAll(() => server.close());

  it('5 MiB of commas on one line: a 400 about its first line, which no header is that long', async () => {
    const res = await api.ingest(accountId, ','.repeat(FIVE_MIB - 1024), 'text/csv');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(
      /^The file was not imported: its first line is 5,241,856 characters long, and the first line of a CSV file is its header/,
    );
  }, 60_000);

  it('a header and then 5 MiB of empty rows: refused on its first 1,000 rows, which the message says', async () => {
    const rows = ',,,,,\n'.repeat(Math.floor((FIVE_MIB - 1024) / 6));
    const res = await api.ingest(accountId, `post_id,text,posted_at,likes,reposts,replies\n${rows}`, 'text/csv');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(
      /^The file was not imported: more than 50 % of its rows \(of its first 1,000\) cannot be read as posts/,
    );
  }, 60_000);

  it('an export longer than the head passes it and is read whole', async () => {
    const posts = syntheticPosts(1_200, { start: '2025-01-01T00:00:00Z' });
    const res = await api.ingest(accountId, xAnalyticsCsv(posts), 'text/csv');
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as { received: number }).toMatchObject({ received: 1_200 });
  });
});

describe('an upload past the memory of its thread', () => {
  let server: TestServer;
  let api: AccountApi;
  let accountId: string;
  // A heap far below what reading 5 MiB of rows needs, so the limit is reached on purpose.
  const uploads = workerUploadReader({ heapMb: 24 });
  beforeAll(async () => {
    server = await startTestServer({ uploadReader: uploads });
    api = accountApi(server.url, await server.newKey('pro'));
    accountId = await newAccount(api, 'big export');
  });
  afterAll(async () => {
    await server.close();
    await uploads.close();
  });

  it('is a 413 payload_too_large that says to split it; nothing is stored and the server answers on', async () => {
    const [post] = syntheticPosts(1, { start: '2025-01-01T00:00:00Z' });
    const rows: string[] = [];
    for (let i = 0, size = 0; size < FIVE_MIB - 4096; i++) {
      const row = xAnalyticsRow({
        ...post!,
        post_id: String(1_930_000_000_000_000_000n + BigInt(i)),
        text: `A post about shipping small changes, number ${i}`,
      });
      rows.push(row);
      size += row.length + 2;
    }
    const res = await api.ingest(accountId, xAnalyticsCsv([]) + rows.join('\r\n'), 'text/csv');
    expect(res.status, await res.clone().text()).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toMatch(
      /^Reading this upload needed more than the 24 MB of memory an upload may use; nothing was stored\. Split it/,
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const account = (await (await api.get(accountId)).json()) as { posts: number };
    expect(account.posts).toBe(0);
  }, 120_000);
});
