import { describe, expect, it } from 'vitest';
import { burstWeights, dailyWeight, DAY_MS, localLevel } from '../../../shared/account/localLevel';
import { createPrng } from '../../../shared/random/prng';

const start = Date.UTC(2025, 0, 6);
const HOUR = 3_600_000;

describe('the weight of a post: every day counts about alike', () => {
  it('gives a post alone in its day 1 and thirty posts of one afternoon 1 between them', () => {
    const lone = [0, 1, 2].map((d) => start + d * DAY_MS + 9 * HOUR);
    expect([...burstWeights(lone)]).toEqual([1, 1, 1]);
    const afternoon = Array.from({ length: 30 }, (_, k) => start + 14 * HOUR + k * 10 * 60_000);
    const w = burstWeights(afternoon);
    expect(w.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
  });
});

describe('the local level', () => {
  it('moves further on a post after a quiet month than on one an hour after the last', () => {
    // Ten daily posts at ln 100, then one post at ln 400: after a day, or after thirty days of silence.
    const values = [...Array(10).fill(Math.log1p(100)), Math.log1p(400)] as number[];
    const daily = values.map((_, i) => start + i * DAY_MS);
    const afterAMonth = [...daily.slice(0, 10), (daily[9] as number) + 30 * DAY_MS];
    const afterAnHour = [...daily.slice(0, 10), (daily[9] as number) + HOUR];
    const moved = (times: number[]) => localLevel(values, times, 0.01).level - Math.log1p(100);
    expect(moved(afterAMonth)).toBeGreaterThan(2 * moved(afterAnHour));
    expect(moved(afterAnHour)).toBeGreaterThan(0);
  });

  it('reads a burst of posts in one afternoon as one day of evidence, not thirty', () => {
    // A hundred days at 500 views, then thirty posts at 50: one a day for a month, or all in one afternoon.
    const before = Array.from({ length: 100 }, (_, d) => start + d * DAY_MS);
    const values = [...Array(100).fill(Math.log1p(500)), ...Array(30).fill(Math.log1p(50))] as number[];
    const monthly = [...before, ...Array.from({ length: 30 }, (_, k) => start + (100 + k) * DAY_MS)];
    const burst = [...before, ...Array.from({ length: 30 }, (_, k) => start + 100 * DAY_MS + k * 5 * 60_000)];
    const overAMonth = Math.expm1(localLevel(values, monthly, 0.05).level);
    const inAnAfternoon = Math.expm1(localLevel(values, burst, 0.05).level);
    expect(overAMonth).toBeLessThan(80);
    expect(inAnAfternoon).toBeGreaterThan(250);
  });

  it('is the long-run average with no drift, and the last posts with a large one', () => {
    const values = [...Array(50).fill(1), ...Array(5).fill(3)] as number[];
    const times = values.map((_, i) => start + i * DAY_MS);
    // No drift: the mean of the posts (clipping aside, every post within the robust spread moves it fully).
    expect(localLevel(values, times, 0).level).toBeLessThan(1.5);
    expect(localLevel(values, times, 10).level).toBeGreaterThan(2.9);
  });

  it('lets one viral post move the level far less than its size', () => {
    const rng = createPrng('viral');
    const values = Array.from({ length: 60 }, () => Math.log1p(200) + 0.3 * rng.normal());
    const times = values.map((_, i) => start + i * DAY_MS);
    const calm = localLevel(values, times, 0.05).level;
    const viral = localLevel([...values.slice(0, 59), Math.log1p(200) + 5], times, 0.05).level;
    const weight = dailyWeight(0.05);
    // Unclipped, the last post would move the level by about weight · 5; clipped at two robust deviations, far less.
    expect(viral - calm).toBeGreaterThan(0);
    expect(viral - calm).toBeLessThan((weight * 5) / 3);
  });

  it('smooths back from the last post with no lag behind a trend', () => {
    // A level rising by 0.01 a day, read without noise: the filter lags the trend, the smoother sits on it.
    const values = Array.from({ length: 200 }, (_, i) => 3 + 0.01 * i);
    const times = values.map((_, i) => start + i * DAY_MS);
    const pass = localLevel(values, times, 0.01);
    const lag = (values[150] as number) - (pass.after[150] as number);
    const smoothedLag = Math.abs((values[150] as number) - (pass.smoothed[150] as number));
    expect(lag).toBeGreaterThan(0.02);
    expect(smoothedLag).toBeLessThan(lag / 5);
  });
});

describe('the smoothing weight of a daily post', () => {
  it('is 0 with no drift and solves α² / (1 − α) = drift', () => {
    expect(dailyWeight(0)).toBe(0);
    for (const drift of [1e-4, 0.01, 0.3, 10]) {
      const a = dailyWeight(drift);
      expect(a).toBeGreaterThan(0);
      expect(a).toBeLessThan(1);
      expect((a * a) / (1 - a)).toBeCloseTo(drift, 9);
    }
  });
});
