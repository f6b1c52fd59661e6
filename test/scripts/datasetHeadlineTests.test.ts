import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HEADLINE_TESTS_DIR,
  HEADLINE_TESTS_FILE,
  headlinePairs,
  loadHeadlineArms,
  SIGNIFICANT_Z,
  twoProportionZ,
  type HeadlineArm,
} from '../../scripts/dataset/headlineTests';
import { arm, writeHeadlineDatasets, type ArmRow } from './headlineFixture';

const load = (rows: readonly ArmRow[]) => loadHeadlineArms(join(writeHeadlineDatasets(rows), HEADLINE_TESTS_DIR, HEADLINE_TESTS_FILE));
const summary = (arms: readonly HeadlineArm[], minZ?: number) => headlinePairs(arms, minZ).map((p) => [p.testId, p.winner, p.loser]);

describe('loadHeadlineArms', () => {
  it('reads each arm with its test, headline, image, lede, impressions and clicks', () => {
    expect(load([arm('t1', 'A headline', 12, { image_id: null })])).toEqual([
      { testId: 't1', headline: 'A headline', imageId: null, ledeId: 'lede-1', impressions: 5000, clicks: 12 },
    ]);
  });

  it('refuses an arm with more clicks than impressions, naming the file and line', () => {
    expect(() => load([arm('t1', 'fine', 1), arm('t1', 'broken', 6000)])).toThrow(/arms\.jsonl, line 2: .*more clicks than impressions/su);
  });
});

describe('headlinePairs', () => {
  it('pairs only arms of one test with the same image and the same lede, the higher click-through rate first', () => {
    const arms = load([
      arm('t1', 'Fewer clicks here', 150),
      arm('t1', 'More clicks here', 250),
      arm('t1', 'Other picture', 400, { image_id: 'img-2' }),
      arm('t1', 'Other lede', 400, { lede_excerpt_id: 'lede-2' }),
      arm('t1', 'No picture at all', 400, { image_id: null }),
      arm('t2', 'Another story entirely', 10),
    ]);
    expect(summary(arms)).toEqual([['t1', 'More clicks here', 'Fewer clicks here']]);
  });

  it('keeps a pair only when its two-proportion z reaches the threshold (1.96 × 1.35 by default)', () => {
    expect(SIGNIFICANT_Z).toBeCloseTo(2.646, 3);
    const arms = load([arm('t1', 'Slightly better', 190), arm('t1', 'Slightly worse', 150)]);
    const z = Math.abs(twoProportionZ(arms[0] as HeadlineArm, arms[1] as HeadlineArm));
    expect(z).toBeGreaterThan(1.96);
    expect(z).toBeLessThan(SIGNIFICANT_Z);
    expect(summary(arms)).toEqual([]);
    expect(summary(arms, z)).toEqual([['t1', 'Slightly better', 'Slightly worse']]);
    expect(headlinePairs(arms, z)[0]?.z).toBe(z);
  });

  it('drops arms with many impressions and no click (logging faults) and arms seen too rarely', () => {
    const arms = load([
      arm('t1', 'Clicked normally', 200),
      arm('t1', 'Logged no click at all', 0, { impressions: 3000 }),
      arm('t1', 'Barely shown', 0, { impressions: 60 }),
    ]);
    expect(summary(arms)).toEqual([]);
    // A headline nobody clicked in a few hundred views is a real result, not a fault.
    expect(summary(load([arm('t1', 'Clicked normally', 200), arm('t1', 'Shown less, never clicked', 0, { impressions: 900 })]))).toEqual([
      ['t1', 'Clicked normally', 'Shown less, never clicked'],
    ]);
  });

  it('skips two arms with the same headline: they differ only by chance', () => {
    const arms = load([arm('t1', 'The same words', 250), arm('t1', 'The same words', 150), arm('t1', 'Different words', 100)]);
    expect(summary(arms)).toEqual([
      ['t1', 'The same words', 'Different words'],
      ['t1', 'The same words', 'Different words'],
    ]);
  });
});
