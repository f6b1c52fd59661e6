// The scorers `npm run eval` uses for each senator's account and each randomised headline test. A result only
// says what generalises when the posts it scores played no part in the parameters that score them, so every
// account is scored with the fits made without its fold of accounts: the editor's concepts
// (scripts/fit/fitEngine.ts, the same folds) and the forecast (./heldOutForecast.ts); every headline test with
// the forecast fitted without its fold of tests. The whole score result is handed back: the evaluation reads
// both the forecast and pre_publish_score from it.
import { scoreWith } from '@preflight/engine/lab';
import type { ScoreResult } from '@preflight/engine';
import type { SenatorAccount } from '../dataset/senators';
import { loadFitInputs } from '../fit/loadFitInputs';
import { buildFitData } from '../fit/fitData';
import { fitEngine } from '../fit/fitEngine';
import { FITTED } from '@preflight/engine/lab';
import type { FittedParams } from '@preflight/engine/lab';
import type { HeadlineScorers } from './headlineTestsEvaluation';
import { heldOutForecast } from './heldOutForecast';

/** For each account of the fit's data, the parameters fitted without its fold. The fit runs once per process. */
export type HeldOutParams = (account: string) => FittedParams;

let memo: { key: string; params: HeldOutParams } | undefined;

export function heldOutParams(env: NodeJS.ProcessEnv, repoRoot: string): HeldOutParams {
  const key = `${repoRoot}|${env.PREFLIGHT_DATASETS ?? ''}`;
  if (memo?.key === key) return memo.params;
  const data = buildFitData(loadFitInputs(env, repoRoot));
  const { heldOut } = fitEngine(data);
  const foldOf = new Map(data.accounts.map((a) => [a.account, a.fold]));
  const params: HeldOutParams = (account) => {
    const p = heldOut[foldOf.get(account) ?? -1];
    if (!p) throw new Error(`no held-out fit for ${account}`);
    return p;
  };
  memo = { key, params };
  return params;
}

/** For each account, how its posts are scored: as X posts, with the parameters fitted without its fold. */
export type SenatorScorers = (account: string) => (text: string, postedAt: string) => ScoreResult;

export function senatorScorers(_accounts: readonly SenatorAccount[], env: NodeJS.ProcessEnv, repoRoot: string): SenatorScorers {
  const paramsFor = heldOutParams(env, repoRoot);
  const forecastFor = heldOutForecast(env, repoRoot);
  return (account) => {
    const params = paramsFor(account);
    const forecast = forecastFor.account(account);
    return (text, postedAt) => scoreWith(params, { text, platform: 'x', posted_at: postedAt }, forecast);
  };
}

/**
 * For each headline test, how its headlines are scored: as X posts, like every other data set (the forecast a
 * writer would see), with the forecast fitted without the test's fold. The editor's committed concepts do not
 * learn from the headline tests (scripts/fit/loadFitInputs.ts), so they score every test as they are.
 */
export function headlineScorers(env: NodeJS.ProcessEnv, repoRoot: string): HeadlineScorers {
  const forecastFor = heldOutForecast(env, repoRoot);
  return (testId) => {
    const forecast = forecastFor.headlineTest(testId);
    return (text) => scoreWith(FITTED, { text, platform: 'x' }, forecast);
  };
}
