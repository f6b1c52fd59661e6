// Where the evaluation data lives: $PREFLIGHT_DATASETS when set, else ../shared/datasets beside the
// repository (the layout of the team's machines). The data is not part of the repository.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const TWITTER_RATIO_DIR = 'fivethirtyeight-twitter-ratio';

export class DatasetMissing extends Error {
  override readonly name = 'DatasetMissing';
}

/** The twitter-ratio folder, or DatasetMissing with a message that names both places to put it. */
export function locateTwitterRatio(env: NodeJS.ProcessEnv, repoRoot: string): string {
  const fromEnv = env.PREFLIGHT_DATASETS;
  const fallback = resolve(repoRoot, '..', 'shared', 'datasets');
  const root = fromEnv !== undefined && fromEnv !== '' ? resolve(fromEnv) : fallback;
  const dir = join(root, TWITTER_RATIO_DIR);
  if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  const looked = fromEnv ? `PREFLIGHT_DATASETS=${fromEnv} (→ ${dir})` : `${dir} (PREFLIGHT_DATASETS is not set)`;
  throw new DatasetMissing(
    [
      `The evaluation data was not found: looked in ${looked}.`,
      `Put the "${TWITTER_RATIO_DIR}" folder (BarackObama.csv, realDonaldTrump.csv from FiveThirtyEight's data repository, CC BY 4.0)`,
      `either in the folder named by the PREFLIGHT_DATASETS environment variable, or in ../shared/datasets relative to the repository root (${fallback}).`,
    ].join('\n'),
  );
}
