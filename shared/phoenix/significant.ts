// Six significant digits, as the phoenix actions are reported: Number(x.toPrecision(6)), the same number, made
// without a string for the values the actions take. toPrecision writes the exact decimal of x and the string is
// parsed back, which made it the costliest step of listing the actions.

/** 10^k for k = 0..22, each exactly a double (5^22 < 2^53), read from their decimal forms. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
const LOWEST = 100_000;
const HIGHEST = 1_000_000;
/**
 * How far from a half the scaled value must be to be rounded without the exact decimal: the product a × 10^k
 * is within 2^-53 of its value relative, at most 1.2e-10 below 10^6; far enough from a half, both round alike.
 */
const CLEAR_OF_HALF = 1e-6;

/** Number(x.toPrecision(6)), 0 for 0. */
export function significant(x: number): number {
  if (x === 0) return 0;
  const a = Math.abs(x);
  // The power that brings a to six digits before the point, [10^5, 10^6); log10 may miss by one near a power of ten.
  let k = 5 - Math.floor(Math.log10(a));
  if (k >= 0 && k <= 22) {
    let y = a * (POWERS_OF_TEN[k] as number);
    if (y < LOWEST && k < 22) y = a * (POWERS_OF_TEN[++k] as number);
    else if (y >= HIGHEST && k > 0) y = a * (POWERS_OF_TEN[--k] as number);
    if (y >= LOWEST && y < HIGHEST && Math.abs(y - Math.floor(y) - 0.5) > CLEAR_OF_HALF) {
      // An integer over an exact power of ten, divided once: the double nearest the decimal, as parsing it gives.
      const rounded = Math.round(y) / (POWERS_OF_TEN[k] as number);
      return x < 0 ? -rounded : rounded;
    }
  }
  return Number(x.toPrecision(6));
}
