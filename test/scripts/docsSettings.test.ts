// The docs' tables of settings come from the code's constants, and the speed table from the file the bench
// keeps: a changed default, tier or run shows up in the docs without anyone typing it.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Env, INTEGER_SETTINGS } from '../../backend/config/env';
import { MONTHLY_LIMITS } from '../../backend/quota/tiers';
import { readLastRun, writeLastRun } from '../../bench/lastRun';
import { DOC_BLOCKS } from '../../scripts/docs/blocks';
import { environmentTable, quotaTable } from '../../scripts/docs/settings';

describe('the settings tables', () => {
  it('name every variable the server reads, each integer one with its default and range from the code', () => {
    const table = environmentTable();
    for (const name of Object.keys(Env.shape)) expect(table).toContain(`\`${name}\``);
    const timeout = INTEGER_SETTINGS.PREFLIGHT_LLM_TIMEOUT_MS;
    const row = table.split('\n').find((line) => line.startsWith('| `PREFLIGHT_LLM_TIMEOUT_MS` |'));
    expect(row).toContain(`| \`${timeout.fallback}\` |`);
    expect(row).toContain(`(${timeout.min} to ${timeout.max})`);
  });

  it('give each tier its monthly calls, unlimited where the code has no limit', () => {
    expect(quotaTable()).toContain(`| free | ${MONTHLY_LIMITS.free.score} | ${MONTHLY_LIMITS.free.generate} |`);
    expect(quotaTable()).toContain('| pro | unlimited | unlimited |');
  });
});

describe('the speed table', () => {
  it('is the table of the run the bench kept, with its machine and day', async () => {
    const root = await mkdtemp(join(tmpdir(), 'preflight-lastrun-'));
    try {
      await mkdir(join(root, 'bench'));
      const run = {
        machine: '2 × Test CPU, 4 GiB, Node v22.0.0, linux',
        date: '2026-11-28',
        table: '| part | figure |\n| --- | --- |\n| engine | x |',
      };
      await writeLastRun(root, run);
      expect(await readLastRun(root)).toEqual(run);
      const block = DOC_BLOCKS.find((b) => b.name === 'bench-summary')!;
      const text = await block.render({ repoRoot: root, env: {} });
      expect(text).toContain('on 2 × Test CPU, 4 GiB, Node v22.0.0, linux, 28 November 2026:');
      expect(text!.endsWith(run.table)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
