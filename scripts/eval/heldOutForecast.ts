// The forecast's parameters fitted without a fold (scripts/fit/fitForecast.ts), for each account and each
// randomised headline test. The committed shared/params/forecast.json is fitted on every senator and every
// headline pair: scoring them with it would measure how well the forecast remembers them, not how it does on
// an account or a test it never saw.
import type { ForecastParams } from '@preflight/engine/lab';
import { buildForecastData, testFold } from '../fit/forecastData';
import { fitForecast } from '../fit/fitForecast';
import { loadFitInputs, loadHeadlineInputs } from '../fit/loadFitInputs';

/** The forecast fitted without the fold of what is scored. The fit runs once per process and serves both. */
export interface HeldOutForecast {
  /** For an account of the forecast's data: whole accounts share a fold. */
  account(account: string): ForecastParams;
  /** For a headline test: whole tests share a fold (testFold), so no pair of the test was fitted on. */
  headlineTest(testId: string): ForecastParams;
}

let memo: { key: string; forecast: HeldOutForecast } | undefined;

export function heldOutForecast(env: NodeJS.ProcessEnv, repoRoot: string): HeldOutForecast {
  const key = `${repoRoot}|${env.PREFLIGHT_DATASETS ?? ''}`;
  if (memo?.key === key) return memo.forecast;
  const { heldOut, foldOf } = fitForecast(
    buildForecastData({ ...loadFitInputs(env, repoRoot), headlines: loadHeadlineInputs(env, repoRoot) }),
  );
  const inFold = (fold: number | undefined, what: string): ForecastParams => {
    const p = heldOut[fold ?? -1];
    if (!p) throw new Error(`no held-out forecast for ${what}`);
    return p;
  };
  const forecast: HeldOutForecast = {
    account: (account) => inFold(foldOf.get(account), account),
    // Any test id has a fold, even one the fit never saw (no significant pair): its fold's fit left it out too.
    headlineTest: (testId) => inFold(testFold(testId), `headline test ${testId}`),
  };
  memo = { key, forecast };
  return forecast;
}
