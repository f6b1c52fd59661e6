import { describe, expect, it } from 'vitest';
import { ViewCurve } from '../../shared/schemas';
import { curveFrom, viewCurve, pointEstimates, VIEW_CURVE_GRID } from '../../shared/viewCurve/viewCurve';
import { VIEW_CURVE_PRIOR } from '../../shared/platformFacts/viewCurvePrior';
import { createPrng } from '../../shared/random/prng';

const prior = viewCurve({ lift: 1 });
const at = (curve: ViewCurve, t: number) => {
  const p = curve.points.find((q) => q.t_min === t);
  if (!p) throw new Error(`no grid point at ${t}`);
  return p;
};

describe('view curve shape', () => {
  it('parses with the ViewCurve schema and reports the cold-start prior', () => {
    expect(ViewCurve.parse(prior)).toEqual(prior);
    expect(prior.status).toBe('cold_start');
    expect(prior.K).toBe(VIEW_CURVE_PRIOR.K_base.value);
    expect(prior.t_50_min).toBe(80);
    expect(prior.shape).toBe(1.2);
    expect(prior.horizon_min).toBe(2880);
    expect(prior.band).toEqual({ method: 'exact_quantiles', sigma_ln_K: 1.1, sigma_ln_K_below: 1.1, sigma_ln_t50: 1 });
  });

  it('has t_90 = t_50 · 9^(1/a), to the reported 0.1 minute', () => {
    for (const lift of [0.01, 0.3, 1, 2.5, 40]) {
      const c = viewCurve({ lift });
      expect(Math.abs(c.t_90_min - c.t_50_min * 9 ** (1 / c.shape))).toBeLessThanOrEqual(0.05);
    }
    expect(prior.t_90_min).toBe(499.2);
  });

  it('reaches 41 % of K in the first hour and 97 % in a day under the prior', () => {
    expect(at(prior, 60).mean / prior.K).toBeCloseTo(0.41, 2);
    expect(at(prior, 1440).mean / prior.K).toBeCloseTo(0.97, 2);
    expect(prior.velocity_score).toBe(41.5);
  });

  it('spans 5 minutes to 48 hours on about 40 log-spaced points, with 60 and 1440 exactly', () => {
    const ts = prior.points.map((p) => p.t_min);
    expect(ts[0]).toBe(5);
    expect(ts[ts.length - 1]).toBe(2880);
    expect(ts).toContain(60);
    expect(ts).toContain(1440);
    expect(ts).toHaveLength(40);
    expect(ts).toEqual(Array.from(VIEW_CURVE_GRID));
    for (let i = 1; i < ts.length; i++) expect(ts[i]).toBeGreaterThan(ts[i - 1] as number);
  });

  it('scales K linearly with lift within [0.05, 20] × the baseline, and t50 by lift^-0.15', () => {
    expect(pointEstimates(2)).toEqual({ K: 2000, t50: 72.1 });
    expect(pointEstimates(0.5)).toEqual({ K: 500, t50: 88.8 });
    expect(pointEstimates(1000)).toEqual(pointEstimates(20));
    expect(pointEstimates(0)).toEqual(pointEstimates(0.05));
    expect(pointEstimates(Number.NaN)).toEqual({ K: 50, t50: 125.4 });
  });

  it('shows a faster first hour for a higher lift', () => {
    expect(viewCurve({ lift: 3 }).velocity_score).toBeGreaterThan(prior.velocity_score);
    expect(viewCurve({ lift: 0.3 }).velocity_score).toBeLessThan(prior.velocity_score);
  });
});

describe('view curve band', () => {
  it('keeps the mean and the band never decreasing and the mean inside lo80..hi80 at every point, for many lifts and shapes', () => {
    for (let i = 0; i < 200; i++) {
      const c =
        i % 2 === 0
          ? viewCurve({ lift: 0.02 + i * 0.13 })
          : curveFrom({
              status: 'calibrated',
              K: 10 + i * 97,
              t50: 5 + i * 7,
              shape: 0.5 + (i % 7) * 0.4,
              sigmaLnK: { below: 0.05 + (i % 5) * 0.3, above: 0.05 + (i % 3) * 0.5 },
              sigmaLnT50: 1,
            });
      let previous = 0;
      let previousLo = 0;
      let previousHi = 0;
      for (const p of c.points) {
        expect(p.mean).toBeGreaterThanOrEqual(previous);
        expect(p.lo80).toBeLessThanOrEqual(p.mean);
        expect(p.mean).toBeLessThanOrEqual(p.hi80);
        expect(p.lo80).toBeGreaterThanOrEqual(previousLo);
        expect(p.hi80).toBeGreaterThanOrEqual(previousHi);
        previous = p.mean;
        previousLo = p.lo80;
        previousHi = p.hi80;
      }
    }
  });

  it('gives the same band on every call: nothing is drawn', () => {
    expect(viewCurve({ lift: 1.3 })).toEqual(viewCurve({ lift: 1.3 }));
  });

  it('puts lo80 and hi80 at the 10th and 90th percentiles of the model, checked against 200,000 independent draws', () => {
    const { K, t50 } = pointEstimates(1);
    const a = VIEW_CURVE_PRIOR.shape.value;
    const rng = createPrng('independent reference draws');
    const n = 200_000;
    for (const t of [5, 60, 1440]) {
      const reference = new Float64Array(n);
      for (let d = 0; d < n; d++) {
        const k = K * Math.exp(1.1 * rng.normal());
        const t50d = t50 * Math.exp(rng.normal());
        reference[d] = k / (1 + (t50d / t) ** a);
      }
      let below = 0;
      let above = 0;
      const p = at(viewCurve({ lift: 1 }), t);
      for (const v of reference) {
        if (v < p.lo80) below++;
        if (v > p.hi80) above++;
      }
      // Exact percentiles: off the 200,000 draws' by their sampling error (≈ 0.0007) and the 0.1 rounding only.
      expect(Math.abs(below / n - 0.1)).toBeLessThan(0.003);
      expect(Math.abs(above / n - 0.1)).toBeLessThan(0.003);
    }
  });

  it("does the same for a spread of ln K that differs below and above its median (an account's own band)", () => {
    const spread = { below: 0.4, above: 0.8 };
    const c = curveFrom({ status: 'calibrated', K: 5000, t50: 120, shape: 1.5, sigmaLnK: spread, sigmaLnT50: 1 });
    const rng = createPrng('two-sided reference draws');
    const n = 200_000;
    for (const t of [5, 60, 1440]) {
      const p = at(c, t);
      let below = 0;
      let above = 0;
      for (let d = 0; d < n; d++) {
        const z = rng.normal();
        const k = 5000 * Math.exp(z * (z < 0 ? spread.below : spread.above));
        const v = k / (1 + ((120 * Math.exp(rng.normal())) / t) ** 1.5);
        if (v < p.lo80) below++;
        if (v > p.hi80) above++;
      }
      expect(Math.abs(below / n - 0.1)).toBeLessThan(0.003);
      expect(Math.abs(above / n - 0.1)).toBeLessThan(0.003);
    }
    expect(c.band).toEqual({ method: 'exact_quantiles', sigma_ln_K: 0.8, sigma_ln_K_below: 0.4, sigma_ln_t50: 1 });
  });
});
