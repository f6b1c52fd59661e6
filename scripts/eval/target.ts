// A goal a data set's result is checked against, printed as PASS or FAIL (as in evaluation.ts, which
// adds the part of the split). `unit` says how the value reads, so a summary can print any target.
// 'points' is a difference of two shares (the forecast's lead over a rule), read in percentage points.
export type TargetUnit = 'count' | 'share' | 'rho' | 'points';

export interface Target {
  goal: string;
  /** null when the result is undefined (no data, or a constant score): such a target fails. */
  value: number | null;
  pass: boolean;
  unit: TargetUnit;
}

export function atLeast(goal: string, value: number | null, bound: number, unit: TargetUnit): Target {
  return { goal, value, pass: value !== null && value >= bound, unit };
}

export function atMost(goal: string, value: number | null, bound: number, unit: TargetUnit): Target {
  return { goal, value, pass: value !== null && value <= bound, unit };
}

/** A share as a percentage with one decimal, the way the goals are written ("63 %"). */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

/** Strictly below the bound: a tie with a baseline is not beating it. */
export function below(goal: string, value: number | null, bound: number, unit: TargetUnit): Target {
  return { goal, value, pass: value !== null && value < bound, unit };
}
