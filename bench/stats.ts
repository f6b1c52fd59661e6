// Repeats and budgets for `npm run bench`: every figure is the median of at least REPEATS runs, printed with
// its spread (lowest–highest) and, where the figure has a budget, the ratio to it and PASS/FAIL.

export const REPEATS = 7;

export interface Summary {
  median: number;
  low: number;
  high: number;
}

export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, low: sorted[0] as number, high: sorted.at(-1) as number };
}

/** The q-quantile of the values (nearest rank), for tail latencies. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

export interface Budget {
  /** The limit, in the figure's unit. */
  limit: number;
  /** "max": the figure must stay at or under the limit; "min": at or over it. */
  kind: 'max' | 'min';
}

export function verdict(value: number, budget: Budget | undefined): string {
  if (!budget) return '';
  const pass = budget.kind === 'max' ? value <= budget.limit : value >= budget.limit;
  const ratio = budget.kind === 'max' ? value / budget.limit : budget.limit / value;
  return `${pass ? 'PASS' : 'FAIL'} ${ratio.toFixed(2)}× of budget ${budget.kind === 'max' ? '≤' : '≥'} ${budget.limit}`;
}
