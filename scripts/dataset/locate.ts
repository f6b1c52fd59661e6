// Where the evaluation data lives: $PREFLIGHT_DATASETS when set, else ../shared/datasets beside the
// repository (the layout of the team's machines). The editorial benchmarks live in $PREFLIGHT_BENCHMARKS,
// else in the "benchmarks" folder beside the datasets root. The data is not part of the repository.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const TWITTER_RATIO_DIR = 'fivethirtyeight-twitter-ratio';

export class DatasetMissing extends Error {
  override readonly name = 'DatasetMissing';
}

const isSet = (value: string | undefined): value is string => value !== undefined && value !== '';
const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

function defaultDatasetsRoot(repoRoot: string): string {
  return resolve(repoRoot, '..', 'shared', 'datasets');
}

function datasetsRoot(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return isSet(env.PREFLIGHT_DATASETS) ? resolve(env.PREFLIGHT_DATASETS) : defaultDatasetsRoot(repoRoot);
}

/** Where a folder was looked for, and the variable that chose the place (or that it was not set). */
function looked(variable: string, value: string | undefined, path: string): string {
  return `  Looked in ${path} (${isSet(value) ? `${variable}=${value}` : `${variable} is not set`}).`;
}

/**
 * The folder `name` under the datasets root, or DatasetMissing saying where it looked and how to fix it.
 * `contents` says what the folder should hold, for the message.
 */
export function locateDataset(name: string, env: NodeJS.ProcessEnv, repoRoot: string, contents?: string): string {
  const dir = join(datasetsRoot(env, repoRoot), name);
  if (isDirectory(dir)) return dir;
  // One short line each: paths are long, and the message may be one of several (npm run eval).
  throw new DatasetMissing(
    [
      `The data set "${name}" was not found.`,
      looked('PREFLIGHT_DATASETS', env.PREFLIGHT_DATASETS, dir),
      ...(contents ? [`  It holds ${contents}.`] : []),
      '  Put it in the folder PREFLIGHT_DATASETS names,',
      `  or in ../shared/datasets relative to the repository root (${defaultDatasetsRoot(repoRoot)}).`,
    ].join('\n'),
  );
}

/** The twitter-ratio folder (what `npm run fit` reads), or DatasetMissing naming both places to put it. */
export function locateTwitterRatio(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return locateDataset(TWITTER_RATIO_DIR, env, repoRoot, "BarackObama.csv, realDonaldTrump.csv from FiveThirtyEight's data, CC BY 4.0");
}

/** The benchmarks folder: $PREFLIGHT_BENCHMARKS, else `<datasets root>/../benchmarks`. */
export function locateBenchmarks(env: NodeJS.ProcessEnv, repoRoot: string): string {
  const dir = isSet(env.PREFLIGHT_BENCHMARKS)
    ? resolve(env.PREFLIGHT_BENCHMARKS)
    : resolve(datasetsRoot(env, repoRoot), '..', 'benchmarks');
  if (isDirectory(dir)) return dir;
  throw new DatasetMissing(
    [
      'The benchmarks folder was not found.',
      looked('PREFLIGHT_BENCHMARKS', env.PREFLIGHT_BENCHMARKS, dir),
      '  Set PREFLIGHT_BENCHMARKS to the folder holding draft-pairs.jsonl, or put a "benchmarks" folder',
      '  beside the datasets folder (../shared/benchmarks next to the repository).',
    ].join('\n'),
  );
}

/** A file inside a located folder; a folder without it counts as missing data, not as a crash. */
export function requireFile(dir: string, file: string): string {
  const path = join(dir, file);
  if (existsSync(path) && statSync(path).isFile()) return path;
  throw new DatasetMissing(`The file ${file} was not found.\n  Looked in ${path}: the folder is there, the file is not.`);
}
