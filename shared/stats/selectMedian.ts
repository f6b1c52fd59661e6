// The median of many numbers without sorting them: quickselect (Hoare's FIND, 1961) on a copy, in expected linear
// time. The account model takes the median of thousands of forecast errors for every drift and share it tries;
// sorting each time was most of a long history's calibration.

/** The median of `values` (the mean of the two middle ones for an even count); NaN when empty. */
export function selectMedian(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const a = Float64Array.from(values);
  const upper = kth(a, n >> 1);
  if (n % 2 === 1) return upper;
  // After selecting the upper middle, everything left of it is no larger: the lower middle is their maximum.
  let lower = -Infinity;
  for (let i = 0; i < n >> 1; i++) if ((a[i] as number) > lower) lower = a[i] as number;
  return (lower + upper) / 2;
}

/** The k-th smallest (from 0) of `a`, which is reordered so that a[0..k) ≤ a[k] ≤ a(k..n). */
function kth(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    // The median of three as pivot: deterministic and safe on sorted or constant input.
    const mid = (lo + hi) >> 1;
    const x = a[lo] as number;
    const y = a[mid] as number;
    const z = a[hi] as number;
    const pivot = x < y ? (y < z ? y : Math.max(x, z)) : x < z ? x : Math.max(y, z);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] as number;
  }
  return a[k] as number;
}
