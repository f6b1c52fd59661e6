import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTanPairs, twitterDate } from '../../scripts/dataset/tanPairs';

function jsonl(rows: readonly object[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'preflight-tan-')), 'pairs.jsonl');
  writeFileSync(file, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  return file;
}

const valRow = (label: '0' | '1', first: number, second: number) => ({
  screen_name: 'someone',
  followers: 5000,
  first_text: 'first wording http://t.co/x',
  first_date: 'Tue May 07 07:45:38 +0000 2013',
  first_retweets: first,
  first_favorites: 1,
  second_text: 'second wording http://t.co/x',
  second_date: 'Tue May 07 08:00:34 +0000 2013',
  second_retweets: second,
  second_favorites: 0,
  more_retweeted: label,
});

describe('loadTanPairs', () => {
  it('reads train pairs labelled "first" / "second", with no account and entities unescaped', () => {
    const file = jsonl([
      { first_text: 'Q&amp;A today &gt; http://t.co/a', second_text: 'It&#8217;s on http://t.co/a', more_retweeted: 'first' },
      { first_text: 'one way to say it', second_text: 'another way to say it', more_retweeted: 'second' },
    ]);
    expect(loadTanPairs(file)).toEqual([
      {
        first: 'Q&A today > http://t.co/a',
        second: 'It’s on http://t.co/a',
        winner: 'first',
        screenName: null,
        firstPostedAt: null,
        secondPostedAt: null,
      },
      {
        first: 'one way to say it',
        second: 'another way to say it',
        winner: 'second',
        screenName: null,
        firstPostedAt: null,
        secondPostedAt: null,
      },
    ]);
  });

  it('reads val label "0" as the first text and "1" as the second, as the retweet counts show', () => {
    const pairs = loadTanPairs(jsonl([valRow('0', 19, 0), valRow('1', 3, 40)]));
    expect(pairs.map((p) => [p.winner, p.screenName])).toEqual([
      ['first', 'someone'],
      ['second', 'someone'],
    ]);
  });

  it("reads val's dates, written as Twitter's API wrote them, as ISO 8601 UTC", () => {
    const [pair] = loadTanPairs(jsonl([valRow('0', 19, 0)]));
    expect([pair?.firstPostedAt, pair?.secondPostedAt]).toEqual(['2013-05-07T07:45:38.000Z', '2013-05-07T08:00:34.000Z']);
    expect(twitterDate('Sat Feb 29 23:59:59 +0000 2012')).toBe('2012-02-29T23:59:59.000Z');
    expect(twitterDate('Sun Feb 29 10:00:00 +0000 2013')).toBeNull(); // no 29 February in 2013
    expect(twitterDate('2013-05-07T07:45:38Z')).toBeNull();
    expect(() => loadTanPairs(jsonl([{ ...valRow('0', 19, 0), second_date: 'yesterday' }]))).toThrow(/line 1: .*"yesterday"/su);
  });

  it('refuses a val row whose counts contradict its label, naming the line', () => {
    expect(() => loadTanPairs(jsonl([valRow('0', 19, 0), valRow('0', 1, 50)]))).toThrow(/line 2: .*contradicts the counts/su);
  });

  it('refuses a label it does not know', () => {
    expect(() => loadTanPairs(jsonl([{ first_text: 'a b c d e f', second_text: 'g h i j k l', more_retweeted: 'both' }]))).toThrow(
      /line 1/,
    );
  });
});
