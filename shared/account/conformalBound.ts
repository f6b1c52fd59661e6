/**
 * The split-conformal bound at level q: of n errors, the ⌊(n + 1)·q⌋-th smallest below the median and the
 * ⌈(n + 1)·q⌉-th above it, so a new error falls outside each bound at most the nominal share of the time
 * (plain percentiles of n errors undercover by about 1/n).
 */
export function conformalBound(errors: readonly number[], q: number): number {
  const sorted = [...errors].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const k = q < 0.5 ? Math.floor((n + 1) * q) : Math.ceil((n + 1) * q);
  return sorted[Math.min(n, Math.max(1, k)) - 1] as number;
}
