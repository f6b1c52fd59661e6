import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadXAnalyticsExports } from '../../scripts/dataset/xAnalyticsExports';

// The old monthly export's first columns as X wrote them; the 2015 variant names likes `favorites`.
const columns = (likes: string) => [
  'Tweet id',
  'Tweet permalink',
  'Tweet text',
  'time',
  'impressions',
  'engagements',
  'engagement rate',
  'retweets',
  'replies',
  likes,
  'user profile clicks',
  'url clicks',
];
const quote = (cell: string) => `"${cell}"`;
const row = (id: string, time: string, impressions: string, likes: string) => [
  id,
  `https://twitter.com/lab/status/${id}`,
  `Post ${id} about the field season`,
  time,
  impressions,
  '1.0',
  '0.01',
  '0.0',
  '0.0',
  likes,
  '0.0',
  '0.0',
];
const csv = (header: string[], rows: string[][]) => `${[header, ...rows].map((cells) => cells.map(quote).join(',')).join('\n')}\n`;

function exportsDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'preflight-exports-'));
  mkdirSync(join(root, 'lab'));
  // Before late August 2014 X did not count impressions: the file says 0.
  writeFileSync(
    join(root, 'lab', 'tweet_activity_metrics.csv'),
    csv(columns('favorites'), [
      row('500000000000000001', '2014-08-01 10:00 +0000', '0.0', '3.0'),
      row('500000000000000002', '2014-08-20 10:00 +0000', '0.0', '4.0'),
      row('500000000000000003', '2014-09-02 10:00 +0000', '250.0', '5.0'),
      row('500000000000000004', '2014-09-03 10:00 +0000', '0.0', '0.0'),
    ]),
  );
  mkdirSync(join(root, 'shop'));
  writeFileSync(
    join(root, 'shop', 'tweet_activity_metrics_shop_en.csv'),
    csv(columns('likes'), [row('600000000000000001', '2020-01-02 10:00 +0000', '900.0', '7.0')]),
  );
  return root;
}

describe("the eval's reader of real X analytics exports", () => {
  const accounts = loadXAnalyticsExports(exportsDir());

  it('reads every folder as one account, the 2015 variant with `favorites` as likes', () => {
    expect(accounts.map((a) => [a.account, a.posts.length, a.refused])).toEqual([
      ['lab', 4, []],
      ['shop', 1, []],
    ]);
    expect(accounts[0]?.posts.map((p) => p.metrics.likes)).toEqual([3, 4, 5, 0]);
  });

  it('drops the 0 impressions of posts before the first counted one, and keeps a later 0', () => {
    const lab = accounts[0];
    // The importer itself takes a 0 before X counted impressions as unknown, so the loader has none left to drop.
    expect(lab?.uncountedImpressions).toBe(0);
    expect(lab?.posts.map((p) => p.metrics.impressions)).toEqual([undefined, undefined, 250, 0]);
    expect(accounts[1]?.uncountedImpressions).toBe(0);
  });
});
