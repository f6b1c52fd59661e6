// Warming up in pieces must leave the engine exactly as a first score would: the same band table and the
// same results.
import { describe, expect, it, vi } from 'vitest';

type BandModule = typeof import('../../shared/viewCurve/bandQuantiles');

async function freshBandModule(): Promise<BandModule> {
  vi.resetModules();
  return import('../../shared/viewCurve/bandQuantiles');
}

describe('warming up', () => {
  it('builds the band table a slice at a time into the same table as building it at once', async () => {
    const sliced = await freshBandModule();
    let slices = 0;
    while (!sliced.bandTableSlice({ below: 0.9, above: 0.9 }, 0.4, 1.2, 0.1, 0.9)) slices++;
    expect(slices).toBeGreaterThan(3);
    expect(slices).toBeLessThanOrEqual(sliced.BAND_TABLE_SLICES);
    const whole = await freshBandModule();
    const a = sliced.bandTable({ below: 0.9, above: 0.9 }, 0.4, 1.2, 0.1, 0.9);
    const b = whole.bandTable({ below: 0.9, above: 0.9 }, 0.4, 1.2, 0.1, 0.9);
    expect([...a.lo]).toEqual([...b.lo]);
    expect([...a.hi]).toEqual([...b.hi]);
  });

  it('finishes a table started in slices when a score needs it', async () => {
    const m = await freshBandModule();
    m.bandTableSlice({ below: 0.5, above: 0.7 }, 0.3, 1.1, 0.1, 0.9);
    const finished = m.bandTable({ below: 0.5, above: 0.7 }, 0.3, 1.1, 0.1, 0.9);
    const fresh = (await freshBandModule()).bandTable({ below: 0.5, above: 0.7 }, 0.3, 1.1, 0.1, 0.9);
    expect([...finished.hi]).toEqual([...fresh.hi]);
    expect(m.bandTableSlice({ below: 0.5, above: 0.7 }, 0.3, 1.1, 0.1, 0.9)).toBe(true);
  });

  it('runs every step, and scores afterwards are the same as without warming up', async () => {
    vi.resetModules();
    const cold = await import('../../shared/index');
    const text = 'We cut onboarding from 20 minutes to 4 by deleting the tour. Which step would you delete first?';
    const unwarmed = cold.score({ text });
    vi.resetModules();
    const warm = await import('../../shared/index');
    const steps = warm.warmUpSteps();
    expect(steps.length).toBeGreaterThan(20);
    for (const step of steps) step();
    expect(warm.score({ text })).toEqual(unwarmed);
  });
});
