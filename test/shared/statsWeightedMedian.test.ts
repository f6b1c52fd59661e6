import { describe, expect, it } from 'vitest';
import { weightedMedian } from '../../shared/stats/weightedMedian';
import { median } from '../../shared/stats/detrend';

describe('the weighted median', () => {
  it('is the plain median with equal weights, the midpoint on an exact tie', () => {
    expect(weightedMedian([5, 1, 3], [1, 1, 1])).toBe(median([5, 1, 3]));
    expect(weightedMedian([4, 1, 3, 2], [1, 1, 1, 1])).toBe(2.5);
  });

  it('lets thirty posts of one afternoon, weighing a thirtieth each, count as one', () => {
    const values = [...Array(30).fill(80), 300, 300, 300];
    const weights = [...Array(30).fill(1 / 30), 1, 1, 1];
    expect(median(values)).toBe(80);
    expect(weightedMedian(values, weights)).toBe(300);
  });
});
