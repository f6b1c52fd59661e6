// Fitting the spread of ln K so the view curve's band passes through a given band at one time.
import { describe, expect, it } from 'vitest';
import { bandQuantile, lnShare } from '../../shared/viewCurve/bandQuantiles';
import { spreadThrough, type BandAt } from '../../shared/viewCurve/spreadThrough';

const base = { sigmaT: 1, shape: 1.2, qLo: 0.1, qHi: 0.9 };

describe('the spread of ln K through a band', () => {
  it('reproduces the band at that time exactly, asymmetric or not', () => {
    // The timing's spread supplies part of the lower tail: a symmetric band needs less spread of K below.
    const symmetric = spreadThrough({ ...base, d: Math.log(1440 / 120), lnLo: -0.9, lnHi: 0.9 });
    expect(symmetric.below).toBeLessThan(symmetric.above);
    for (const [t50, lnLo, lnHi, shape] of [
      [80, -0.5, 0.7, 1.2],
      [120, -0.9, 0.9, 1.5],
      [30, -1.4, 2.1, 0.8],
      [300, -0.35, 0.4, 1.2],
    ] as const) {
      const b: BandAt = { ...base, shape, d: Math.log(1440 / t50), lnLo, lnHi };
      const spread = spreadThrough(b);
      const line = lnShare(b.d, shape);
      expect(bandQuantile(spread, b.sigmaT, shape, b.qLo, b.d) - line).toBeCloseTo(lnLo, 6);
      expect(bandQuantile(spread, b.sigmaT, shape, b.qHi, b.d) - line).toBeCloseTo(lnHi, 6);
    }
  });

  it('takes the smallest spread for a bound the timing alone already passes, and the band is then wider than asked', () => {
    // Half the views at 20 h: a day in, whether the post is slow or fast already spreads it more than 5 %.
    const b: BandAt = { ...base, d: Math.log(1440 / 1200), lnLo: -0.05, lnHi: 0.6 };
    const spread = spreadThrough(b);
    expect(spread.below).toBeCloseTo(0.05, 6);
    expect(bandQuantile(spread, b.sigmaT, b.shape, b.qLo, b.d) - lnShare(b.d, b.shape)).toBeLessThan(-0.05);
    expect(bandQuantile(spread, b.sigmaT, b.shape, b.qHi, b.d) - lnShare(b.d, b.shape)).toBeCloseTo(0.6, 6);
  });
});
