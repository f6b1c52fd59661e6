import { describe, expect, it } from 'vitest';
import { score } from '../../shared/index';
import { viewsAt } from '../../shared/viewCurve/viewsAt';

const curve = score({ text: 'We cut onboarding from 20 minutes to 4 by deleting the product tour.' }).view_curve;

describe('viewsAt', () => {
  it('returns the grid point itself at 1440 minutes', () => {
    const point = curve.points.find((p) => p.t_min === 1440);
    expect(point).toBeDefined();
    expect(viewsAt(curve, 1440)).toEqual({ median: point?.mean, lo80: point?.lo80, hi80: point?.hi80 });
  });

  it('interpolates linearly in log time between grid points', () => {
    const [a, b] = [curve.points[10], curve.points[11]];
    if (!a || !b) throw new Error('grid too short');
    const middle = Math.sqrt(a.t_min * b.t_min);
    const got = viewsAt(curve, middle);
    expect(got.median).toBeCloseTo((a.mean + b.mean) / 2, 9);
    expect(got.lo80).toBeCloseTo((a.lo80 + b.lo80) / 2, 9);
    expect(got.hi80).toBeCloseTo((a.hi80 + b.hi80) / 2, 9);
  });

  it('holds the first and last points outside the grid', () => {
    const first = curve.points[0];
    const last = curve.points.at(-1);
    expect(viewsAt(curve, 1).median).toBe(first?.mean);
    expect(viewsAt(curve, 10_000).median).toBe(last?.mean);
  });
});
