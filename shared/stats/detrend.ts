// Time detrending, how the evaluation judges outcomes: an account's typical reach drifts over months
// (follower growth, news cycles), which would swamp any text effect. Each post is compared with its
// neighbours instead: y_i minus the median y of the WINDOW posts before it and the WINDOW posts after
// it in time order, the post itself excluded; near the ends of the series there are simply fewer neighbours.
export const DETREND_WINDOW = 25;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `series` must already be in time order (one author). Returns y_i − median(neighbours of i). */
export function detrend(series: readonly number[], window: number = DETREND_WINDOW): number[] {
  if (series.length < 2) throw new Error('detrend: need at least two values (a post has no neighbours otherwise)');
  return series.map((y, i) => {
    const neighbours = [...series.slice(Math.max(0, i - window), i), ...series.slice(i + 1, i + 1 + window)];
    return y - median(neighbours);
  });
}

/** The q-quantile (0 ≤ q ≤ 1) of the values, by linear interpolation between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}
