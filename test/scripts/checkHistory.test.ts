// npm run check --history, in-process: the writer's own X analytics exports calibrate the account, and every
// draft is scored and forecast with it. Expectations are computed through the engine, never typed in.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { calibrateAccount, score, type AccountModel, type ScoreResult } from '../../shared/index';
import { importHistory } from '../../shared/account/import/importHistory';
import { paint } from '../../scripts/check/colour';
import { formatMinutes } from '../../shared/index';
import { formatDraftReport, formatSummary } from '../../scripts/check/report';
import { roughCount } from '../../shared/index';
import { runCheck } from '../../scripts/check/runCheck';
import { EXCEL_FOR_MAC_POSTS, excelForMacBytes } from '../shared/account/support/excelForMac';
import { X_ORGANIC_COLUMNS } from '../shared/account/support/exportFiles';
import { count, emptyTally } from '../../scripts/check/passOrFail';

const X_COLUMNS = X_ORGANIC_COLUMNS;
const TOPICS = [
  'We cut onboarding from 20 minutes to 4 by deleting the product tour',
  'Pricing page, take two: one plan, one price, no calculator',
  'What is the one metric you would keep if you could only keep one?',
  'New on the blog: how we test a release before it ships https://example.com/releases',
  'Shipped dark mode today. It took three weeks longer than we planned',
];

interface Tweet {
  id: string;
  text: string;
  time: string;
  impressions: string;
  retweets: string;
  replies: string;
  likes: string;
}

/** Post i of a synthetic account: one a day from 2016-11-14, so post 39 is the 23 December one. */
function tweet(i: number, grown = 1): Tweet {
  const at = new Date(Date.UTC(2016, 10, 14 + i, 9 + (i % 9), (i * 7) % 60));
  return {
    id: String(800000000000000000n + BigInt(i)),
    text: `${TOPICS[i % TOPICS.length]} (${i})`,
    time: `${at.toISOString().slice(0, 16).replace('T', ' ')} +0000`,
    impressions: `${Math.round((900 + ((i * 373) % 1700)) * grown)}.0`,
    retweets: `${i % 4}.0`,
    replies: `${i % 3}.0`,
    likes: `${Math.round((4 + ((i * 11) % 23)) * grown)}.0`,
  };
}

const REPLY: Tweet = {
  id: '800000000000000999',
  text: '@bob thanks, will do',
  time: '2016-12-20 10:00 +0000',
  impressions: '40.0',
  retweets: '0.0',
  replies: '0.0',
  likes: '1.0',
};

/** An X analytics export as X writes it: every cell quoted, counts like "1938.0". */
function xExport(tweets: readonly Tweet[]): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const row = (t: Tweet) => {
    const cells: Record<string, string> = {
      'Tweet id': t.id,
      'Tweet permalink': `https://twitter.com/acme/status/${t.id}`,
      'Tweet text': t.text,
      time: t.time,
      impressions: t.impressions,
      retweets: t.retweets,
      replies: t.replies,
      likes: t.likes,
    };
    return X_COLUMNS.map((c) => quote(cells[c] ?? '0.0')).join(',');
  };
  return `${[X_COLUMNS.map(quote).join(','), ...tweets.map(row)].join('\r\n')}\r\n`;
}

/** X's content export of the same tweets (account_analytics_content_….csv): dated by day, ids and counts bare. */
function xContentExport(tweets: readonly Tweet[]): string {
  const header =
    'Post id,Date,Post text,Post Link,Impressions,Likes,Engagements,Bookmarks,Shares,New ' +
    'follows,Replies,Reposts,Profile visits,Detail Expands,URL Clicks,Hashtag Clicks,Permalink Clicks';
  const n = (count: string) => String(Math.round(Number(count || '0')));
  const rows = tweets.map((t) => {
    const day = new Date(`${t.time.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return [
      t.id,
      `"${day}"`,
      `"${t.text.replaceAll('"', '""')}"`,
      `https://x.com/acme/status/${t.id}`,
      n(t.impressions),
      n(t.likes),
      0,
      0,
      0,
      0,
      n(t.replies),
      n(t.retweets),
      0,
      0,
      0,
      0,
      0,
    ].join(',');
  });
  return `${[header, ...rows].join('\n')}\n`;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);
const CLEAN = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step would you delete first?';
const BAIT = 'RT if you agree! Like if you love it! Follow for follow';
const plain = paint(false);

let dir: string;
const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'preflight-check-history-'));
});

async function check(argv: string[]) {
  const chunks = { out: [] as string[], err: [] as string[] };
  const sink = (into: string[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        into.push(chunk.toString());
        done();
      },
    });
  const status = await runCheck({
    argv,
    env: {},
    stdin: Readable.from([]),
    stdinIsTTY: false,
    stdout: sink(chunks.out),
    stderr: sink(chunks.err),
    readFile: (path) => readFile(path),
  });
  return { status, stdout: chunks.out.join(''), stderr: chunks.err.join('') };
}

/** The model the check should build from these files, through the importer and the engine. */
async function modelOf(paths: string[]): Promise<AccountModel> {
  const files = await Promise.all(paths.map(async (name) => ({ name, text: await readFile(name, 'utf8') })));
  return calibrateAccount(importHistory(files).posts, { platform: 'x' });
}

/** The report the check should print for these drafts (after the history line), through the engine. */
function reportOf(path: string, texts: string[], account: AccountModel): { blocks: string; results: ScoreResult[] } {
  const tally = emptyTally();
  const results: ScoreResult[] = [];
  let blocks = '';
  texts.forEach((text, index) => {
    const result = score({ text, platform: 'x', account });
    results.push(result);
    // The drafts files here hold one line per draft with a --- line between: draft k starts on line 2k + 1.
    const draft = { source: path, index, line: 2 * index + 1, text, result };
    count(tally, draft, 'reject');
    blocks += formatDraftReport(draft, plain);
  });
  return { blocks: blocks + formatSummary(tally, 'reject', plain), results };
}

const about = (n: number) => roughCount(n);
/** The model's typical post (e^level − 1), rounded as a reader takes it. */
const typical = (metric: { level: number } | null) => about(Math.expm1(metric?.level ?? Number.NaN));
const newest = (model: { calibrated_at: string | null }) =>
  model.calibrated_at ? ` Newest post ${model.calibrated_at.slice(0, 10)}.` : '';
const skippedReply = (history: string) =>
  `check: 1 of 41 rows skipped:\n  ${history}, row 41: a reply, not an original post\ncheck: 1 ` +
  `reply was kept out of your usual: a reply reaches the people in its conversation, not your ` +
  `followers.\n`;

describe('npm run check --history: a calibrated account', () => {
  it('heads the report with the history, forecasts views and likes at 24 h in words, and reports the skipped reply', async () => {
    const history = file('tweet_activity_metrics.csv', xExport([...range(0, 40).map((i) => tweet(i)), REPLY]));
    const drafts = file('drafts.md', `${CLEAN}\n---\n${BAIT}\n`);
    const run = await check(['--history', history, drafts]);

    const model = await modelOf([history]);
    expect(model.status).toBe('calibrated');
    const { blocks, results } = reportOf(drafts, [CLEAN, BAIT], model);
    const usual = typical(model.metrics.impressions);
    const header = `history  Calibrated on 40 posts, typical post ≈ ${usual} views. Newest post 2016-12-23.\n\n`;
    expect(run.stdout).toBe(header + blocks);
    expect(run.stderr).toBe(skippedReply(history));
    expect(run.status).toBe(1);

    const clean = results[0] as ScoreResult;
    expect(clean.view_curve.status).toBe('calibrated');
    const e = clean.expected_engagement;
    if (!e?.impressions) throw new Error('a calibrated account forecasts views');
    expect([e.horizon_min, e.based_on_posts]).toEqual([1440, 40]);
    // The views said are the view curve's band at 24 h: the figure the panel and the API's curve show.
    const day = clean.view_curve.points.find((p) => p.t_min === e.horizon_min);
    if (!day) throw new Error('the curve has a point at 24 h');
    const views = `${about(day.mean)} views (likely ${about(day.lo80)}–${about(day.hi80)})`;
    const likes = `${about(e.likes.median)} likes (likely ${about(e.likes.lo80)}–${about(e.likes.hi80)})`;
    expect(run.stdout).toContain(
      `\n  reach   ${clean.explanation.reach.short}. ${clean.explanation.reach.usual.sentence} Half the ` +
        `views by ${formatMinutes(clean.view_curve.t_50_min)}.\n` +
        `  expect  about ${views} and ${likes} in 24 h\n`,
    );
  });

  it('merges two exports that share posts, keeping the grown counts, whatever their order', async () => {
    // November's export was downloaded early; December's repeats posts 15..24 with their counts since.
    const november = file('2016-11.csv', xExport(range(0, 25).map((i) => tweet(i))));
    const december = file('2016-12.csv', xExport(range(15, 40).map((i) => tweet(i, i < 25 ? 3 : 1))));
    const drafts = file('one.md', CLEAN);
    const run = await check(['--json', '--history', november, '--history', december, drafts]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');

    const model = await modelOf([november, december]);
    expect([model.posts, model.status]).toEqual([40, 'calibrated']);
    const expected = score({ text: CLEAN, platform: 'x', account: model, want_fixes: true });
    const line = JSON.parse(run.stdout) as { result: ScoreResult };
    expect(line.result.account).toEqual({ status: 'calibrated', posts: 40, posts_needed: 0, calibrated_at: '2016-12-23T12:33:00+00:00' });
    expect(line.result.expected_engagement).toEqual(expected.expected_engagement);
    expect(line.result).toEqual(expected);
    // The JSON names one band for the views at 24 h: the curve's point there is expected_engagement's views.
    const day = line.result.view_curve.points.find((p) => p.t_min === 1440);
    expect(day && { median: day.mean, lo80: day.lo80, hi80: day.hi80 }).toEqual(line.result.expected_engagement?.impressions);
    // The early counts of posts 15..24 would have given another forecast: the grown ones were kept.
    const early = calibrateAccount(importHistory([{ name: 'early', text: xExport(range(0, 40).map((i) => tweet(i))) }]).posts, {
      platform: 'x',
    });
    expect(line.result.expected_engagement).not.toEqual(score({ text: CLEAN, platform: 'x', account: early }).expected_engagement);
    expect((await check(['--json', '--history', december, '--history', november, drafts])).stdout).toBe(run.stdout);
  });
});

describe("npm run check --history: X's other exports", () => {
  it("reads X's content export, dated by day, as it reads the monthly one", async () => {
    const history = file(
      'account_analytics_content_2016-11-14_2016-12-23.csv',
      xContentExport([...range(0, 40).map((i) => tweet(i)), REPLY]),
    );
    const drafts = file('content-drafts.md', CLEAN);
    const run = await check(['--history', history, drafts]);
    const model = await modelOf([history]);
    expect([model.status, model.posts]).toEqual(['calibrated', 40]);
    expect(run.stdout).toBe(
      `history  Calibrated on 40 posts, typical post ≈ ${typical(model.metrics.impressions)} views. Newest post 2016-12-23.\n\n` +
        reportOf(drafts, [CLEAN], model).blocks,
    );
    expect(run.stderr).toBe(skippedReply(history));
  });

  it('reads a monthly export whose header is in a language it has no words for, by the order of its columns', async () => {
    const english = xExport(range(0, 40).map((i) => tweet(i)));
    const [, ...rows] = english.split('\r\n');
    const header = X_COLUMNS.map((_, i) => `"Spalte ${i + 1}"`).join(',');
    const history = file('tweet_activity_metrics_acme_20161114_20161223_de.csv', [header, ...rows].join('\r\n'));
    const run = await check(['--json', '--history', history, file('de-drafts.md', CLEAN)]);
    expect(run.stderr).toBe('');
    expect((JSON.parse(run.stdout) as { result: ScoreResult }).result.account).toMatchObject({ status: 'calibrated', posts: 40 });
    // Follows are not read by position (X's 2014–2015 export had them one column further on): blank them in the English file too.
    const noFollows = english
      .split('\r\n')
      .map((line, i) =>
        i === 0 || line === ''
          ? line
          : line
              .split('","')
              .map((cell, j) => (j === 17 ? '-' : cell))
              .join('","'),
      )
      .join('\r\n');
    expect(await modelOf([history])).toEqual(await modelOf([file('en.csv', noFollows)]));
  });

  it('reads an export Excel for Mac saved again (Mac Roman, CR line ends) and says how it took it', async () => {
    const history = file('tweet_activity_metrics_mac.csv', excelForMacBytes());
    const run = await check(['--json', '--history', history, file('mac-drafts.md', CLEAN)]);
    expect(run.status).toBe(0);
    const originals = EXCEL_FOR_MAC_POSTS.filter((p) => !p.text.startsWith('@')).length;
    expect((JSON.parse(run.stdout) as { result: ScoreResult }).result.account).toMatchObject({ posts: originals });
    expect(
      run.stderr.split('\n').filter((line) => line.startsWith('check: ') && !/^check: [\d,]+ of [\d,]+ rows? skipped:$/u.test(line)),
    ).toEqual([
      "check: Read as X's monthly export (tweet_activity_metrics), Mac Roman, CR line ends.",
      'check: 1 reply was kept out of your usual: a reply reaches the people in its conversation, not your followers.',
      `check: ${EXCEL_FOR_MAC_POSTS.length} post ids a spreadsheet had rounded (such as 5.89E+17) were read from the post's link.`,
    ]);
  });

  it('exits 2 naming the file and the columns it lacks when a history file is refused', async () => {
    const history = file('overview.csv', 'Date,Impressions,Likes\n"Sun, Apr 13, 2025",900,3\n');
    const run = await check(['--history', history, file('refused-drafts.md', CLEAN)]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const start =
      `check: cannot import history file ${history}: it is not a file Preflight reads (its first line: ` +
      `Date, Impressions, Likes). Preflight reads X's content export`;
    expect(run.stderr.slice(0, start.length)).toBe(start);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('npm run check --history: too little history', () => {
  it('says how many more posts with impressions are needed and keeps the generic forecast', async () => {
    const history = file('short.csv', xExport(range(28, 40).map((i) => tweet(i))));
    const drafts = file('short-drafts.md', CLEAN);
    const run = await check(['--history', history, drafts]);
    const model = await modelOf([history]);
    expect(model.status).toBe('cold_start');
    expect(run.stdout).toBe(
      `history  12 posts imported: 18 more with view counts needed for a forecast of your own.${newest(model)}\n\n` +
        reportOf(drafts, [CLEAN], model).blocks,
    );
    expect(run.stdout).toContain('the usual post of a new account: ');
    expect(run.stdout).not.toContain('  expect  ');
    expect(run.stderr).toBe('');
  });

  it('forecasts likes from the account when too few posts carry impressions', async () => {
    const tweets = range(0, 40).map((i) => (i < 20 ? { ...tweet(i), impressions: '' } : tweet(i)));
    const history = file('likes-only.csv', xExport(tweets));
    const drafts = file('likes-drafts.md', CLEAN);
    const run = await check(['--history', history, drafts]);
    const model = await modelOf([history]);
    expect(model.status).toBe('likes_only');
    const { blocks, results } = reportOf(drafts, [CLEAN], model);
    expect(run.stdout).toBe(
      `history  Calibrated on 40 posts for likes, reposts and replies, typical post ≈ ${typical(model.metrics.likes)} likes. ` +
        `Views need 10 more posts with view counts. Newest post 2016-12-23.\n\n${blocks}`,
    );
    const e = results[0]?.expected_engagement;
    if (!e) throw new Error('a likes-only account forecasts likes');
    expect(e.impressions).toBeNull();
    expect(run.stdout).toContain(
      `\n  expect  about ${about(e.likes.median)} likes (likely ${about(e.likes.lo80)}–${about(e.likes.hi80)}) in 24 h\n`,
    );
  });
});

describe('npm run check --history: input it cannot use', () => {
  it('exits 2 with one line naming a history file that cannot be read, before printing anything', async () => {
    const missing = join(dir, 'no-such-export.csv');
    const run = await check(['--history', missing, file('ok.md', CLEAN)]);
    expect(run).toEqual({ status: 2, stdout: '', stderr: `check: cannot read history file ${missing}: no such file\n` });
  });

  it('exits 2 when a drafts file is a history export, as when a glob follows a single --history', async () => {
    const first = file('a.csv', xExport(range(0, 20).map((i) => tweet(i))));
    const second = file('b.csv', xExport(range(20, 40).map((i) => tweet(i))));
    const run = await check(['--history', first, second, file('glob.md', CLEAN)]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: `check: ${second} holds posts with their counts, not drafts: give each history file its own --history\n`,
    });
  });
});
