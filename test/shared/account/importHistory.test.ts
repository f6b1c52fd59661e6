import { describe, expect, it } from 'vitest';
import { importHistory } from '../../../shared/account/import/importHistory';

// X's analytics export, as X writes it: every cell quoted, a BOM, CRLF, the promoted columns after the organic ones.
const X_COLUMNS = [
  'Tweet id', 'Tweet permalink', 'Tweet text', 'time', 'impressions', 'engagements', 'engagement rate', 'retweets',
  'replies', 'likes', 'user profile clicks', 'url clicks', 'hashtag clicks', 'detail expands', 'permalink clicks',
  'app opens', 'app installs', 'follows', 'email tweet', 'dial phone', 'media views', 'media engagements',
  'promoted impressions', 'promoted engagements', 'promoted likes',
];
type XRow = Partial<Record<(typeof X_COLUMNS)[number], string>>;
const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
const xExport = (rows: XRow[], columns = X_COLUMNS) =>
  '\uFEFF' + [columns, ...rows.map((row) => columns.map((c) => row[c] ?? (c.startsWith('promoted') ? '-' : '0.0')))]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n') + '\r\n';
const tweet = (id: string, text: string, time: string, counts: XRow = {}): XRow => ({
  'Tweet id': id, 'Tweet permalink': `https://twitter.com/acme/status/${id}`, 'Tweet text': text, time, ...counts,
});

const DECEMBER = xExport([
  tweet('812000000000000001', 'Shipping today, finally: "Preflight" v1', '2016-12-23 18:50 +0000', {
    impressions: '1938.0', retweets: '3.0', replies: '2.0', likes: '12.0',
    'user profile clicks': '5.0', 'url clicks': '7.0', follows: '1.0',
  }),
  tweet('812000000000000009', '@alice thanks, will do', '2016-12-23 19:00 +0000', { impressions: '40.0' }),
  tweet('812000000000000002', 'Line one\nline two', '2016-12-24 09:05 +0000', {
    impressions: '800.0', retweets: '1.0', replies: '0.0', likes: '9.0', 'url clicks': '-', follows: '',
  }),
  tweet('', 'No id here', '2016-12-25 10:00 +0000'),
  tweet('812000000000000004', 'Bad time', 'yesterday'),
  tweet('812000000000000005', 'Bad count', '2016-12-26 10:00 +0000', { likes: 'abc' }),
]);
// January's export overlaps December's: 001 has grown since; 002 comes with smaller numbers (an older download).
const JANUARY = xExport([
  tweet('812000000000000001', 'Shipping today, finally: "Preflight" v1', '2016-12-23 18:50 +0000', {
    impressions: '2400.0', retweets: '4.0', replies: '2.0', likes: '15.0',
    'user profile clicks': '6.0', 'url clicks': '8.0', follows: '1.0',
  }),
  tweet('812000000000000003', 'New year, new plan', '2017-01-02 10:00 +0000', {
    impressions: '500.0', retweets: '0.0', replies: '1.0', likes: '4.0',
  }),
  tweet('812000000000000002', 'Line one\nline two', '2016-12-24 09:05 +0000', {
    impressions: '100.0', retweets: '0.0', replies: '0.0', likes: '2.0',
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
      { file: 'tweet_activity_metrics_2016-12.csv', row: 2, reason: 'a reply, not an original post' },
      { file: 'tweet_activity_metrics_2016-12.csv', row: 4, reason: 'no Tweet id' },
      { file: 'tweet_activity_metrics_2016-12.csv', row: 5, reason: 'unreadable time "yesterday" (expected like 2016-12-23 18:50 +0000)' },
      { file: 'tweet_activity_metrics_2016-12.csv', row: 6, reason: 'likes is not a count: "abc"' },
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
    const text = [
      ' LIKES ,Time,retweets,Tweet Text,replies,TWEET ID',
      '7,2016-12-23 18:50 -0530,1,"Hi, there",0,812000000000000007',
    ].join('\n');
    expect(importHistory([{ name: 'reordered.csv', text }])).toEqual({
      posts: [{ post_id: '812000000000000007', text: 'Hi, there', posted_at: '2016-12-23T18:50:00-05:30', metrics: { likes: 7, reposts: 1, replies: 0 } }],
      received: 1,
      skipped: [],
    });
  });
  it('skips impossible dates and ids a spreadsheet rounded', () => {
    const text = xExport([
      tweet('812000000000000008', 'Leap', '2016-02-30 10:00 +0000'),
      tweet('8.12352E+17', 'Rounded', '2016-12-23 18:50 +0000'),
    ]);
    expect(importHistory([{ name: 'x.csv', text }]).skipped).toEqual([
      { file: 'x.csv', row: 1, reason: 'unreadable time "2016-02-30 10:00 +0000" (expected like 2016-12-23 18:50 +0000)' },
      { file: 'x.csv', row: 2, reason: 'Tweet id "8.12352E+17" is not a number (a spreadsheet may have rounded it)' },
    ]);
  });
  it('skips every row when a required column is missing', () => {
    const text = '"Tweet id","Tweet text","time","retweets","replies"\n"1","Hi","2016-12-23 18:50 +0000","0","0"\n';
    expect(importHistory([{ name: 'nolikes.csv', text }]).skipped).toEqual([
      { file: 'nolikes.csv', row: 1, reason: 'the file has no "likes" column' },
    ]);
  });
});

describe('importHistory: generic JSON lines', () => {
  const text = [
    JSON.stringify({
      post_id: 'a1', text: 'Hello', posted_at: '2024-05-01T09:30:00+02:00',
      metrics: { impressions: 500, likes: 10, reposts: 2, replies: 1 }, followers: 1200,
      snapshots: [{ age_min: 60, impressions: 200, likes: 4 }, { age_min: 1440, impressions: 480, likes: 10 }],
    }),
    '',
    '{"post_id": "a2", "text": "cut off',
    JSON.stringify({ post_id: 'a4', text: 'x', posted_at: '2024-05-01 09:30', metrics: { likes: 1, reposts: 0, replies: 0 } }),
    JSON.stringify({ post_id: 'a5', text: 'x', posted_at: '2024-05-01T09:30:00Z', metrics: { likes: 'ten', reposts: 0 } }),
    JSON.stringify({ post_id: 'a6', text: 'x', posted_at: '2024-05-01T09:30:00Z', metrics: { likes: 1, reposts: 0, replies: 0 }, snapshots: [{ age_min: 0 }] }),
    JSON.stringify({ post_id: 'a3', text: 'Earlier, by the clock', posted_at: '2024-05-01T07:00:00Z', metrics: { likes: 3, reposts: 0, replies: 0 } }),
  ].join('\n');
  const result = importHistory([{ name: 'history.jsonl', text }]);

  it('keeps valid posts with their snapshots, sorted by the instant they went out', () => {
    expect(result.posts).toEqual([
      { post_id: 'a3', text: 'Earlier, by the clock', posted_at: '2024-05-01T07:00:00Z', metrics: { likes: 3, reposts: 0, replies: 0 } },
      {
        post_id: 'a1', text: 'Hello', posted_at: '2024-05-01T09:30:00+02:00',
        metrics: { impressions: 500, likes: 10, reposts: 2, replies: 1 }, followers: 1200,
        snapshots: [{ age_min: 60, impressions: 200, likes: 4 }, { age_min: 1440, impressions: 480, likes: 10 }],
      },
    ]);
  });
  it('counts non-blank lines and skips bad ones by line number', () => {
    expect(result.received).toBe(6);
    expect(result.skipped).toEqual([
      { file: 'history.jsonl', row: 3, reason: 'invalid JSON' },
      { file: 'history.jsonl', row: 4, reason: 'not a valid post: posted_at must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00' },
      { file: 'history.jsonl', row: 5, reason: 'not a valid post: metrics.likes must be a number; metrics.replies is missing' },
      { file: 'history.jsonl', row: 6, reason: 'not a valid post: snapshots[0].age_min must be more than 0' },
    ]);
  });
  it('skips a line that is JSON but not an object', () => {
    expect(importHistory([{ name: 'h.jsonl', text: '{"post_id":"a"}\r\n[1,2]\r\n' }]).skipped).toEqual([
      { file: 'h.jsonl', row: 1, reason: 'not a valid post: text is missing; posted_at is missing; metrics is missing' },
      { file: 'h.jsonl', row: 2, reason: 'not a valid post: expected a JSON object' },
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
    expect(importHistory([{ name: 'history.csv', text }])).toEqual({
      posts: [{ post_id: 'b1', text: 'Thread, part one', posted_at: '2024-06-01T10:00:00Z', metrics: { impressions: 900, likes: 30, reposts: 4, replies: 6 }, followers: 5000 }],
      received: 4,
      skipped: [
        { file: 'history.csv', row: 2, reason: 'not a valid post: posted_at must be ISO 8601 with an offset, like 2024-05-01T09:30:00+00:00' },
        { file: 'history.csv', row: 3, reason: 'no post_id' },
        { file: 'history.csv', row: 4, reason: 'no replies count' },
      ],
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
    expect(result.posts.map((p) => [p.post_id, p.text])).toEqual([['d2', 'new text'], ['d3', 'more engaged']]);
  });
  it('sorts posts that went out at the same instant by post_id', () => {
    const text = 'post_id,text,posted_at,likes,reposts,replies\ne2,b,2024-06-03T08:00:00Z,1,0,0\ne1,a,2024-06-03T10:00:00+02:00,1,0,0\n';
    expect(importHistory([{ name: 'same.csv', text }]).posts.map((p) => p.post_id)).toEqual(['e1', 'e2']);
  });
});

describe('importHistory: files it cannot read', () => {
  it('skips every non-empty line of an unknown file, by line number', () => {
    const result = importHistory([
      { name: 'notes.txt', text: 'hello\n\nworld\n' },
      { name: 'account_overview.csv', text: 'Date,Impressions\r\n2024-06-01,900\r\n' },
    ]);
    const reason = 'not an X analytics export, JSON lines or the generic CSV';
    expect(result).toEqual({
      posts: [],
      received: 4,
      skipped: [
        { file: 'notes.txt', row: 1, reason },
        { file: 'notes.txt', row: 3, reason },
        { file: 'account_overview.csv', row: 1, reason },
        { file: 'account_overview.csv', row: 2, reason },
      ],
    });
  });
  it('returns an empty import for no files, an empty file or a header alone', () => {
    const empty = { posts: [], received: 0, skipped: [] };
    expect(importHistory([])).toEqual(empty);
    expect(importHistory([{ name: 'empty.csv', text: '' }])).toEqual(empty);
    expect(importHistory([{ name: 'quiet-month.csv', text: xExport([]) }])).toEqual(empty);
  });
});
