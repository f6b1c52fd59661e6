import { describe, expect, it } from 'vitest';
import { choleskySolve } from '../../scripts/stats/cholesky';
import { fitRidge, predictRidge, standardisation } from '../../scripts/stats/ridge';

// Deterministic, uncorrelated-enough predictors (no random numbers anywhere).
const rows = Array.from({ length: 200 }, (_, i) => [i % 7, (i * 3) % 11, Math.sin(i)]);

describe('choleskySolve', () => {
  it('solves a symmetric positive-definite system exactly', () => {
    // A = [[4,2,0],[2,5,1],[0,1,3]], x = [1,−2,3] → b = A·x = [0,−5,7].
    const x = choleskySolve(
      [
        [4, 2, 0],
        [2, 5, 1],
        [0, 1, 3],
      ],
      [0, -5, 7],
    );
    expect(x[0]).toBeCloseTo(1, 12);
    expect(x[1]).toBeCloseTo(-2, 12);
    expect(x[2]).toBeCloseTo(3, 12);
  });

  it('rejects a matrix that is not positive definite', () => {
    expect(() =>
      choleskySolve(
        [
          [1, 2],
          [2, 1],
        ],
        [1, 1],
      ),
    ).toThrow(/not positive definite/);
  });
});

describe('fitRidge', () => {
  it('recovers known coefficients (per standard deviation) when the penalty is negligible', () => {
    const y = rows.map(([a, b]) => 3 + 2 * (a as number) - 0.5 * (b as number));
    const { sds } = standardisation(rows);
    const model = fitRidge(rows, y, 1e-9);
    expect(model.coefficients[0]).toBeCloseTo(2 * (sds[0] as number), 6);
    expect(model.coefficients[1]).toBeCloseTo(-0.5 * (sds[1] as number), 6);
    expect(model.coefficients[2]).toBeCloseTo(0, 6);
    // The centred prediction reproduces y up to its mean.
    const yMean = y.reduce((s, v) => s + v, 0) / y.length;
    expect(predictRidge(model, rows[5] as number[]) + yMean).toBeCloseTo(y[5] as number, 6);
  });

  it('shrinks a single standardised coefficient by n / (n + lambda)', () => {
    const x = rows.map((r) => [r[0] as number]);
    const y = x.map(([v]) => 4 * (v as number));
    const { sds } = standardisation(x);
    const unpenalised = 4 * (sds[0] as number);
    expect(fitRidge(x, y, 200).coefficients[0]).toBeCloseTo(unpenalised / 2, 9);
  });

  it('guards a constant predictor: sd 1, coefficient 0', () => {
    const x = rows.map((r) => [r[0] as number, 5]);
    const model = fitRidge(x, x.map(([v]) => v as number), 1);
    expect(model.sds[1]).toBe(1);
    expect(model.coefficients[1]).toBe(0);
  });

  it('with groups, learns only from differences within a group', () => {
    // Group B's posts have x shifted by 5 and y shifted by −10: a between-group difference, not an effect of x.
    const groups = rows.map((_, i) => (i < 100 ? 'A' : 'B'));
    const x = rows.map((r, i) => [(r[0] as number) + (i < 100 ? 0 : 5)]);
    const y = rows.map((r, i) => 2 * (r[0] as number) + (i < 100 ? 0 : -10));
    const { sds } = standardisation(x);
    expect(fitRidge(x, y, 1e-9, groups).coefficients[0]).toBeCloseTo(2 * (sds[0] as number), 6);
    expect(fitRidge(x, y, 1e-9).coefficients[0]).not.toBeCloseTo(2 * (sds[0] as number), 2);
  });
});
