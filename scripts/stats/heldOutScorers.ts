// The scorer `npm run eval` uses for each senator's account. The rho on an account only says what
// generalises when the account's posts played no part in the parameters that score it, so every account is
// scored with the fit made without its fold of accounts (scripts/fit/fitEngine.ts, the same folds).
import { scoreWith } from '../../shared/score';
import type { SenatorAccount } from '../dataset/senators';
import type { AccountScorers } from './accountsEvaluation';
import { loadFitInputs } from '../fit/loadFitInputs';
import { buildFitData } from '../fit/fitData';
import { fitEngine } from '../fit/fitEngine';
import type { FittedParams } from '../../shared/params/fittedParams';

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

export function senatorScorers(_accounts: readonly SenatorAccount[], env: NodeJS.ProcessEnv, repoRoot: string): AccountScorers {
  const paramsFor = heldOutParams(env, repoRoot);
  return (account) => {
    const params = paramsFor(account);
    return (text) => scoreWith(params, { text, platform: 'x' }).pre_publish_score;
  };
}
