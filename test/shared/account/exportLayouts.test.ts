// Every layout of X's exports a writer may have, as X wrote it and as a spreadsheet, R or pandas saved it
// again: each is recognised by its columns' names or, in a language without known words, by their order and
// the types of their values, and imported whole.
import { describe, expect, it } from 'vitest';
import { importHistory } from '../../../shared/account/import/importHistory';
import { encodeText } from './support/encodeText';
import { EXCEL_FOR_MAC_POSTS, excelForMacBytes } from './support/excelForMac';
import { contentExport, monthlyExport, postsFrom, type ExportPost } from './support/exportFiles';

const POSTS = postsFrom('2016-12-05T08:30:00Z', 9, [
  { text: 'Shipping the new editor today', impressions: 1938, likes: 12, reposts: 3, replies: 2 },
  { text: 'What we learned from 40 user calls', impressions: 2400, likes: 30 },
  { text: 'Small fix, big relief: autosave works offline', impressions: 800, likes: 6 },
  { text: 'Our pricing page, rewritten from scratch', impressions: 1200, likes: 9 },
]);

/** The posts as the importer should give them from an export with every column (follows: when read). */
const expected = (posts: readonly ExportPost[], o: { follows?: boolean; timeKnown?: boolean } = {}) =>
  posts.map((p) => ({
    post_id: p.id,
    text: p.text,
    posted_at:
      o.timeKnown === false
        ? new Date(Math.floor(p.at / 1000) * 1000).toISOString().replace('.000Z', 'Z')
        : new Date(p.at).toISOString().replace('.000Z', '+00:00'),
    ...(o.timeKnown === false ? { time_known: false } : {}),
    metrics: {
      impressions: p.impressions,
      likes: p.likes,
      reposts: p.reposts,
      replies: p.replies,
      profile_clicks: p.profileClicks,
      link_clicks: p.urlClicks,
      follows: o.follows === false ? undefined : p.follows,
    },
  }));

const read = (text: string, name = 'export.csv') => importHistory([{ name, text }]);

describe("X's monthly export", () => {
  it('English, as X wrote it', () => {
    const result = read(monthlyExport(POSTS));
    expect(result.posts).toEqual(expected(POSTS));
    expect(result.summary.files[0]!.format).toBe("X's monthly export (tweet_activity_metrics)");
  });

  it('its 2014–2015 version: "favorites" for likes, and follows one column further on', () => {
    const result = read(monthlyExport(POSTS, { header: '2015' }));
    expect(result.posts).toEqual(expected(POSTS));
  });

  it('French, by its words', () => {
    expect(read(monthlyExport(POSTS, { header: 'fr', lineEnd: '\n' })).posts).toEqual(expected(POSTS));
  });

  it('in a language with no known words, by the order of its columns and the types of its values (follows left unknown)', () => {
    expect(read(monthlyExport(POSTS, { header: 'unknown' })).posts).toEqual(expected(POSTS, { follows: false }));
  });

  it('saved again by pandas: an index column first, ids as floats, seconds in the times, "-" blanked', () => {
    const text = monthlyExport(POSTS, {
      indexColumn: 'pandas',
      quote: 'needed',
      lineEnd: '\n',
      id: (p) => Number(p.id).toExponential(14).replace('e+', 'e+0'),
      time: (at) => new Date(at).toISOString().slice(0, 19).replace('T', ' '),
      dash: '',
    });
    expect(text.split('\n')[1]).toMatch(/^0,\d\.\d{14}e\+01\d,https:/);
    const result = read(text);
    expect(result.posts).toEqual(expected(POSTS));
    expect(result.summary.ids_from_links).toBe(POSTS.length);
  });

  it('saved again by R: a row-number column, dots for spaces in the names, NA where X wrote "-"', () => {
    const text = monthlyExport(POSTS, { indexColumn: 'r', dash: 'NA', lineEnd: '\n' })
      .split('\n')
      .map((line, i) => (i === 0 ? line.replace(/"([^"]*)"/g, (_, name: string) => `"${name.replace(/[^A-Za-z0-9]/g, '.')}"`) : line))
      .join('\n');
    expect(text.slice(0, 40)).toBe('"","Tweet.id","Tweet.permalink","Tweet.t');
    expect(read(text).posts).toEqual(expected(POSTS));
  });

  it('in an unknown language behind an index column, still by position', () => {
    const text = monthlyExport(POSTS, { header: 'unknown', indexColumn: 'pandas' });
    expect(read(text).posts).toEqual(expected(POSTS, { follows: false }));
  });

  it('saved again by a spreadsheet set to a language with decimal commas: semicolons between cells', () => {
    const text = monthlyExport(POSTS).replaceAll('","', '";"');
    expect(read(text).posts).toEqual(expected(POSTS));
  });
});

describe('the Excel-for-Mac re-save', () => {
  // Mac Roman, CR line ends, ids as 5.89E+17, "time (utc)" and "favorites", US times, 26 columns added by the owner.
  const result = importHistory([{ name: 'tweet_activity_metrics_acme_2015.csv', bytes: excelForMacBytes() }]);
  const originals = EXCEL_FOR_MAC_POSTS.filter((p) => !p.text.startsWith('@'));

  it('is read whole, every post under its exact id from its permalink', () => {
    expect(result.refused).toEqual([]);
    expect(result.posts.map((p) => p.post_id)).toEqual(originals.map((p) => p.id));
    expect(result.posts.map((p) => p.post_id)).not.toContain('589000000000000000');
  });

  it('keeps the texts as written (accents, curly quotes, entities unescaped), the times and the counts', () => {
    expect(result.posts).toEqual(expected(originals).map((p) => ({ ...p, text: p.text.replace('&amp;', '&').replace('&lt;', '<') })));
    expect(result.posts.find((p) => p.text.startsWith('R&D'))!.text).toBe('R&D notes: Wormhole <3');
  });

  it('says how it was read and what it left out', () => {
    expect(result.summary).toMatchObject({ replies: 1, ids_from_links: EXCEL_FOR_MAC_POSTS.length });
    expect(result.summary.notes).toEqual([
      "Read as X's monthly export (tweet_activity_metrics), Mac Roman, CR line ends.",
      '1 reply was kept out of your usual: a reply reaches the people in its conversation, not your followers.',
      `${EXCEL_FOR_MAC_POSTS.length} post ids a spreadsheet had rounded (such as 5.89E+17) were read from the post's link.`,
    ]);
  });
});

describe("X's content export", () => {
  const asContent = (posts: readonly ExportPost[]) => expected(posts, { timeKnown: false });

  it('today’s version, newest first as X lists it, comes back in time order, each post at its id’s time', () => {
    const text = contentExport(POSTS);
    expect(text.split('\n')[1]).toContain(POSTS.at(-1)!.id);
    expect(read(text).posts).toEqual(asContent(POSTS));
  });

  it('its first version: "Link", "Share", "Url clicks" and dates like Mon Feb 03 2025', () => {
    const text = contentExport(POSTS, { variant: 'early' });
    expect(text).toMatch(/\n\d+,\w{3} \w{3} \d{2} 2016,/);
    expect(read(text).posts).toEqual(asContent(POSTS));
  });

  it('with its header in Japanese, as X writes it (a stray backslash included)', () => {
    expect(read(contentExport(POSTS, { variant: 'ja' })).posts).toEqual(asContent(POSTS));
  });

  it('in UTF-16 from a spreadsheet’s "Unicode text": tabs between cells', () => {
    const text = contentExport(POSTS, { delimiter: '\t' });
    expect(text.split('\n')[0]!.split('\t')).toHaveLength(17);
    const result = importHistory([{ name: 'content.txt', bytes: encodeText(text, 'utf-16le', true) }]);
    expect(result.posts).toEqual(asContent(POSTS));
    expect(result.summary.files[0]).toMatchObject({ encoding: 'utf-16le', line_ends: 'lf' });
  });
});
