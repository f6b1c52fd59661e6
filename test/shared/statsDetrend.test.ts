import { describe, expect, it } from 'vitest';
import { detrend, median } from '../../shared/stats/detrend';

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([8, 1, 5, 3])).toBe(4);
  });
});

describe('detrend', () => {
  it('subtracts the median of up to `window` posts on each side, the post itself excluded (window 2, by hand)', () => {
    // i=0: [5,2] → 3.5; i=1: [1 | 2,8] → 2; i=2: [1,5 | 8,3] → 4; i=3: [5,2 | 3] → 3; i=4: [2,8] → 5.
    expect(detrend([1, 5, 2, 8, 3], 2)).toEqual([-2.5, 3, -2, 5, -2]);
  });

  it('uses every other post when the series is shorter than the window', () => {
    // i=0: median[20,30,100] = 30; i=1: [10,30,100] → 30; i=2: [10,20,100] → 20; i=3: [10,20,30] → 20.
    expect(detrend([10, 20, 30, 100])).toEqual([-20, -10, 10, 80]);
  });

  it('takes exactly 25 posts after a post near the start (the default window of 25 posts on each side)', () => {
    const series = Array.from({ length: 61 }, (_, k) => k);
    // Post 10: neighbours 0..9 and 11..35 (35 values), median = 18 → 10 − 18 = −8.
    // A window of 24 would give −7.5, a window of 26 would give −8.5.
    expect(detrend(series)[10]).toBe(-8);
    // Post 30: neighbours 5..29 and 31..55, median (29 + 31)/2 = 30 → 0.
    expect(detrend(series)[30]).toBe(0);
  });
});
