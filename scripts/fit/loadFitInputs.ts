// The three data sets `npm run fit` learns from, located as `npm run eval` locates them; a missing one
// stops the fit with DatasetMissing (a fit on part of the data would silently change what ships).
import { locateDataset, locateTwitterRatio, requireFile } from '../dataset/locate';
import { loadSenators } from '../dataset/senators';
import { loadTanPairs } from '../dataset/tanPairs';
import { loadTwitterRatio } from '../dataset/twitterRatio';
import { authorOutcomes } from '../dataset/outcomes';
import type { buildFitData } from './fitData';
import { HEADLINE_TESTS_DIR, HEADLINE_TESTS_FILE, headlinePairs, loadHeadlineArms, type HeadlinePair } from '../dataset/headlineTests';

export function loadFitInputs(env: NodeJS.ProcessEnv, repoRoot: string): Parameters<typeof buildFitData>[0] {
  const tanDir = locateDataset('tan-wording-pairs', env, repoRoot, 'train.jsonl and val.jsonl (Tan, Lee & Pang 2014 wording pairs)');
  const senatorsDir = locateDataset('us-senators-2015', env, repoRoot, "tweets.csv (90 US senators' posts)");
  return {
    wording: loadTanPairs(requireFile(tanDir, 'train.jsonl')),
    senators: loadSenators(senatorsDir).accounts,
    fivethirtyeight: loadTwitterRatio(locateTwitterRatio(env, repoRoot)).map(authorOutcomes),
  };
}

/** The randomised headline tests' significant pairs, which the forecast (not the editor) learns from. */
export function loadHeadlineInputs(env: NodeJS.ProcessEnv, repoRoot: string): HeadlinePair[] {
  const dir = locateDataset(
    HEADLINE_TESTS_DIR,
    env,
    repoRoot,
    `${HEADLINE_TESTS_FILE} (randomised headline tests, Upworthy Research Archive)`,
  );
  return headlinePairs(loadHeadlineArms(requireFile(dir, HEADLINE_TESTS_FILE)));
}
