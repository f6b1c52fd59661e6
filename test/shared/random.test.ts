import { describe, expect, it } from 'vitest';
import { hash64, hashHex } from '../../shared/random/hash';
import { createPrng } from '../../shared/random/prng';

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v >>>= 1) n += v & 1;
  return n;
}

describe('hashHex', () => {
  it('returns 16 lower-case hex digits, the same for the same text', () => {
    expect(hashHex('preflight')).toMatch(/^[0-9a-f]{16}$/u);
    expect(hashHex('preflight')).toBe(hashHex('preflight'));
  });

  it('is pinned (a golden value): the server and the extension must derive the same seeds, release after release', () => {
    expect(hashHex('The view curve seed')).toBe('aabf34585d5a8220');
  });

  it('tells apart 100,000 near-identical texts', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(hashHex(`post ${i}`));
    expect(seen.size).toBe(100_000);
  });

  it('hashes UTF-16 code units, so emoji and CJK are stable and distinct', () => {
    expect(hashHex('🧵 thread')).not.toBe(hashHex('🧶 thread'));
    expect(hashHex('日本語')).not.toBe(hashHex('日本誤'));
  });

  it('flips about half of the 64 bits when one character changes', () => {
    let flipped = 0;
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      const [a1, b1] = hash64(`seed-${i}-a`);
      const [a2, b2] = hash64(`seed-${i}-b`);
      flipped += popcount(a1 ^ a2) + popcount(b1 ^ b2);
    }
    expect(flipped / trials).toBeGreaterThan(31);
    expect(flipped / trials).toBeLessThan(33);
  });
});

describe('createPrng', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const a = createPrng('seed');
    const b = createPrng('seed');
    const c = createPrng('seed2');
    const sa = Array.from({ length: 20 }, () => a.next());
    const sb = Array.from({ length: 20 }, () => b.next());
    const sc = Array.from({ length: 20 }, () => c.next());
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });

  it('draws uniforms in [0, 1) with mean 1/2 and variance 1/12', () => {
    const rng = createPrng('uniform');
    const n = 200_000;
    let sum = 0;
    let sq = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      sum += u;
      sq += u * u;
      min = Math.min(min, u);
      max = Math.max(max, u);
    }
    const mean = sum / n;
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(mean).toBeCloseTo(0.5, 2);
    expect(sq / n - mean * mean).toBeCloseTo(1 / 12, 2);
  });

  it('draws standard normals: mean 0, variance 1, 68 % within one sigma', () => {
    const rng = createPrng('normal');
    const n = 200_000;
    let sum = 0;
    let sq = 0;
    let within = 0;
    for (let i = 0; i < n; i++) {
      const z = rng.normal();
      sum += z;
      sq += z * z;
      if (Math.abs(z) < 1) within++;
    }
    expect(sum / n).toBeCloseTo(0, 2);
    expect(sq / n).toBeCloseTo(1, 1);
    expect(within / n).toBeCloseTo(0.6827, 2);
  });

  it('draws integers in [0, n) covering every value', () => {
    const rng = createPrng('int');
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 7000; i++) {
      const k = rng.int(7);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(counts.every((c) => c > 850 && c < 1150)).toBe(true);
    expect(counts.reduce((s, c) => s + c, 0)).toBe(7000);
  });
});
