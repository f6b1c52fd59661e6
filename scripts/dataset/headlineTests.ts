// The Upworthy Research Archive's randomised headline tests (Matias, Munger, Le Quere & Ebersole, Scientific
// Data 8, 2021; CC BY 4.0), the half of the exploratory tests we have: each arm is one package (headline,
// image, lede) shown at random to visitors of one story, with its impressions and clicks.
//
// Only arms of one test with the same image and the same lede differ by their headline alone, so only
// they are compared. Clicks are overdispersed (same-package pairs pass |z| ≥ 2.58 about 5.5 % of the time
// instead of 1 %, z inflated about ×1.35, per the data set's notes), so a pair counts as a real difference
// only at |z| ≥ 1.96 × 1.35: the usual 5 % level after that inflation. Arms with many impressions and no
// click at all are logging faults and are left out.
import { z } from 'zod';
import { readJsonLines } from './jsonLines';

export const HEADLINE_TESTS_DIR = 'headline-ab-tests';
export const HEADLINE_TESTS_FILE = 'arms.jsonl';

/** The two-proportion z a pair must reach to count: the 5 % level, times the clicks' overdispersion. */
export const SIGNIFICANT_Z = 1.96 * 1.35;
/** An arm shown this often with no click at all is a logging fault, not a headline nobody clicked. */
const FAULT_IMPRESSIONS = 1000;
/** Arms seen fewer times than this carry no usable rate. */
const MIN_IMPRESSIONS = 100;

export interface HeadlineArm {
  testId: string;
  headline: string;
  imageId: string | null;
  ledeId: string | null;
  impressions: number;
  clicks: number;
}

export interface HeadlinePair {
  testId: string;
  /** The headline with the higher click-through rate, and the other. */
  winner: string;
  loser: string;
  z: number;
}

const Count = z.number().int().min(0);
const Row = z
  .object({
    test_id: z.string().min(1),
    week: z.number().int().optional(),
    headline: z.string(),
    image_id: z.string().nullable(),
    lede_excerpt_id: z.string().nullable(),
    impressions: Count,
    clicks: Count,
  })
  .refine((r) => r.clicks <= r.impressions, { message: 'more clicks than impressions' })
  .transform(
    (r): HeadlineArm => ({
      testId: r.test_id,
      headline: r.headline,
      imageId: r.image_id,
      ledeId: r.lede_excerpt_id,
      impressions: r.impressions,
      clicks: r.clicks,
    }),
  );

export function loadHeadlineArms(file: string): HeadlineArm[] {
  return readJsonLines(file, Row);
}

function usable(a: HeadlineArm): boolean {
  return a.impressions >= MIN_IMPRESSIONS && !(a.clicks === 0 && a.impressions >= FAULT_IMPRESSIONS);
}

/** Two-proportion z of a's click-through rate over b's (pooled standard error); 0 when it is undefined. */
export function twoProportionZ(a: HeadlineArm, b: HeadlineArm): number {
  const pooled = (a.clicks + b.clicks) / (a.impressions + b.impressions);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.impressions + 1 / b.impressions));
  return se === 0 ? 0 : (a.clicks / a.impressions - b.clicks / b.impressions) / se;
}

/**
 * Every pair of arms of one test that differ only by their headline, with a significant difference in
 * click-through rate, in the file's order. `minZ` lowers or raises the bar (SIGNIFICANT_Z by default).
 */
export function headlinePairs(arms: readonly HeadlineArm[], minZ = SIGNIFICANT_Z): HeadlinePair[] {
  const groups = new Map<string, HeadlineArm[]>();
  for (const arm of arms) {
    if (!usable(arm)) continue;
    // JSON keeps a missing image (null) apart from any image id, which a joined string would not.
    const key = JSON.stringify([arm.testId, arm.imageId, arm.ledeId]);
    const group = groups.get(key);
    if (group) group.push(arm);
    else groups.set(key, [arm]);
  }
  const pairs: HeadlinePair[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i] as HeadlineArm;
        const b = group[j] as HeadlineArm;
        if (a.headline === b.headline) continue;
        const zab = twoProportionZ(a, b);
        if (Math.abs(zab) < minZ) continue;
        const [winner, loser] = zab > 0 ? [a, b] : [b, a];
        pairs.push({ testId: a.testId, winner: winner.headline, loser: loser.headline, z: Math.abs(zab) });
      }
    }
  }
  return pairs;
}
