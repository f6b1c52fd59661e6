// Spearman's rank correlation: Pearson's r of the average ranks, which is the tie-correct form
// (the 1 − 6Σd²/(n(n²−1)) shortcut is only exact without ties).
import { averageRanks } from './ranks';

export function pearson(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error(`pearson: lengths differ (${x.length} vs ${y.length})`);
  const n = x.length;
  if (n < 2) return Number.NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // A constant series has no order to correlate with: NaN, not a made-up 0.
  if (sxx === 0 || syy === 0) return Number.NaN;
  return sxy / Math.sqrt(sxx * syy);
}

export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error(`spearman: lengths differ (${x.length} vs ${y.length})`);
  return pearson(averageRanks(x), averageRanks(y));
}
