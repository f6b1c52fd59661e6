import { describe, expect, it } from 'vitest';
import { averageRanks } from '../../scripts/eval/ranks';
import { spearman } from '../../scripts/eval/spearman';

describe('averageRanks', () => {
  it('gives tied values the mean of the positions they share', () => {
    // 10 ×3 occupy ranks 1–3 → 2; 20 ×2 occupy 4–5 → 4.5; 30 is rank 6.
    expect(averageRanks([10, 20, 10, 30, 20, 10])).toEqual([2, 4.5, 2, 6, 4.5, 2]);
  });

  it('ranks distinct values 1..n in ascending order', () => {
    expect(averageRanks([3.5, -1, 7, 0])).toEqual([3, 1, 4, 2]);
  });
});

describe('spearman', () => {
  it('matches the hand-computed value with a tie in y', () => {
    // ranks x = 1..5; ranks y = [1, 2, 3.5, 5, 3.5]; Σdx·dy = 8, Σdx² = 10, Σdy² = 9.5 → 8/√95.
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(8 / Math.sqrt(95), 12);
  });

  it('matches the hand-computed value for a binary feature (two tied groups)', () => {
    // ranks x = [1.5, 1.5, 3.5, 3.5], ranks y = 1..4: Σdx·dy = 4, Σdx² = 4, Σdy² = 5 → 2/√5.
    expect(spearman([0, 0, 1, 1], [1, 2, 3, 4])).toBeCloseTo(2 / Math.sqrt(5), 12);
  });

  it('is +1 for any increasing relation and −1 for a decreasing one', () => {
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 1000])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [9, 4, 1, 0])).toBeCloseTo(-1, 12);
  });

  it('is NaN when one series is constant: there is no order to compare', () => {
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNaN();
  });

  it('refuses series of different lengths', () => {
    expect(() => spearman([1, 2], [1])).toThrow(/lengths differ/);
  });
});
