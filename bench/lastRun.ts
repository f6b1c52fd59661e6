// The last full `npm run bench`: the machine, the day and the summary table, kept in bench/last-run.json so
// that docs/speed.md shows the figures of a real run (npm run docs writes its table from this file) and
// nobody types a timing into the docs. `npm run bench` rewrites it; commit it with the change it measured.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface LastRun {
  machine: string;
  /** The day of the run, YYYY-MM-DD (UTC). */
  date: string;
  /** The summary table, in markdown (bench/summary.ts). */
  table: string;
}

export const LAST_RUN_FILE = join('bench', 'last-run.json');

export async function readLastRun(repoRoot: string): Promise<LastRun> {
  return JSON.parse(await readFile(join(repoRoot, LAST_RUN_FILE), 'utf8')) as LastRun;
}

export async function writeLastRun(repoRoot: string, run: LastRun): Promise<void> {
  await writeFile(join(repoRoot, LAST_RUN_FILE), `${JSON.stringify(run, null, 2)}\n`);
}
