import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetMissing, locateBenchmarks, locateDataset, locateTwitterRatio, requireFile } from '../../scripts/dataset/locate';

/** <base>/repo (the repository root) beside <base>/shared/{datasets,benchmarks}, like the team's machines. */
function layout(folders: readonly string[]): { base: string; repoRoot: string } {
  const base = mkdtempSync(join(tmpdir(), 'preflight-layout-'));
  const repoRoot = join(base, 'repo');
  mkdirSync(repoRoot);
  for (const f of folders) mkdirSync(join(base, f), { recursive: true });
  return { base, repoRoot };
}

describe('locateDataset', () => {
  it('finds a folder under $PREFLIGHT_DATASETS, else under ../shared/datasets beside the repository', () => {
    const { base, repoRoot } = layout(['shared/datasets/us-senators-2015', 'elsewhere/us-senators-2015']);
    expect(locateDataset('us-senators-2015', {}, repoRoot)).toBe(join(base, 'shared/datasets/us-senators-2015'));
    expect(locateDataset('us-senators-2015', { PREFLIGHT_DATASETS: join(base, 'elsewhere') }, repoRoot)).toBe(
      join(base, 'elsewhere/us-senators-2015'),
    );
    expect(locateTwitterRatio({}, layout(['shared/datasets/fivethirtyeight-twitter-ratio']).repoRoot)).toMatch(
      /fivethirtyeight-twitter-ratio$/u,
    );
  });

  it('throws DatasetMissing naming the data set, where it looked and both ways to fix it', () => {
    const { base, repoRoot } = layout([]);
    const missing = () => locateDataset('tan-wording-pairs', { PREFLIGHT_DATASETS: join(base, 'nowhere') }, repoRoot);
    expect(missing).toThrow(DatasetMissing);
    expect(missing).toThrow(
      `The data set "tan-wording-pairs" was not found.\n  Looked in ` +
        `${join(base, 'nowhere/tan-wording-pairs')} (PREFLIGHT_DATASETS=${join(base, 'nowhere')}).`,
    );
    expect(missing).toThrow(`or in ../shared/datasets relative to the repository root (${join(base, 'shared/datasets')}).`);
    expect(() => locateDataset('tan-wording-pairs', {}, repoRoot)).toThrow(
      `Looked in ${join(base, 'shared/datasets/tan-wording-pairs')} (PREFLIGHT_DATASETS is not set).`,
    );
  });
});

describe('locateBenchmarks', () => {
  it('uses $PREFLIGHT_BENCHMARKS when set', () => {
    const { base, repoRoot } = layout(['mine/benchmarks']);
    expect(locateBenchmarks({ PREFLIGHT_BENCHMARKS: join(base, 'mine/benchmarks') }, repoRoot)).toBe(join(base, 'mine/benchmarks'));
  });

  it('otherwise looks beside the datasets root, wherever $PREFLIGHT_DATASETS puts it', () => {
    const { base, repoRoot } = layout(['shared/benchmarks', 'other/datasets', 'other/benchmarks']);
    expect(locateBenchmarks({}, repoRoot)).toBe(join(base, 'shared/benchmarks'));
    expect(locateBenchmarks({ PREFLIGHT_DATASETS: join(base, 'other/datasets') }, repoRoot)).toBe(join(base, 'other/benchmarks'));
  });

  it('throws DatasetMissing naming where it looked and the variable to set', () => {
    const { base, repoRoot } = layout([]);
    const missing = () => locateBenchmarks({}, repoRoot);
    expect(missing).toThrow(DatasetMissing);
    expect(missing).toThrow(`Looked in ${join(base, 'shared/benchmarks')} (PREFLIGHT_BENCHMARKS is not set).`);
    expect(missing).toThrow('Set PREFLIGHT_BENCHMARKS to the folder holding draft-pairs.jsonl');
  });
});

describe('requireFile', () => {
  it('returns the path of a file in the folder, or DatasetMissing naming it', () => {
    const { base } = layout(['data']);
    writeFileSync(join(base, 'data/val.jsonl'), '');
    expect(requireFile(join(base, 'data'), 'val.jsonl')).toBe(join(base, 'data/val.jsonl'));
    expect(() => requireFile(join(base, 'data'), 'train.jsonl')).toThrow(DatasetMissing);
  });
});
