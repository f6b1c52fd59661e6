import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { selectMedian } from '../../shared/stats/selectMedian';
import { median } from '../../shared/stats/detrend';

/** -0 and +0 are the same median: adding 0 makes both +0, so toBe (Object.is) compares the numbers. */
const plain = (x: number) => x + 0;

describe('the median without sorting', () => {
  it('is the sorted median, for odd and even counts, ties and sorted input', () => {
    expect(selectMedian([3, 1, 2])).toBe(2);
    expect(selectMedian([4, 1, 3, 2])).toBe(2.5);
    expect(selectMedian([5, 5, 5, 5])).toBe(5);
    expect(selectMedian(Array.from({ length: 1001 }, (_, i) => i))).toBe(500);
    expect(Number.isNaN(selectMedian([]))).toBe(true);
    expect(plain(selectMedian([-0, 0, -0, 0]))).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 200 }), (values) => {
        expect(plain(selectMedian(values))).toBe(plain(median(values)));
      }),
    );
  });

  it('leaves its argument as it was', () => {
    const values = [9, 2, 7, 4];
    selectMedian(values);
    expect(values).toEqual([9, 2, 7, 4]);
  });
});
