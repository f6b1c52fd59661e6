import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EvalReportJson } from './evalReportJson';
import { csvOf, macRomanBytes, syntheticTimeline, writeDatasets, HEADER } from './datasetFixture';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function run(script: string, datasets: string, ...args: string[]) {
  return spawnSync('npx', ['tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, PREFLIGHT_DATASETS: datasets },
    encoding: 'utf8',
  });
}

describe('npm run eval / npm run fit without the data', () => {
  it.each(['scripts/eval.ts', 'scripts/fit.ts'])('%s exits with code 2 and says where to put the data', (script) => {
    const empty = mkdtempSync(join(tmpdir(), 'preflight-no-data-'));
    const result = run(script, empty);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`The evaluation data was not found: looked in PREFLIGHT_DATASETS=${empty}`);
    expect(result.stderr).toContain('../shared/datasets relative to the repository root');
    expect(result.stdout).toBe('');
  });
});

describe('npm run eval --json on a small dataset', () => {
  it('scores every original post with the engine and reports each part', () => {
    const alpha = syntheticTimeline(40, 0);
    const beta = syntheticTimeline(30, 3);
    const repost = macRomanBytes([HEADER, '3/9/17 1:00,RT @other: not ours at all,https://twitter.com/Beta/status/99,1,1,1\n']);
    const root = writeDatasets({ Alpha: csvOf('Alpha', alpha), Beta: csvOf('Beta', beta), Gamma: repost });
    const result = run('scripts/eval.ts', root, '--json');
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    const report = EvalReportJson.parse(JSON.parse(result.stdout));
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
    expect(report.targets).toHaveLength(10);
  });
});
