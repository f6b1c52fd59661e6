// npm run eval and npm run fit: one run of each real entry point as a child process (without the data),
// then eval in-process (runEval with its environment and output passed in) on small data sets.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runEval } from '../../scripts/eval/runEval';
import { EvalReportJson } from './evalReportJson';
import { csvOf, macRomanBytes, syntheticTimeline, writeDatasets, HEADER } from './datasetFixture';

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

/** A benchmarks folder whose draft-pairs.jsonl holds two pairs. */
function benchmarksWithTwoPairs(): string {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-benchmarks-'));
  const pair = (id: string, platform: string) =>
    JSON.stringify({ id, platform, principle: 'no engagement bait', better: 'We cut CI from 41 minutes to 6 by caching dependencies.', worse: 'RT if you agree! Like if you love it! Follow for follow' });
  writeFileSync(join(dir, 'draft-pairs.jsonl'), `${pair('v01', 'x')}\n${pair('v02', 'bluesky')}\n`);
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
    expect(result.stderr).toContain('US senators: not run. The data set "us-senators-2015" was not found.');
    expect(result.stderr).toContain('FiveThirtyEight: not run. The data set "fivethirtyeight-twitter-ratio" was not found.');
    expect(result.stdout).toContain('Preflight on the editorial draft pairs (benchmarks/draft-pairs.jsonl): 2 pairs');
    expect(result.stdout).toMatch(/Summary of targets:\neditorial pairs\n {2}(PASS|FAIL) .*\n {2}(PASS|FAIL) .*\nwording pairs\n {2}---- {2}not run/u);
    expect(result.stderr).toContain('account forecasts: not run. The data set "tan-wording-pairs" was not found.');
    expect(result.stdout).toMatch(/\d of 2 targets pass; 4 data set\(s\) not found\.\n$/u);
    for (const line of result.stdout.split('\n')) expect(line.length).toBeLessThan(120);
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
    expect(Object.keys(json)).toEqual(['draft_pairs', 'tan_wording_pairs', 'us_senators_2015', 'fivethirtyeight_twitter_ratio', 'account_forecasts']);
    expect(json.draft_pairs).toMatchObject({ pairs: 2 });
    expect([json.tan_wording_pairs, json.us_senators_2015, json.account_forecasts]).toEqual([null, null, null]);
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
    expect(report.targets).toHaveLength(8);
  });
});
