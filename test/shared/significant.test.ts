// The heads' six significant digits without a string: the same number as Number(x.toPrecision(6)), on values
// of every size and sign, on halves and next to them, and next to powers of ten where log10 may miss by one.
import { describe, expect, it } from 'vitest';
import { significant } from '../../shared/phoenix/significant';
import { createPrng } from '../../shared/random/prng';

const exact = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(6)));

describe('significant', () => {
  it('is Number(x.toPrecision(6)) on random values from 1e-30 to 1e30', () => {
    const rng = createPrng('significant digits');
    const different: number[] = [];
    for (let i = 0; i < 200_000; i++) {
      const x = (rng.next() - 0.3) * 10 ** (Math.floor(rng.next() * 60) - 30);
      if (!Object.is(significant(x), exact(x))) different.push(x);
    }
    expect(different).toEqual([]);
  });

  it('is the same on halves, next to them, and next to powers of ten', () => {
    const values: number[] = [0, -0, 1, -1, 0.5, 1e-20, 123456.5, 1234565e-12, 0.0000123455];
    for (let e = -20; e <= 10; e++) {
      for (let m = 100_000; m < 1_000_000; m += 30_011) {
        values.push(Number(`${m}5e${e - 6}`), (m + 0.5) * 10 ** (e - 5), (m + 0.5 + 1e-9) * 10 ** (e - 5));
      }
      const p = 10 ** e;
      values.push(p, p * (1 + 2 ** -52), p * (1 - 2 ** -53), Number(`9.999995e${e}`), Number(`9.9999949e${e}`));
    }
    for (const x of values) {
      expect(significant(x), String(x)).toBe(exact(x));
      expect(significant(-x), String(-x)).toBe(exact(-x));
    }
  });
});
