import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSenators } from '../../scripts/dataset/senators';

const HEADER = 'screen_name,created_at,text,retweet_count,favorite_count,in_reply_to_screen_name,followers\n';

function senatorsDir(rows: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-senators-'));
  writeFileSync(join(dir, 'tweets.csv'), HEADER + rows);
  return dir;
}

describe('loadSenators', () => {
  it('reads quoted text with commas, doubled quotes and line breaks, and unescapes entities', () => {
    const dir = senatorsDir('SenA,2015-05-29T01:40:59Z,"Town hall, Q&amp;A: ""why"" &gt; how\r\nsee you",3,7,,88368\n');
    const [account] = loadSenators(dir).accounts;
    expect(account?.posts.map((p) => p.text)).toEqual(['Town hall, Q&A: "why" > how\nsee you']);
  });

  it('drops "RT @" reposts and counts them, keeps replies flagged', () => {
    const dir = senatorsDir(
      [
        'SenA,2015-05-29T01:00:00Z,RT @someone: their words not ours,500,0,,100',
        'SenA,2015-05-29T02:00:00Z,@voter thanks for coming to the meeting,0,2,voter,100',
        'SenA,2015-05-29T03:00:00Z,Our own words about the budget today,4,9,,100',
      ].join('\n'),
    );
    const { accounts, reposts } = loadSenators(dir);
    expect(reposts).toBe(1);
    expect(accounts[0]?.posts.map((p) => [p.text, p.isReply, p.likes, p.retweets])).toEqual([
      ['@voter thanks for coming to the meeting', true, 2, 0],
      ['Our own words about the budget today', false, 9, 4],
    ]);
  });

  it("orders accounts by name and each account's posts by time, with followers or null", () => {
    const dir = senatorsDir(
      [
        'SenZ,2015-06-02T00:00:00Z,second post of Z here,0,1,,',
        'SenB,2015-06-03T00:00:00Z,later post of B here,0,1,,2500',
        'SenZ,2015-06-01T00:00:00Z,first post of Z here,0,1,,',
        'SenB,2015-06-01T12:00:00Z,earlier post of B here,0,1,,2500',
      ].join('\n'),
    );
    const { accounts } = loadSenators(dir);
    expect(accounts.map((a) => [a.account, a.followers, a.posts.map((p) => p.createdAt)])).toEqual([
      ['SenB', 2500, ['2015-06-01T12:00:00Z', '2015-06-03T00:00:00Z']],
      ['SenZ', null, ['2015-06-01T00:00:00Z', '2015-06-02T00:00:00Z']],
    ]);
  });

  it('names the row of a malformed count or time', () => {
    expect(() => loadSenators(senatorsDir('SenA,2015-05-29T01:40:59Z,some text here,x,1,,10\n'))).toThrow(/tweets\.csv, row 2/);
    expect(() => loadSenators(senatorsDir('SenA,5/29/15 1:40,some text here,1,1,,10\n'))).toThrow(/row 2/);
  });
});
