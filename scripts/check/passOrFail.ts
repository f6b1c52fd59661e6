// Pass or fail for a content pipeline: a draft fails when its decision is at or below --fail-on
// (reject < revise < publish); a draft the engine could not score fails too, since it cannot be published.
import type { Decision } from '@preflight/engine';
import type { CheckedDraft } from './checkDraft';
import type { FailOn } from './options';

export const EXIT_PASS = 0;
export const EXIT_FAIL = 1;
export const EXIT_CANNOT_CHECK = 2;

const RANK: Record<Decision, number> = { reject: 0, revise: 1, publish: 2 };

export function fails(draft: CheckedDraft, failOn: FailOn): boolean {
  return draft.result === undefined || RANK[draft.result.decision] <= RANK[failOn];
}

export interface Tally {
  drafts: number;
  publish: number;
  revise: number;
  reject: number;
  invalid: number;
  failing: number;
}

export function emptyTally(): Tally {
  return { drafts: 0, publish: 0, revise: 0, reject: 0, invalid: 0, failing: 0 };
}

/** Counts one draft into the tally (mutates it: a batch tallies thousands of drafts). */
export function count(tally: Tally, draft: CheckedDraft, failOn: FailOn): void {
  tally.drafts++;
  if (draft.result) tally[draft.result.decision]++;
  else tally.invalid++;
  if (fails(draft, failOn)) tally.failing++;
}

export function exitCodeOf(tally: Tally): number {
  return tally.failing > 0 ? EXIT_FAIL : EXIT_PASS;
}
