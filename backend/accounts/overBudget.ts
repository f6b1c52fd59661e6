// The answer to an upload that would take an account's stored texts past its tier's text budget
// (tiers.ts, TEXT_BUDGETS): nothing of it was stored, and the message says the budget, what is used and how
// to make room; the error handler answers it in the one error shape.
import { TextBudgetExceeded } from './accountErrors';
import { TEXT_BUDGETS, UPGRADE_PATH, type Tier } from '../quota/tiers';
import type { OverBudget } from '../store/store';
import { wholeNumber } from '@preflight/engine';

const bytes = (n: number) => `${wholeNumber(n)} bytes`;

export function overBudgetError(key: { tier: Tier; prefix: string }, over: OverBudget): TextBudgetExceeded {
  const where = over.scope === 'account' ? 'this account' : "this key's accounts together";
  const per = over.scope === 'account' ? 'per account' : 'per key';
  const next = UPGRADE_PATH[key.tier];
  const field = over.scope === 'account' ? 'per_account' : 'per_key';
  const upgrade =
    next === null ? '' : `, or ask the operator to move key ${key.prefix} to the ${next} tier (${bytes(TEXT_BUDGETS[next][field])} ${per})`;
  return new TextBudgetExceeded(
    `Text budget exceeded: the ${key.tier} tier stores at most ${bytes(over.limit)} of post text ${per}; ` +
      `${where} hold${over.scope === 'account' ? 's' : ''} ` +
      `${bytes(over.used)} and this upload would make it ${bytes(over.after)}. Nothing was stored. ` +
      `Upload fewer or shorter posts, delete an account with DELETE /api/v1/accounts/{id}${upgrade}.`,
  );
}
