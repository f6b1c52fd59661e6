// What X's exports say that is not what happened, and what a re-saved file loses, read for what it is: a day a
// spreadsheet wrote two ways, 0 impressions before X counted them, HTML entities in texts, texts X did not
// quote, replies and link-only replies to oneself kept out of the account's usual and said so.
import { describe, expect, it } from 'vitest';
import { importHistory } from '../../../shared/account/import/importHistory';
import { contentExport, monthlyExport, postsFrom, snowflakeId, type ExportPost } from './support/exportFiles';

const read = (text: string) => importHistory([{ name: 'export.csv', text }]);

describe('a day a spreadsheet wrote two ways', () => {
  // 3 April 2016 at 08:10 UTC, written "4/3/16 8:10" by a US spreadsheet and "3/4/16 8:10" by a European one.
  const [post] = postsFrom('2016-04-03T08:10:00Z', 1, [{ text: 'Spring launch notes', impressions: 500, likes: 4 }]);

  it('is settled by the time the post id carries, whichever order the spreadsheet wrote', () => {
    for (const time of ['4/3/16 8:10', '3/4/16 8:10', '03.04.2016 08:10']) {
      const result = read(monthlyExport([post!], { time: () => time }));
      expect(
        result.posts.map((p) => p.posted_at),
        time,
      ).toEqual(['2016-04-03T08:10:00Z']);
    }
  });

  it('without an id that carries a time, is skipped, naming both readings', () => {
    const old = { ...post!, id: '41000000000' };
    const result = read(monthlyExport([old], { time: () => '4/3/16 8:10' }));
    expect(result.posts).toEqual([]);
    expect(result.skipped.map((s) => s.reason)).toEqual([
      'time "4/3/16 8:10" reads as 2016-04-03 or 2016-03-04 and the post id does not say which (expected like 2016-12-23 18:50 +0000)',
    ]);
  });
});

describe('the content export saved again by a spreadsheet', () => {
  it('reads ids rounded to 2.02E+18 from the links, and days rewritten as 2/6/26 by the ids’ times', () => {
    const posts = postsFrom('2026-02-06T09:15:00Z', 30, [
      { text: 'First post of the month', impressions: 300, likes: 3 },
      { text: 'Second one, a day later', impressions: 500, likes: 6 },
    ]);
    const d = (at: number) =>
      `${new Date(at).getUTCMonth() + 1}/${new Date(at).getUTCDate()}/${String(new Date(at).getUTCFullYear()).slice(2)}`;
    // Each row as the spreadsheet wrote it: the id rounded, the date in a US spreadsheet's numbers.
    const text = contentExport(posts)
      .split('\n')
      .map((line) => {
        const post = posts.find((p) => line.startsWith(`${p.id},`));
        return post
          ? line
              .replace(`${post.id},`, `${Number(post.id).toExponential(2).toUpperCase()},`)
              .replace(/"\w{3}, \w{3} \d+, 2026"/, d(post.at))
          : line;
      })
      .join('\n');
    expect(text).toContain(',2/7/26,');
    const result = read(text);
    expect(result.skipped).toEqual([]);
    expect(result.posts.map((p) => [p.post_id, p.posted_at])).toEqual(
      posts.map((p) => [p.id, new Date(p.at).toISOString().replace('.000Z', 'Z')]),
    );
    expect(result.summary.ids_from_links).toBe(2);
  });
});

describe('0 impressions', () => {
  const posts = postsFrom('2014-08-20T10:00:00Z', 24 * 7, [
    { text: 'Before X counted views', impressions: 0, likes: 3 },
    { text: 'Still before, no likes either', impressions: 0, likes: 0, reposts: 0 },
    { text: 'Counted from here on', impressions: 240, likes: 2 },
    { text: 'Counted, and seen by nobody', impressions: 0, likes: 0, reposts: 0 },
    { text: 'Counted as 0 beside a like nobody could give', impressions: 0, likes: 1, reposts: 0 },
  ]);

  it('before September 2014, or beside likes, reposts or replies, are unknown; a real 0 afterwards is kept', () => {
    const result = read(monthlyExport(posts));
    expect(result.posts.map((p) => [p.text, p.metrics.impressions])).toEqual([
      ['Before X counted views', undefined],
      ['Still before, no likes either', undefined],
      ['Counted from here on', 240],
      ['Counted, and seen by nobody', 0],
      ['Counted as 0 beside a like nobody could give', undefined],
    ]);
    expect(result.summary.impressions_unknown).toBe(3);
    expect(result.summary.notes).toContain(
      '3 posts show 0 impressions where X had counted none (before September 2014, or beside likes, ' +
        'reposts or replies): their views are taken as unknown, not as 0.',
    );
  });
});

describe('texts', () => {
  it('are given back as typed: HTML entities unescaped once, numeric ones too', () => {
    const posts = postsFrom('2025-02-01T10:00:00Z', 5, [
      { text: 'Wormhole &lt;3', impressions: 90, likes: 1 },
      { text: 'R&amp;D, Q&amp;A &amp; more &gt;&gt;', impressions: 90, likes: 1 },
      { text: 'Typed literally: &amp;lt; and &#128640; and &#x2764;', impressions: 90, likes: 1 },
      { text: 'Not an entity: AT&T & co', impressions: 90, likes: 1 },
    ]);
    expect(read(contentExport(posts)).posts.map((p) => p.text)).toEqual([
      'Wormhole <3',
      'R&D, Q&A & more >>',
      'Typed literally: &lt; and 🚀 and ❤',
      'Not an entity: AT&T & co',
    ]);
  });

  it('X did not quote are read whole: commas in a text without a space, a text that opens with a quotation', () => {
    const posts = postsFrom('2025-02-01T10:00:00Z', 5, [
      { text: 'red,green,blue', impressions: 300, likes: 3 },
      { text: '"Ship it" she said, and we did', impressions: 400, likes: 4 },
      { text: 'A plain post with spaces', impressions: 500, likes: 5 },
    ]);
    const text = contentExport(posts, { quote: 'spaces-only' });
    expect(text).toContain(',red,green,blue,https://');
    const result = read(text);
    expect(result.skipped).toEqual([]);
    expect(result.posts.map((p) => [p.text, p.metrics.impressions])).toEqual([
      ['red,green,blue', 300],
      ['"Ship it" she said, and we did', 400],
      ['A plain post with spaces', 500],
    ]);
    expect(result.summary.unquoted_texts).toBe(1);
  });
});

describe('replies and link-only replies to oneself', () => {
  // A post, its link 40 s later (a reply to itself: the content export does not mark it), a reply to someone,
  // a photo posted on its own an hour later (only a t.co link too, but a post of its own) and one more post.
  const start = Date.parse('2025-03-03T09:00:00Z');
  const at = (minutes: number): ExportPost => ({
    id: snowflakeId(start + minutes * 60_000),
    text: '',
    at: start + minutes * 60_000,
    impressions: 500,
    likes: 5,
    reposts: 1,
    replies: 0,
    profileClicks: 0,
    urlClicks: 0,
    follows: 0,
  });
  const posts: ExportPost[] = [
    { ...at(0), text: 'We wrote up how we cut our build time in half' },
    { ...at(0.67), text: 'https://t.co/AbCdEf1234', impressions: 40, likes: 0 },
    { ...at(10), text: '@someone thanks, it was a team effort', impressions: 60 },
    { ...at(70), text: 'https://t.co/PhOtO98765', impressions: 900, likes: 11 },
    { ...at(200), text: 'Next week: the same for our tests' },
  ];
  const result = read(contentExport(posts));

  it('keeps them out of the history, with their rows and reasons', () => {
    expect(result.posts.map((p) => p.text)).toEqual([
      'We wrote up how we cut our build time in half',
      'https://t.co/PhOtO98765',
      'Next week: the same for our tests',
    ]);
    // Rows count from the newest, as X lists them.
    expect(result.skipped).toEqual([
      { file: 'export.csv', row: 3, reason: 'a reply, not an original post', kind: 'not_a_post' },
      {
        file: 'export.csv',
        row: 4,
        reason: 'only a link, 40 s after your previous post: a reply to it, not an original post',
        kind: 'not_a_post',
      },
    ]);
  });

  it('says so in the summary', () => {
    expect(result.summary).toMatchObject({ replies: 1, link_only_self_replies: 1 });
    expect(result.summary.notes).toContain(
      '1 reply and 1 link-only reply to your own posts were kept out of your usual: a reply reaches the ' +
        'people in its conversation, not your followers.',
    );
  });

  it('does not take a link-only post for a reply when its day is all the file says of its time', () => {
    const noTime = posts.map((p, i) => ({ ...p, id: String(900 + i) }));
    expect(read(contentExport(noTime)).posts.map((p) => p.text)).toContain('https://t.co/AbCdEf1234');
  });
});
