// The scorer `npm run eval` uses for each senator's account. The rho on an account only says what
// generalises when the account's posts played no part in the parameters that score it, so every account is
// scored with the fit made without its fold of accounts (scripts/fit/fitEngine.ts, the same folds).
import { scoreWith } from '../../shared/score';
import type { SenatorAccount } from '../dataset/senators';
import type { AccountScorers } from './accountsEvaluation';
import { loadFitInputs } from '../fit/loadFitInputs';
import { buildFitData } from '../fit/fitData';
import { fitEngine } from '../fit/fitEngine';

export function senatorScorers(_accounts: readonly SenatorAccount[], env: NodeJS.ProcessEnv, repoRoot: string): AccountScorers {
  const data = buildFitData(loadFitInputs(env, repoRoot));
  const { heldOut } = fitEngine(data);
  const foldOf = new Map(data.accounts.map((a) => [a.account, a.fold]));
  return (account) => {
    const params = heldOut[foldOf.get(account) ?? 0];
    if (!params) throw new Error(`no held-out fit for ${account}`);
    return (text) => scoreWith(params, { text, platform: 'x' }).pre_publish_score;
  };
}
