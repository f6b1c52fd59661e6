// npm run eval and npm run fit: one run of each real entry point as a child process (without the data),
// then eval in-process (runEval with its environment and output passed in) on small data sets.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runEval } from '../../scripts/eval/runEval';
import { LANGUAGE_TWINS } from '../../scripts/eval/languageTwins';
import { EvalReportJson } from './evalReportJson';
import { csvOf, macRomanBytes, syntheticTimeline, writeDatasets, HEADER } from './datasetFixture';
import { writeFitDatasets } from './fitFixture';
import { arm, writeHeadlineDatasets } from './headlineFixture';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// A folder that does not exist: the benchmarks are always named, so a run never falls back to a
// "benchmarks" folder that happens to sit beside the temp folder.
const NO_BENCHMARKS = join(mkdtempSync(join(tmpdir(), 'preflight-no-benchmarks-')), 'benchmarks');

function run(script: string, datasets: string, args: string[] = [], benchmarks = NO_BENCHMARKS) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, PREFLIGHT_DATASETS: datasets, PREFLIGHT_BENCHMARKS: benchmarks },
    encoding: 'utf8',
  });
}

/** A benchmarks folder whose draft-pairs.jsonl and substance-pairs.jsonl hold two pairs each. */
function benchmarksWithTwoPairs(): string {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-benchmarks-'));
  const pair = (id: string, platform: string) =>
    JSON.stringify({
      id,
      platform,
      principle: 'no engagement bait',
      better: 'We cut CI from 41 minutes to 6 by caching dependencies.',
      worse: 'RT if you agree! Like if you love it! Follow for follow',
    });
  writeFileSync(join(dir, 'draft-pairs.jsonl'), `${pair('v01', 'x')}\n${pair('v02', 'bluesky')}\n`);
  const substance = (id: string, lang: string, better: string, worse: string) =>
    JSON.stringify({ id, lang, platform: 'x', kind: 'motivational', better, worse });
  writeFileSync(
    join(dir, 'substance-pairs.jsonl'),
    `${substance(
      's01',
      'en',
      'Our bakery now opens at 7 instead of 9, and Saturday sales went from 210 loaves to 340.',
      'Never give up on your dreams. Stay humble, keep going, and the best is yet to come!',
    )}\n` +
      `${substance(
        's02',
        'es',
        'La biblioteca de mi barrio abre ahora los domingos: el primero vinieron 60 familias.',
        'No te rindas y sigue adelante, que lo mejor está por llegar. ¡Tú puedes con todo!',
      )}\n`,
  );
  return dir;
}

/** runEval in-process, with what it prints collected as a process's stdout and stderr would be. */
async function evalInProcess(datasets: string, args: string[] = [], benchmarks = NO_BENCHMARKS) {
  let stdout = '';
  let stderr = '';
  const status = await runEval({
    argv: args,
    env: { PREFLIGHT_DATASETS: datasets, PREFLIGHT_BENCHMARKS: benchmarks },
    repoRoot,
    stdout: (line) => (stdout += `${line}\n`),
    stderr: (line) => (stderr += `${line}\n`),
  });
  return { status, stdout, stderr };
}

describe('npm run eval / npm run fit without the data (as processes)', () => {
  it.each(['scripts/eval.ts', 'scripts/fit.ts'])('%s exits with code 2 and says where to put the data', (script) => {
    const empty = mkdtempSync(join(tmpdir(), 'preflight-no-data-'));
    const result = run(script, empty);
    expect(result.status).toBe(2);
    // Whichever data set the script needs first is the one named.
    expect(result.stderr).toMatch(/The data set "[a-z0-9-]+" was not found\./u);
    expect(result.stderr).toContain(` (PREFLIGHT_DATASETS=${empty}).`);
    expect(result.stderr).toContain('or in ../shared/datasets relative to the repository root');
    expect(result.stdout).toBe('');
  });
});

describe('npm run eval with some of the data', () => {
  it('runs what it finds, says what it did not find, and ends with the summary of targets', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'preflight-no-data-'));
    const result = await evalInProcess(empty, [], benchmarksWithTwoPairs());
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('wording pairs: not run. The data set "tan-wording-pairs" was not found.');
    expect(result.stderr).toContain('headline A/B tests: not run. The data set "headline-ab-tests" was not found.');
    expect(result.stderr).toContain('US senators: not run. The data set "us-senators-2015" was not found.');
    expect(result.stderr).toContain('FiveThirtyEight: not run. The data set "fivethirtyeight-twitter-ratio" was not found.');
    expect(result.stdout).toContain('Preflight on the editorial draft pairs (benchmarks/draft-pairs.jsonl): 2 pairs');
    expect(result.stdout).toMatch(
      new RegExp(
        String.raw`Summary of targets:\neditorial pairs\n {2}(PASS|FAIL) .*\n {2}(PASS|FAIL) .*\nsubstance pairs\n( ` +
          String.raw`{2}(PASS|FAIL) .*\n){3}drafts\n( {2}(PASS|FAIL) .*\n)+languages\n( {2}(PASS|FAIL) .*\n)+wording ` +
          String.raw`pairs\n {2}---- {2}not run`,
        'u',
      ),
    );
    // The same posts across languages are committed with the code: they run beside any data found.
    expect(result.stdout).toContain('The same post across languages (scripts/eval/languageTwins.ts)');
    expect(result.stderr).toContain('account forecasts: not run. The data set "tan-wording-pairs" was not found.');
    expect(result.stderr).toContain('account exports (impressions): not run. The data set "x-analytics-exports" was not found.');
    expect(result.stdout).toMatch(/\d+ of 16 targets pass; 6 data set\(s\) not found\.\n$/u);
    for (const line of result.stdout.split('\n')) expect(line.length).toBeLessThan(120);
  });
});

describe('npm run eval with the senators and the headline tests but not every data set their held-out fits learn from', () => {
  it('says they were not run and why, instead of stopping halfway through the run', async () => {
    const root = writeHeadlineDatasets([arm('h1', 'A headline long enough to score', 300), arm('h1', 'Another headline to score', 150)]);
    mkdirSync(join(root, 'us-senators-2015'));
    writeFileSync(
      join(root, 'us-senators-2015', 'tweets.csv'),
      'screen_name,created_at,text,retweet_count,favorite_count,in_reply_to_screen_name,followers\nSenA,2015-05-29T03:00:00Z,Our ' +
        'own words about the budget today,4,9,,100\n',
    );
    const result = await evalInProcess(root, [], benchmarksWithTwoPairs());
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('US senators: not run. The data set "tan-wording-pairs" was not found.');
    expect(result.stdout).toMatch(/\nUS senators\n {2}---- {2}not run/u);
    // The headline tests' own data is there, but scoring them with the committed forecast would be in-sample.
    expect(result.stderr).toContain('headline A/B tests: not run. The data set "tan-wording-pairs" was not found.');
    expect(result.stdout).toMatch(/\nheadline A\/B tests\n {2}---- {2}not run/u);
    expect(result.stdout).not.toContain('Preflight on randomised headline A/B tests');
  });
});

describe('npm run eval --json on a small dataset', () => {
  it('prints one object with a key per data set, null for one not found, and scores every original post', async () => {
    const alpha = syntheticTimeline(40, 0);
    const beta = syntheticTimeline(30, 3);
    const repost = macRomanBytes([HEADER, '3/9/17 1:00,RT @other: not ours at all,https://twitter.com/Beta/status/99,1,1,1\n']);
    const root = writeDatasets({ Alpha: csvOf('Alpha', alpha), Beta: csvOf('Beta', beta), Gamma: repost });
    const result = await evalInProcess(root, ['--json'], benchmarksWithTwoPairs());
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual([
      'draft_pairs',
      'substance_pairs',
      'drafts',
      'languages',
      'tan_wording_pairs',
      'headline_ab_tests',
      'us_senators_2015',
      'fivethirtyeight_twitter_ratio',
      'account_forecasts',
      'account_exports',
    ]);
    expect(json.draft_pairs).toMatchObject({ pairs: 2 });
    expect(json.substance_pairs).toMatchObject({ pairs: 2, ordered: 2, vagueNotPublished: 2, concreteHeldAsEmpty: 0 });
    expect(json.languages).toMatchObject({ posts: LANGUAGE_TWINS.length, translations: 5 * LANGUAGE_TWINS.length });
    expect([json.tan_wording_pairs, json.headline_ab_tests, json.us_senators_2015, json.account_forecasts, json.account_exports]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const report = EvalReportJson.parse(json.fivethirtyeight_twitter_ratio);
    expect(report.posts_scored).toBe(70);
    expect(report.reposts_dropped).toBe(1);
    expect(report.posts_too_short).toBe(0);
    // Gamma has no original posts left, so it is not an author of the evaluation.
    expect(report.authors.map((a) => a.author)).toEqual(['Alpha', 'Beta']);
    const even = (posts: { statusId: string }[]) => posts.filter((p) => Number(p.statusId.at(-1)) % 2 === 0).length;
    expect(report.authors.map((a) => [a.parts.fit.n, a.parts.holdout.n, a.parts.all.n])).toEqual([
      [even(alpha), 40 - even(alpha), 40],
      [even(beta), 30 - even(beta), 30],
    ]);
    expect(report.targets).toHaveLength(5);
  });
});

describe('npm run eval on the headline tests', () => {
  // Test h1: two headlines with the same image and lede, far apart in clicks, and a third shown with another
  // image (not compared); test h2: an A/A pair (the same headline twice) and a logging fault. With a small copy
  // of every data set the forecast learns from, so each test is scored with the fit made without it.
  const arms = [
    arm('h1', 'This senator said what everyone was thinking about the budget', 300),
    arm('h1', 'Budget vote', 150),
    arm('h1', 'Another picture, another headline entirely', 500, { image_id: 'img-2' }),
    arm('h2', 'The same headline shown twice', 300),
    arm('h2', 'The same headline shown twice', 150),
    arm('h2', 'Nobody clicked this, as logged', 0, { impressions: 4000 }),
  ];

  it('prints the table with the citation, every scorer and its targets, then them in the summary', async () => {
    const result = await evalInProcess(writeFitDatasets(arms), [], benchmarksWithTwoPairs());
    expect(result.status).toBe(0);
    expect(result.stderr).not.toContain('headline A/B tests: not run');
    expect(result.stdout).toContain("each pair scored with the forecast fitted without its test's fold (whole tests left out).");
    expect(result.stdout).toContain(
      'Preflight on randomised headline A/B tests (Upworthy Research Archive (Matias et al., Scientific Data 2021), CC BY 4.0)',
    );
    expect(result.stdout).toContain('headline-ab-tests/arms.jsonl: 6 arms in 2 tests; 1 pairs in 1 tests compared.');
    for (const scorer of [
      'forecast \\(phoenix_score\\)',
      'pre_publish_score',
      'rule: no link',
      'rule: length',
      'rule: fewer hashtags',
      'rule: fewer mentions',
      'rule: four-term rule',
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^${scorer} +[01] +[01] +(0\\.0|50\\.0|100\\.0) %$`, 'mu'));
    }
    // The longer headline was clicked more: the length rule wins the only pair.
    expect(result.stdout).toMatch(/^rule: length +1 +0 +100\.0 %$/mu);
    expect(result.stdout).toMatch(
      new RegExp(
        String.raw`\nheadline A\/B tests\n {2}(PASS|FAIL) {2}forecast: headline clicked more scores higher in >= 60 % ` +
          String.raw`of pairs \(\d+\.\d %\)\n {2}(PASS|FAIL) {2}pre_publish_score: headline clicked more scores higher ` +
          String.raw`in >= 50 % of pairs \(\d+\.\d %\)\n {2}FAIL {2}forecast ahead of every simple rule \(margin over the best, ` +
          String.raw`(length|four-term rule)\) \([+-]?\d+\.\d points\)\n`,
        'u',
      ),
    );
    // Every other section runs too on the fit's data sets; only the wording pairs' val.jsonl and the exports are not there.
    expect(result.stdout).toMatch(/\d+ of \d+ targets pass; 2 data set\(s\) not found\.\n$/u);
    for (const line of result.stdout.split('\n')) expect(line.length).toBeLessThan(120);
  });

  it('gives its numbers under headline_ab_tests in --json', async () => {
    const result = await evalInProcess(writeFitDatasets(arms), ['--json']);
    const json = JSON.parse(result.stdout) as Record<
      string,
      { pairs: number; tallies: Record<string, { won: number; ties: number; share: number }> } | null
    >;
    expect(json.headline_ab_tests).toMatchObject({ arms: 6, tests: 2, testsCompared: 1, pairs: 1, pairsUnscorable: 0 });
    expect(Object.keys(json.headline_ab_tests?.tallies ?? {})).toEqual([
      'forecast',
      'pre_publish',
      'no_link',
      'length',
      'fewer_hashtags',
      'fewer_mentions',
      'four_terms',
    ]);
    expect(json.headline_ab_tests?.tallies.length).toEqual({ won: 1, ties: 0, share: 1 });
  });
});
