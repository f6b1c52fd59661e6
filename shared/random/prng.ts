// A small seeded pseudo-random generator: the same seed gives the same stream on every platform, so a
// Monte Carlo band or a drafter's choices can be reproduced from their seed. sfc32 (Chris Doty-Humphrey's
// "small fast counting" generator, public domain design) over four 32-bit words; our own implementation.
import { hash64 } from './hash';

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal, mean 0 and variance 1 (Marsaglia's polar method). */
  normal(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/** Discarded outputs after seeding, so that seeds that differ by little diverge completely. */
const WARM_UP = 12;

export function createPrng(seed: string): Prng {
  const [h1, h2] = hash64(seed);
  let a = h1;
  let b = h2;
  let c = (h1 ^ 0x9e3779b9) >>> 0;
  let d = 1; // the counter; starting it at 1 keeps the state away from all zeros
  let spare = 0;
  let hasSpare = false;

  function nextUint32(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }

  for (let i = 0; i < WARM_UP; i++) nextUint32();

  const next = () => nextUint32() / 4294967296;

  return {
    next,
    normal() {
      if (hasSpare) {
        hasSpare = false;
        return spare;
      }
      // Polar method: a uniform point in the unit disc gives two independent normals without sin/cos.
      let u: number;
      let v: number;
      let s: number;
      do {
        u = 2 * next() - 1;
        v = 2 * next() - 1;
        s = u * u + v * v;
      } while (s >= 1 || s === 0);
      const m = Math.sqrt((-2 * Math.log(s)) / s);
      spare = v * m;
      hasSpare = true;
      return u * m;
    },
    int(n: number) {
      return Math.floor(next() * n);
    },
  };
}
