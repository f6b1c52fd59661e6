import { describe, expect, it } from 'vitest';
import { importHistory, type HistoryImport } from '../../../shared/account/import/importHistory';
import { X_ORGANIC_COLUMNS } from './support/exportFiles';

/** The result without its summary, which tests of their own check. */
const withoutSummary = ({ summary: _summary, ...rest }: HistoryImport) => rest;

// X's analytics export, as X writes it: every cell quoted, a BOM, CRLF, the promoted columns after the organic ones.
const X_COLUMNS = [...X_ORGANIC_COLUMNS, 'promoted impressions', 'promoted engagements', 'promoted likes'] as const;
type XRow = Partial<Record<(typeof X_COLUMNS)[number], string>>;
const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
const xExport = (rows: XRow[], columns = X_COLUMNS) =>
  `\uFEFF${[columns, ...rows.map((row) => columns.map((c) => row[c] ?? (c.startsWith('promoted') ? '-' : '0.0')))]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n')}\r\n`;
const tweet = (id: string, text: string, time: string, counts: XRow = {}): XRow => ({
  'Tweet id': id,
  'Tweet permalink': `https://twitter.com/acme/status/${id}`,
  'Tweet text': text,
  time,
  ...counts,
});

const DECEMBER = xExport([
  tweet('812000000000000001', 'Shipping today, finally: "Preflight" v1', '2016-12-23 18:50 +0000', {
    impressions: '1938.0',
    retweets: '3.0',
    replies: '2.0',
    likes: '12.0',
    'user profile clicks': '5.0',
    'url clicks': '7.0',
    follows: '1.0',
  }),
  tweet('812000000000000009', '@alice thanks, will do', '2016-12-23 19:00 +0000', { impressions: '40.0' }),
  tweet('812000000000000002', 'Line one\nline two', '2016-12-24 09:05 +0000', {
    impressions: '800.0',
    retweets: '1.0',
    replies: '0.0',
    likes: '9.0',
    'url clicks': '-',
    follows: '',
  }),
  tweet('', 'No id here', '2016-12-25 10:00 +0000'),
  tweet('812000000000000004', 'Bad time', 'yesterday'),
  tweet('812000000000000005', 'Bad count', '2016-12-26 10:00 +0000', { likes: 'abc' }),
]);
// January's export overlaps December's: 001 has grown since; 002 comes with smaller numbers (an older download).
const JANUARY = xExport([
  tweet('812000000000000001', 'Shipping today, finally: "Preflight" v1', '2016-12-23 18:50 +0000', {
    impressions: '2400.0',
    retweets: '4.0',
    replies: '2.0',
    likes: '15.0',
    'user profile clicks': '6.0',
    'url clicks': '8.0',
    follows: '1.0',
  }),
  tweet('812000000000000003', 'New year, new plan', '2017-01-02 10:00 +0000', {
    impressions: '500.0',
    retweets: '0.0',
    replies: '1.0',
    likes: '4.0',
  }),
  tweet('812000000000000002', 'Line one\nline two', '2016-12-24 09:05 +0000', {
    impressions: '100.0',
    retweets: '0.0',
    replies: '0.0',
    likes: '2.0',
  }),
]);

describe('importHistory: X analytics exports', () => {
  const result = importHistory([
    { name: 'tweet_activity_metrics_2016-12.csv', text: DECEMBER },
    { name: 'tweet_activity_metrics_2017-01.csv', text: JANUARY },
  ]);

  it('maps the organic columns to the post, with times in ISO 8601', () => {
    expect(result.posts).toEqual([
      {
        post_id: '812000000000000001',
        text: 'Shipping today, finally: "Preflight" v1',
        posted_at: '2016-12-23T18:50:00+00:00',
        metrics: { impressions: 2400, likes: 15, reposts: 4, replies: 2, profile_clicks: 6, link_clicks: 8, follows: 1 },
      },
      {
        post_id: '812000000000000002',
        text: 'Line one\nline two',
        posted_at: '2016-12-24T09:05:00+00:00',
        metrics: { impressions: 800, likes: 9, reposts: 1, replies: 0, profile_clicks: 0 },
      },
      {
        post_id: '812000000000000003',
        text: 'New year, new plan',
        posted_at: '2017-01-02T10:00:00+00:00',
        metrics: { impressions: 500, likes: 4, reposts: 0, replies: 1, profile_clicks: 0, link_clicks: 0, follows: 0 },
      },
    ]);
  });
  it('reads "-" and empty optional counts as unknown, not zero', () => {
    const metrics = result.posts[1]!.metrics;
    expect([metrics.link_clicks, metrics.follows, metrics.profile_clicks]).toEqual([undefined, undefined, 0]);
  });
  it('counts every data row of every file, duplicates included', () => {
    expect(result.received).toBe(9);
  });
  it('skips replies and bad rows with their data row and a reason', () => {
    expect(result.skipped).toEqual([
      { file: 'tweet_activity_metrics_2016-12.csv', row: 2, reason: 'a reply, not an original post', kind: 'not_a_post' },
      { file: 'tweet_activity_metrics_2016-12.csv', row: 4, reason: 'no Tweet id', kind: 'unreadable' },
      {
        file: 'tweet_activity_metrics_2016-12.csv',
        row: 5,
        reason: 'unreadable time "yesterday" (expected like 2016-12-23 18:50 +0000)',
        kind: 'unreadable',
      },
      { file: 'tweet_activity_metrics_2016-12.csv', row: 6, reason: 'likes is not a count: "abc"', kind: 'unreadable' },
    ]);
  });
  it('keeps the larger numbers of a post found in several files, whichever file comes first', () => {
    const reversed = importHistory([
      { name: 'jan.csv', text: JANUARY },
      { name: 'dec.csv', text: DECEMBER },
    ]);
    expect(reversed.posts.map((p) => [p.post_id, p.metrics.impressions])).toEqual([
      ['812000000000000001', 2400],
      ['812000000000000002', 800],
      ['812000000000000003', 500],
    ]);
  });
  it('finds columns by name, in any order, case and padding', () => {
    const text = [' LIKES ,Time,retweets,Tweet Text,replies,TWEET ID', '7,2016-12-23 18:50 -0530,1,"Hi, there",0,812000000000000007'].join(
      '\n',
    );
    expect(withoutSummary(importHistory([{ name: 'reordered.csv', text }]))).toEqual({
      posts: [
        {
          post_id: '812000000000000007',
          text: 'Hi, there',
          posted_at: '2016-12-23T18:50:00-05:30',
          metrics: { likes: 7, reposts: 1, replies: 0 },
        },
      ],
      received: 1,
      skipped: [],
      refused: [],
    });
  });
  it('skips impossible dates, and ids a spreadsheet rounded when the permalink does not carry them either', () => {
    const text = xExport([
      tweet('812000000000000008', 'Leap', '2016-02-30 10:00 +0000'),
      tweet('8.12352E+17', 'Rounded', '2016-12-23 18:50 +0000'),
    ]);
    expect(importHistory([{ name: 'x.csv', text }]).skipped).toEqual([
      {
        file: 'x.csv',
        row: 1,
        reason: 'unreadable time "2016-02-30 10:00 +0000" (expected like 2016-12-23 18:50 +0000)',
        kind: 'unreadable',
      },
      {
        file: 'x.csv',
        row: 2,
        reason: 'Tweet id "8.12352E+17" is not a number (a spreadsheet may have rounded it) and the Tweet permalink carries none',
        kind: 'unreadable',
      },
    ]);
  });
  it('takes the id from the permalink when a spreadsheet rounded the id cell, to 1.47689E+18 or to trailing zeros', () => {
    const counts = { likes: '3.0', retweets: '0.0', replies: '0.0' };
    const text = xExport([
      { ...tweet('1476890000000000123', 'Sci', '2021-12-31 10:00 +0000', counts), 'Tweet id': '1.47689E+18' },
      { ...tweet('1476890000000000456', 'Zeros', '2021-12-31 11:00 +0000', counts), 'Tweet id': '1476890000000000000' },
      { ...tweet('1476890000000000789', 'No id cell', '2021-12-31 12:00 +0000', counts), 'Tweet id': '' },
      { ...tweet('1476890000000000999', 'No link', '2021-12-31 13:00 +0000', counts), 'Tweet permalink': '' },
    ]);
    const result = importHistory([{ name: 'resaved.csv', text }]);
    expect(result.posts.map((p) => [p.post_id, p.text])).toEqual([
      ['1476890000000000123', 'Sci'],
      ['1476890000000000456', 'Zeros'],
      ['1476890000000000789', 'No id cell'],
      ['1476890000000000999', 'No link'],
    ]);
    expect(result.skipped).toEqual([]);
  });
  it(
    "refuses a file that is X's but lacks a column every row needs, naming what it has and what it lacks " +
      '(in the words of either English header)',
    () => {
      const text = '"Tweet id","Tweet text","time","retweets","replies"\n"1","Hi","2016-12-23 18:50 +0000","0","0"\n';
      expect(withoutSummary(importHistory([{ name: 'nolikes.csv', text }]))).toEqual({
        posts: [],
        received: 0,
        skipped: [],
        refused: [
          {
            file: 'nolikes.csv',
            reason:
              "it looks like X's monthly export (tweet_activity_metrics) but lacks a column it needs: likes or " +
              'favorites (its columns: Tweet id, Tweet text, time, retweets, replies)',
            found: ['Tweet id', 'Tweet text', 'time', 'retweets', 'replies'],
            missing: ['likes or favorites'],
          },
        ],
      });
    },
  );
});

// The same December export in the other header languages: X keeps the columns' order and changes their words.
const PORTUGUESE = [
  'id do Tweet',
  'link permanente do Tweet',
  'texto do Tweet',
  'horário',
  'impressões',
  'engajamentos',
  'taxa de engajamento',
  'retweets',
  'respostas',
  'favoritos',
  'cliques no perfil do usuário:',
  'cliques no URL',
  'cliques em hashtags:',
  'expansões de detalhes:',
  'cliques no link permanente',
  'aberturas de aplicativos',
  'instalações de aplicativo:',
  'seguiram',
  'Tweet enviado por e-mail',
  'número de telefone discado',
  'visualizações da mídia',
  'engajamentos com mídia',
  'impressões promovido(a)(s)',
  'engajamentos promovido(a)(s)',
  'favoritos promovido(a)(s)',
];
/** Made-up words, standing for any language whose header words Preflight does not know. */
const UNKNOWN_WORDS = [
  'Tweet-ID',
  'Permalink',
  'Text',
  'Zeit',
  'Eindrücke',
  'Interaktionen',
  'Interaktionsrate',
  'Retweets',
  'Antworten',
  'Gefällt mir',
  'Profilklicks',
  'URL-Klicks',
  'Hashtag-Klicks',
  'Details',
  'Permalink-Klicks',
  'App-Öffnungen',
  'App-Installationen',
  'Folgen',
  'E-Mail',
  'Telefon',
  'Medienaufrufe',
  'Medieninteraktionen',
  'beworben 1',
  'beworben 2',
  'beworben 3',
];
const JAPANESE_LIKE = X_COLUMNS.map((_, i) => `列${i + 1}`);
const withHeader = (text: string, header: readonly string[]) => {
  const [, ...rest] = text.split('\r\n');
  return [`\uFEFF${header.map(quote).join(',')}`, ...rest].join('\r\n');
};

describe('importHistory: X monthly exports in any language', () => {
  const english = importHistory([{ name: 'tweet_activity_metrics_acme_20161201_20170101_en.csv', text: DECEMBER }]);

  it('reads the Portuguese header by its words (likes are "favoritos")', () => {
    const text = withHeader(DECEMBER, PORTUGUESE);
    const result = importHistory([{ name: 'tweet_activity_metrics_acme_20161201_20170101_pt.csv', text }]);
    expect(result.posts).toEqual(english.posts);
    expect(result.posts[0]!.metrics).toEqual({
      impressions: 1938,
      likes: 12,
      reposts: 3,
      replies: 2,
      profile_clicks: 5,
      link_clicks: 7,
      follows: 1,
    });
    // The reasons name the file's own columns.
    expect(result.skipped.map((s) => [s.row, s.reason])).toEqual([
      [2, 'a reply, not an original post'],
      [4, 'no id do Tweet'],
      [5, 'unreadable time "yesterday" (expected like 2016-12-23 18:50 +0000)'],
      [6, 'favoritos is not a count: "abc"'],
    ]);
    expect(result.refused).toEqual([]);
  });
  it('reads the Portuguese header in any order, like the English one', () => {
    const text = [
      '"favoritos","respostas","retweets","horário","texto do Tweet","id do Tweet"',
      '"7","0","1","2016-12-23 18:50 +0000","Olá","812000000000000007"',
    ].join('\n');
    expect(importHistory([{ name: 'pt.csv', text }]).posts).toEqual([
      { post_id: '812000000000000007', text: 'Olá', posted_at: '2016-12-23T18:50:00+00:00', metrics: { likes: 7, reposts: 1, replies: 0 } },
    ]);
  });
  it.each([
    ['made-up German', UNKNOWN_WORDS],
    ['made-up Japanese', JAPANESE_LIKE],
  ])("reads a header in an unknown language (%s) by X's order of columns", (_, header) => {
    const result = importHistory([{ name: 'tweet_activity_metrics_acme_20161201_20170101_de.csv', text: withHeader(DECEMBER, header) }]);
    // Follows are not read by position: X's 2014–2015 export put them one column further on, after a column it later dropped.
    expect(result.posts).toEqual(english.posts.map((p) => ({ ...p, metrics: { ...p.metrics, follows: undefined } })));
    expect(result.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual(english.skipped.map(({ row, reason }) => ({ row, reason })));
    expect(result.refused).toEqual([]);
  });
  it("does not read by position a file whose rows do not have X's types where X puts them", () => {
    // As many columns as X's export, but the time is not in the fourth column nor an id or a link in the first two.
    const header = UNKNOWN_WORDS.map(quote).join(',');
    const row = ['a', 'b', 'c', 'Tuesday', ...Array.from({ length: 21 }, () => '1')].map(quote).join(',');
    const result = importHistory([{ name: 'other.csv', text: `${header}\n${row}\n${row}\n` }]);
    expect(result.posts).toEqual([]);
    expect(result.refused.map((r) => r.file)).toEqual(['other.csv']);
  });
});

// X's content export as X writes it: ids and counts bare, dates and texts quoted, days without times.
const CONTENT_HEADER =
  'Post id,Date,Post text,Post Link,Impressions,Likes,Engagements,Bookmarks,Shares,New ' +
  'follows,Replies,Reposts,Profile visits,Detail Expands,URL Clicks,Hashtag Clicks,Permalink Clicks';
type ContentCounts = {
  impressions: number;
  likes: number;
  follows?: number;
  replies: number;
  reposts: number;
  profile?: number;
  url?: number;
};
const contentRow = (id: string, date: string, text: string, c: ContentCounts, link = `https://x.com/acme/status/${id}`) =>
  [
    id,
    quote(date),
    quote(text),
    link,
    c.impressions,
    c.likes,
    c.likes + c.replies + c.reposts,
    0,
    0,
    c.follows ?? 0,
    c.replies,
    c.reposts,
    c.profile ?? 0,
    0,
    c.url ?? 0,
    0,
    0,
  ].join(',');
// Snowflake ids: 1911347375109046273 >> 22 is 2025-04-13T09:15:00Z after X's epoch, and so on.
const ON_13_0915 = '1911347375109046273';
const ON_13_2140 = '1911534860497846274';
const ON_13_2330 = '1911562542904246275';
const ON_14_0800 = '1911690888606646276';
const ON_14_1000 = '1911721087595446277';
const ON_16_0745 = '1912412015293366279';
const CONTENT = [
  CONTENT_HEADER,
  contentRow(ON_13_2140, 'Sun, Apr 13, 2025', 'Evening post, listed first as X lists newest first', {
    impressions: 900,
    likes: 12,
    replies: 2,
    reposts: 1,
    profile: 4,
    url: 6,
    follows: 1,
  }),
  contentRow(ON_13_0915, 'Sun, Apr 13, 2025', 'Morning post', { impressions: 1500, likes: 30, replies: 5, reposts: 3 }),
  // Posted at 23:30 UTC, dated the 14th by a writer east of Greenwich: still that post's id time.
  contentRow(ON_13_2330, 'Mon, Apr 14, 2025', 'Late, by UTC', { impressions: 300, likes: 2, replies: 0, reposts: 0 }),
  contentRow('', 'Mon, Apr 14, 2025', '', { impressions: 0, likes: 0, replies: 0, reposts: 0 }, 'https://x.com/acme/status/undefined'),
  contentRow(ON_14_1000, 'Mon, Apr 14, 2025', '@bob thanks, will do', { impressions: 40, likes: 1, replies: 0, reposts: 0 }),
  contentRow(
    '1.91169E+18',
    'Mon, Apr 14, 2025',
    'Id rounded by a spreadsheet',
    { impressions: 700, likes: 9, replies: 1, reposts: 1 },
    `https://x.com/acme/status/${ON_14_0800}`,
  ),
  contentRow(
    '1.91241E+18',
    'Wed, Apr 16, 2025',
    'No id anywhere',
    { impressions: 10, likes: 0, replies: 0, reposts: 0 },
    'https://x.com/acme',
  ),
  contentRow(ON_16_0745, 'Wed, Apr 31, 2025', 'No such day', { impressions: 10, likes: 0, replies: 0, reposts: 0 }),
  // Ids whose time is not on their date (as in an invented file): noon UTC of the date, in id order.
  contentRow('900000000000000002', 'Thu, Apr 17, 2025', 'Second by id', { impressions: 200, likes: 3, replies: 0, reposts: 0 }),
  contentRow('900000000000000001', 'Thu, Apr 17, 2025', 'First by id', { impressions: 200, likes: 3, replies: 0, reposts: 0 }),
].join('\n');

describe("importHistory: X's content export (account_analytics_content)", () => {
  const result = importHistory([{ name: 'account_analytics_content_2025-04-13_2025-04-17.csv', text: CONTENT }]);

  it("maps its columns, places each post at its id's time within its day, and says the file gave no time", () => {
    expect(result.posts).toEqual([
      {
        post_id: ON_13_0915,
        text: 'Morning post',
        posted_at: '2025-04-13T09:15:00Z',
        time_known: false,
        metrics: { impressions: 1500, likes: 30, reposts: 3, replies: 5, profile_clicks: 0, link_clicks: 0, follows: 0 },
      },
      {
        post_id: ON_13_2140,
        text: 'Evening post, listed first as X lists newest first',
        posted_at: '2025-04-13T21:40:00Z',
        time_known: false,
        metrics: { impressions: 900, likes: 12, reposts: 1, replies: 2, profile_clicks: 4, link_clicks: 6, follows: 1 },
      },
      {
        post_id: ON_13_2330,
        text: 'Late, by UTC',
        posted_at: '2025-04-13T23:30:00Z',
        time_known: false,
        metrics: { impressions: 300, likes: 2, reposts: 0, replies: 0, profile_clicks: 0, link_clicks: 0, follows: 0 },
      },
      {
        post_id: ON_14_0800,
        text: 'Id rounded by a spreadsheet',
        posted_at: '2025-04-14T08:00:00Z',
        time_known: false,
        metrics: { impressions: 700, likes: 9, reposts: 1, replies: 1, profile_clicks: 0, link_clicks: 0, follows: 0 },
      },
      {
        post_id: '900000000000000001',
        text: 'First by id',
        posted_at: '2025-04-17T12:00:00Z',
        time_known: false,
        metrics: { impressions: 200, likes: 3, reposts: 0, replies: 0, profile_clicks: 0, link_clicks: 0, follows: 0 },
      },
      {
        post_id: '900000000000000002',
        text: 'Second by id',
        posted_at: '2025-04-17T12:00:00Z',
        time_known: false,
        metrics: { impressions: 200, likes: 3, reposts: 0, replies: 0, profile_clicks: 0, link_clicks: 0, follows: 0 },
      },
    ]);
  });
  it('skips the placeholder row, replies, rows without an id and dates that are not days, each with its reason', () => {
    expect(result.received).toBe(10);
    expect(result.skipped).toEqual([
      {
        file: 'account_analytics_content_2025-04-13_2025-04-17.csv',
        row: 4,
        reason: 'a placeholder row (its Post Link ends in /status/undefined), not a post',
        kind: 'not_a_post',
      },
      { file: 'account_analytics_content_2025-04-13_2025-04-17.csv', row: 5, reason: 'a reply, not an original post', kind: 'not_a_post' },
      {
        file: 'account_analytics_content_2025-04-13_2025-04-17.csv',
        row: 7,
        reason: 'Post id "1.91241E+18" is not a number (a spreadsheet may have rounded it) and the Post Link carries none',
        kind: 'unreadable',
      },
      {
        file: 'account_analytics_content_2025-04-13_2025-04-17.csv',
        row: 8,
        reason: 'unreadable date "Wed, Apr 31, 2025" (expected like Sun, Apr 13, 2025)',
        kind: 'unreadable',
      },
    ]);
    expect(result.refused).toEqual([]);
  });
  it('merges with the monthly exports of the same account by post id', () => {
    const again = importHistory([
      { name: 'a.csv', text: CONTENT },
      {
        name: 'b.csv',
        text: [
          CONTENT_HEADER,
          contentRow(ON_13_0915, 'Sun, Apr 13, 2025', 'Morning post', { impressions: 2500, likes: 40, replies: 5, reposts: 3 }),
        ].join('\n'),
      },
    ]);
    expect(again.posts.find((p) => p.post_id === ON_13_0915)?.metrics.impressions).toBe(2500);
    expect(again.posts).toHaveLength(6);
  });
  it('refuses a content export without the columns a post needs, naming them', () => {
    const text = 'Post id,Date,Post text,Post Link,Impressions,Engagements\n1,"Sun, Apr 13, 2025",Hi,https://x.com/a/status/1,10,1\n';
    expect(importHistory([{ name: 'cut.csv', text }]).refused).toEqual([
      {
        file: 'cut.csv',
        reason:
          "it looks like X's content export (account_analytics_content) but lacks columns it needs: Likes, " +
          'Reposts, Replies (its columns: Post id, Date, Post text, Post Link, Impressions, Engagements)',
        found: ['Post id', 'Date', 'Post text', 'Post Link', 'Impressions', 'Engagements'],
        missing: ['Likes', 'Reposts', 'Replies'],
      },
    ]);
  });
});

describe('importHistory: generic JSON lines', () => {
  const text = [
    JSON.stringify({
      post_id: 'a1',
      text: 'Hello',
      posted_at: '2024-05-01T09:30:00+02:00',
      metrics: { impressions: 500, likes: 10, reposts: 2, replies: 1 },
      followers: 1200,
      snapshots: [
        { age_min: 60, impressions: 200, likes: 4 },
        { age_min: 1440, impressions: 480, likes: 10 },
      ],
    }),
    '',
    '{"post_id": "a2", "text": "cut off',
    JSON.stringify({ post_id: 'a4', text: 'x', posted_at: '2024-05-01 09:30', metrics: { likes: 1, reposts: 0, replies: 0 } }),
    JSON.stringify({ post_id: 'a5', text: 'x', posted_at: '2024-05-01T09:30:00Z', metrics: { likes: 'ten', reposts: 0 } }),
    JSON.stringify({
      post_id: 'a6',
      text: 'x',
      posted_at: '2024-05-01T09:30:00Z',
      metrics: { likes: 1, reposts: 0, replies: 0 },
      snapshots: [{ age_min: 0 }],
    }),
    JSON.stringify({
      post_id: 'a3',
      text: 'Earlier, by the clock',
      posted_at: '2024-05-01T07:00:00Z',
      metrics: { likes: 3, reposts: 0, replies: 0 },
    }),
  ].join('\n');
  const result = importHistory([{ name: 'history.jsonl', text }]);

  it('keeps valid posts with their snapshots, sorted by the instant they went out', () => {
    expect(result.posts).toEqual([
      { post_id: 'a3', text: 'Earlier, by the clock', posted_at: '2024-05-01T07:00:00Z', metrics: { likes: 3, reposts: 0, replies: 0 } },
      {
        post_id: 'a1',
        text: 'Hello',
        posted_at: '2024-05-01T09:30:00+02:00',
        metrics: { impressions: 500, likes: 10, reposts: 2, replies: 1 },
        followers: 1200,
        snapshots: [
          { age_min: 60, impressions: 200, likes: 4 },
          { age_min: 1440, impressions: 480, likes: 10 },
        ],
      },
    ]);
  });
  it('counts non-blank lines and skips bad ones by line number', () => {
    expect(result.received).toBe(6);
    expect(result.skipped).toEqual([
      { file: 'history.jsonl', row: 3, reason: 'invalid JSON', kind: 'unreadable' },
      {
        file: 'history.jsonl',
        row: 4,
        reason: 'not a valid post: posted_at must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00',
        kind: 'unreadable',
      },
      {
        file: 'history.jsonl',
        row: 5,
        reason: 'not a valid post: metrics.likes must be a number; metrics.replies is missing',
        kind: 'unreadable',
      },
      { file: 'history.jsonl', row: 6, reason: 'not a valid post: snapshots[0].age_min must be more than 0', kind: 'unreadable' },
    ]);
  });
  it('skips a line that is JSON but not an object', () => {
    expect(importHistory([{ name: 'h.jsonl', text: '{"post_id":"a"}\r\n[1,2]\r\n' }]).skipped).toEqual([
      {
        file: 'h.jsonl',
        row: 1,
        reason: 'not a valid post: text is missing; posted_at is missing; metrics is missing',
        kind: 'unreadable',
      },
      { file: 'h.jsonl', row: 2, reason: 'not a valid post: expected a JSON object', kind: 'unreadable' },
    ]);
  });
});

describe('importHistory: generic CSV', () => {
  it('reads the documented columns, leaving empty optional counts unknown', () => {
    const text = [
      'post_id,text,posted_at,impressions,likes,reposts,replies,profile_clicks,link_clicks,follows,followers',
      'b1,"Thread, part one",2024-06-01T10:00:00Z,900,30,4,6,,,,5000',
      'b2,Dated loosely,June 1,10,1,0,0,,,,',
      ',No id,2024-06-01T11:00:00Z,10,1,0,0,,,,',
      'b3,No replies,2024-06-01T12:00:00Z,10,1,0,,,,,',
    ].join('\n');
    expect(withoutSummary(importHistory([{ name: 'history.csv', text }]))).toEqual({
      posts: [
        {
          post_id: 'b1',
          text: 'Thread, part one',
          posted_at: '2024-06-01T10:00:00Z',
          metrics: { impressions: 900, likes: 30, reposts: 4, replies: 6 },
          followers: 5000,
        },
      ],
      received: 4,
      skipped: [
        {
          file: 'history.csv',
          row: 2,
          reason: 'not a valid post: posted_at must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00',
          kind: 'unreadable',
        },
        { file: 'history.csv', row: 3, reason: 'no post_id', kind: 'unreadable' },
        { file: 'history.csv', row: 4, reason: 'no replies count', kind: 'unreadable' },
      ],
      refused: [],
    });
  });
  it('reads columns in any order and without the optional ones', () => {
    const text = 'posted_at,post_id,likes,reposts,replies,text\n2024-06-02T08:00:00+01:00,c1,2,0,1,Short\n';
    expect(importHistory([{ name: 'minimal.csv', text }]).posts).toEqual([
      { post_id: 'c1', text: 'Short', posted_at: '2024-06-02T08:00:00+01:00', metrics: { likes: 2, reposts: 0, replies: 1 } },
    ]);
  });
  it('on equal impressions keeps more likes, reposts and replies; on equal numbers the later file', () => {
    const header = 'post_id,text,posted_at,impressions,likes,reposts,replies\n';
    const result = importHistory([
      { name: 'first.csv', text: `${header}d2,old text,2024-06-03T09:00:00Z,50,1,0,0\nd3,more engaged,2024-06-03T10:00:00Z,50,2,1,1\n` },
      { name: 'second.csv', text: `${header}d2,new text,2024-06-03T09:00:00Z,50,1,0,0\nd3,less engaged,2024-06-03T10:00:00Z,50,3,0,0\n` },
    ]);
    expect(result.posts.map((p) => [p.post_id, p.text])).toEqual([
      ['d2', 'new text'],
      ['d3', 'more engaged'],
    ]);
  });
  it('sorts posts that went out at the same instant by post_id, numeric ids as numbers', () => {
    const text = 'post_id,text,posted_at,likes,reposts,replies\ne2,b,2024-06-03T08:00:00Z,1,0,0\ne1,a,2024-06-03T10:00:00+02:00,1,0,0\n';
    expect(importHistory([{ name: 'same.csv', text }]).posts.map((p) => p.post_id)).toEqual(['e1', 'e2']);
    const numeric = 'post_id,text,posted_at,likes,reposts,replies\n10,b,2024-06-03T08:00:00Z,1,0,0\n9,a,2024-06-03T08:00:00Z,1,0,0\n';
    expect(importHistory([{ name: 'ids.csv', text: numeric }]).posts.map((p) => p.post_id)).toEqual(['9', '10']);
  });
  it('refuses a file without a column every row needs', () => {
    const text = 'post_id,posted_at,likes\nf1,2024-06-03T08:00:00Z,1\n';
    expect(importHistory([{ name: 'thin.csv', text }]).refused).toEqual([
      {
        file: 'thin.csv',
        reason: "it looks like Preflight's CSV but lacks columns it needs: text, reposts, replies (its columns: post_id, posted_at, likes)",
        found: ['post_id', 'posted_at', 'likes'],
        missing: ['text', 'reposts', 'replies'],
      },
    ]);
  });
});

describe('importHistory: files it cannot read', () => {
  const NEEDED =
    "Preflight reads X's content export (account_analytics_content): Post id or Post Link, Post text, Date, Likes, Reposts, Replies; " +
    "X's monthly export (tweet_activity_metrics), in any language: Tweet id or Tweet permalink, Tweet " +
    'text, time, likes, retweets, replies; ' +
    "Preflight's CSV: post_id, text, posted_at, likes, reposts, replies; or Preflight's JSON lines";

  it('refuses a file of no format it reads, once, with its first line and the columns each format needs', () => {
    const result = importHistory([
      { name: 'notes.txt', text: 'hello\n\nworld\n' },
      { name: 'account_overview_analytics.csv', text: 'Date,Impressions,Likes,Engagements\r\n"Sun, Apr 13, 2025",900,3,7\r\n' },
    ]);
    expect(withoutSummary(result)).toEqual({
      posts: [],
      received: 0,
      skipped: [],
      refused: [
        { file: 'notes.txt', reason: `it is not a file Preflight reads (its first line: hello). ${NEEDED}`, found: ['hello'], missing: [] },
        {
          file: 'account_overview_analytics.csv',
          reason: `it is not a file Preflight reads (its first line: Date, Impressions, Likes, Engagements). ${NEEDED}`,
          found: ['Date', 'Impressions', 'Likes', 'Engagements'],
          missing: [],
        },
      ],
    });
  });
  it('reads the other files of the import when one is refused', () => {
    const result = importHistory([
      { name: 'notes.txt', text: 'hello\n' },
      { name: 'dec.csv', text: DECEMBER },
    ]);
    expect(result.posts).toHaveLength(2);
    expect(result.refused.map((r) => r.file)).toEqual(['notes.txt']);
  });
  it('quotes at most 12 columns of a long first line, each cut to 40 characters', () => {
    const header = ['x'.repeat(50), ...Array.from({ length: 14 }, (_, i) => `c${i}`)].join(',');
    const [refused] = importHistory([{ name: 'wide.csv', text: `${header}\n` }]).refused;
    expect(refused!.reason).toContain(`(its first line: ${'x'.repeat(40)}…, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10 and 3 more).`);
  });
  it('returns an empty import for no files, an empty file or a header alone', () => {
    const empty = { posts: [], received: 0, skipped: [], refused: [] };
    expect(withoutSummary(importHistory([]))).toEqual(empty);
    expect(withoutSummary(importHistory([{ name: 'empty.csv', text: '' }]))).toEqual(empty);
    expect(withoutSummary(importHistory([{ name: 'blank.csv', text: '\uFEFF\r\n\r\n' }]))).toEqual(empty);
    expect(withoutSummary(importHistory([{ name: 'quiet-month.csv', text: xExport([]) }]))).toEqual(empty);
    expect(withoutSummary(importHistory([{ name: 'quiet-content.csv', text: `${CONTENT_HEADER}\n` }]))).toEqual(empty);
  });
});
