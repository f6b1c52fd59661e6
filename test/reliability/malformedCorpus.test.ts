// Malformed input against both stores, over real HTTP: a NUL, lone surrogates, control characters, huge and
// fractional counts, dates in the future, an unclosed quote, UTF-16 without its byte-order mark, Mac Roman,
// CR line ends. Each is a 2xx or a 4xx in the one error shape on the lowdb file and on PostgreSQL alike, never
// a 500: the same body answered 200 on one store and 500 on the other before texts were made storable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../backend/app';
import { KeyService } from '../../backend/keys/keyService';
import { listen } from '../../backend/listen';
import { createLogger } from '../../backend/log/logger';
import { openPostgresStore } from '../../backend/store/postgres/postgresStore';
import type { Store } from '../../backend/store/store';
import { recordOutput } from '../support/logAudit';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres/postgresCluster';
import { accountApi, newAccount, type AccountApi, type IngestAnswer } from '../backend/support/accountApi';
import { syntheticPosts, xAnalyticsCsv } from '../backend/support/accountHistory';
import { removeTempDirs } from '../backend/support/tempDir';
import { errorOf, startTestServer } from '../backend/support/testServer';

let cluster: PostgresCluster;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  await cluster?.remove();
  removeTempDirs();
});

interface Served {
  url: string;
  key: string;
}

async function lowdbServer(): Promise<Served> {
  const server = await startTestServer();
  closers.push(() => server.close());
  return { url: server.url, key: await server.newKey('pro') };
}

async function postgresServer(): Promise<Served> {
  const url = await cluster.createDatabase('corpus');
  const { store }: { store: Store } = await openPostgresStore({ url, poolMax: 5, statementTimeoutMs: 5_000, connectTimeoutMs: 2_000 });
  const app = createApp({ store, logger: createLogger((line) => recordOutput('in-process server log', line)) });
  const listener = await listen(app.fetch, '127.0.0.1', 0);
  closers.push(async () => {
    await listener.close();
    await store.close();
  });
  const keys = new KeyService(store, { now: () => new Date() });
  return { url: listener.url, key: (await keys.create('corpus', 'pro')).key };
}

const encode = (text: string) => new TextEncoder().encode(text);
const csvOf = (posts = syntheticPosts(40, { start: '2026-01-01T08:00:00Z' })) => xAnalyticsCsv(posts);

/** "a" and its UTF-16LE bytes with no byte-order mark: every other byte a NUL. */
function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    bytes[i * 2] = text.charCodeAt(i) & 0xff;
    bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

/** The export as a Mac saved it in Mac Roman: é is 0x8E, ’ is 0xD5. */
function macRoman(text: string): Uint8Array {
  const map: Record<string, number> = { é: 0x8e, '’': 0xd5 };
  return Uint8Array.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
}

type Case = { name: string; send: (api: AccountApi, account: string) => Promise<Response> };

const jsonPost = (patch: Record<string, unknown>, metrics: Record<string, unknown> = {}) => ({
  post_id: '900',
  text: 'A plain post about shipping.',
  posted_at: '2026-10-01T09:00:00Z',
  ...patch,
  metrics: { likes: 3, reposts: 1, replies: 0, ...metrics },
});

const withRow = (edit: (row: string) => string) => {
  const lines = csvOf().split('\r\n');
  lines[11] = edit(lines[11]!);
  return lines.join('\r\n');
};

/**
 * Preflight's CSV as a tool that quotes only when it must writes it, with a stray quote opening row 11's text and another ending row 3,000.
 */
function strayQuotes(): string {
  const rows = ['post_id,text,posted_at,likes,reposts,replies'];
  for (let i = 1; i <= 3_000; i++) rows.push(`${1000 + i},Post number ${i},2026-05-01T00:00:00Z,${i % 50},1,2`);
  rows[11] = rows[11]!.replace('Post number', '"Post number');
  rows[3_000] = `${rows[3_000]}"`;
  return `${rows.join('\n')}\n`;
}

const CORPUS: Case[] = [
  { name: 'label with a NUL', send: (api) => api.create({ label: 'a\u0000b' }) },
  { name: 'label with a line break', send: (api) => api.create({ label: 'a\nb' }) },
  { name: 'label with an escape sequence', send: (api) => api.create({ label: '\u001b[31mred' }) },
  { name: 'label with a lone surrogate', send: (api) => api.create({ label: 'x\ud800y' }) },
  { name: 'JSON text with a lone surrogate', send: (api, id) => api.ingestPosts(id, [jsonPost({ text: 'x\ud800y' })]) },
  { name: 'JSON text with a NUL', send: (api, id) => api.ingestPosts(id, [jsonPost({ text: 'a\u0000b' })]) },
  { name: 'JSON post_id with a NUL', send: (api, id) => api.ingestPosts(id, [jsonPost({ post_id: '9\u000001' })]) },
  {
    name: 'JSON text of control characters',
    send: (api, id) => api.ingestPosts(id, [jsonPost({ text: '\u0001\u0002\u001b\u007f\u0085' })]),
  },
  { name: 'a 20-digit likes count', send: (api, id) => api.ingestPosts(id, [jsonPost({}, { likes: 1.2345678901234567e19 })]) },
  { name: 'likes of 1e300', send: (api, id) => api.ingestPosts(id, [jsonPost({}, { likes: 1e300, impressions: 1e300 })]) },
  { name: 'likes of 1.234', send: (api, id) => api.ingestPosts(id, [jsonPost({}, { likes: 1.234 })]) },
  { name: 'a post dated 2099', send: (api, id) => api.ingestPosts(id, [jsonPost({ posted_at: '2099-04-13T09:00:00Z' })]) },
  {
    name: 'a CSV cell with a NUL',
    send: (api, id) =>
      api.ingest(
        id,
        withRow((row) => row.replace('Shipped', 'Ship\u0000ped').replace(':', ':\u0000')),
        'text/csv',
      ),
  },
  {
    name: 'a CSV count with a NUL',
    send: (api, id) =>
      api.ingest(
        id,
        withRow((row) => row.replace(/,(\d+)\.0,/, ',\u0000$1.0,')),
        'text/csv',
      ),
  },
  {
    name: 'a CSV with an unclosed quote',
    send: (api, id) =>
      api.ingest(
        id,
        withRow((row) => row.replace(/,(\d+\.0),/, ',"$1,')),
        'text/csv',
      ),
  },
  { name: 'a CSV whose stray quote runs to its last row', send: (api, id) => api.ingest(id, strayQuotes(), 'text/csv') },
  {
    name: 'a CSV with a 20-digit count',
    send: (api, id) =>
      api.ingest(
        id,
        withRow((row) => row.replace(/,(\d+)\.0,/, ',1.2345678901234567e19.0,')),
        'text/csv',
      ),
  },
  {
    name: 'a CSV dated 2099',
    send: (api, id) =>
      api.ingest(
        id,
        withRow((row) => row.replace(/"20\d\d-/, '"2099-')),
        'text/csv',
      ),
  },
  { name: 'a UTF-16LE CSV without a byte-order mark', send: (api, id) => api.ingest(id, utf16le(csvOf()), 'text/csv') },
  { name: 'a Mac Roman CSV', send: (api, id) => api.ingest(id, macRoman(csvOf().replace('Shipped', 'Shipped café’s')), 'text/csv') },
  { name: 'a CSV with CR line ends', send: (api, id) => api.ingest(id, encode(csvOf().replaceAll('\r\n', '\r')), 'text/csv') },
  {
    name: 'a score of a text with a lone surrogate and a NUL',
    send: (api, id) => api.score({ text: 'Shipped x\ud800y \u0000 today', account: id }),
  },
];

describe.each([
  ['lowdb', lowdbServer],
  ['PostgreSQL', postgresServer],
])('malformed input on the %s store', (_name, start) => {
  let api: AccountApi;
  let account: string;

  beforeAll(async () => {
    const served = await start();
    api = accountApi(served.url, served.key);
    account = await newAccount(api, 'corpus');
  }, 60_000);

  it('answers every case of the corpus with a 2xx or a 4xx in the one error shape, never a 500', async () => {
    const statuses: string[] = [];
    for (const { name, send } of CORPUS) {
      const res = await send(api, account);
      statuses.push(`${res.status} ${name}`);
      if (res.status >= 400) expect((await errorOf(res)).code, name).not.toBe('internal_error');
      else await res.arrayBuffer();
    }
    console.log(statuses.join('\n'));
    expect(statuses.filter((s) => s.startsWith('5'))).toEqual([]);
  }, 120_000);

  it('refuses control characters in a label with a 400 that says so', async () => {
    const res = await api.create({ label: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/label must not hold control characters/);
  });

  it('stores a 40-row export with a NUL in one text cell whole: 40 posts, the NUL removed', async () => {
    const id = await newAccount(api, 'nul cell');
    const res = await api.ingest(
      id,
      withRow((row) => row.replace('"Numbers', '"Num\u0000bers').replace('"Shipped', '"Ship\u0000ped').replace('"A note', '"A\u0000 note')),
      'text/csv',
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as IngestAnswer;
    expect([answer.received, answer.added]).toEqual([40, 40]);
  });

  it('refuses a CSV whose stray quote would swallow 2,989 rows, naming the line where the quote opens, and stores nothing', async () => {
    const id = await newAccount(api, 'stray quote');
    const res = await api.ingest(id, strayQuotes(), 'text/csv');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(
      /a quote opens a cell on line 12 \(data row 11\) and is not closed until 2989 lines later/,
    );
    const account = (await (await api.get(id)).json()) as { posts: number };
    expect(account.posts).toBe(0);
  });

  it('skips as unreadable the rows with counts or dates no post can have, saying why, and keeps the rest', async () => {
    const id = await newAccount(api, 'impossible');
    const rows = [
      jsonPost({ post_id: '1' }, { likes: 1.2345678901234567e19 }),
      jsonPost({ post_id: '2' }, { likes: 1e300, impressions: 1e300 }),
      jsonPost({ post_id: '3' }, { likes: 1.234 }),
      jsonPost({ post_id: '4', posted_at: '2099-04-13T09:00:00Z' }),
      jsonPost({ post_id: '5' }),
      jsonPost({ post_id: '6', posted_at: new Date().toISOString() }),
      // More good rows than bad: an upload mostly unreadable is refused whole.
      ...['7', '8', '9'].map((post_id) => jsonPost({ post_id })),
    ];
    const res = await api.ingestPosts(id, rows);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as IngestAnswer;
    expect([answer.received, answer.added, answer.skipped.by_reason.unreadable]).toEqual([9, 5, 4]);
    expect(answer.skipped.first.map((s) => [s.row, s.reason])).toEqual([
      [0, 'likes is 12345678901234567000, more than any post has had (the limit is 10^12)'],
      [1, 'impressions is 1e+300, more than any post has had (the limit is 10^12)'],
      [2, 'likes is 1.234, not a whole count'],
      [3, 'posted_at 2099-04-13T09:00:00Z is after tomorrow: a post that has not gone out has no outcome yet'],
    ]);
    const csv = await api.ingest(
      id,
      withRow((row) => row.replace(/"20\d\d-/, '"2099-')),
      'text/csv',
    );
    const fromCsv = (await csv.json()) as IngestAnswer;
    expect([csv.status, fromCsv.received, fromCsv.skipped.by_reason.unreadable]).toEqual([200, 40, 1]);
    expect(fromCsv.skipped.first[0]!.reason).toMatch(/^posted_at 2099-.* is after tomorrow/);
  });

  it('stores a JSON post whose text holds a lone surrogate, with U+FFFD in its place', async () => {
    const id = await newAccount(api, 'surrogate');
    const res = await api.ingestPosts(id, [jsonPost({ text: 'x\ud800y' })]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as IngestAnswer).added).toBe(1);
  });
});
