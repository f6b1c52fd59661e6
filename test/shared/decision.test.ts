import { describe, expect, it } from 'vitest';
import { decide } from '../../shared/decision';
import { prePublishScore, liftScore } from '../../shared/prePublish';
import type { Blocker } from '../../shared/schemas';

const warn: Blocker = { code: 'shouting', severity: 'warn', message: 'm', fix: 'f' };
const block: Blocker = { code: 'engagement_bait', severity: 'block', message: 'm', fix: 'f' };
const fine = { blockers: [], net: 0.004, lift: 1.2, prePublish: 60, annoyRisk: 0.3 };

describe('decision thresholds', () => {
  it('publishes a post above the baseline with no blockers', () => {
    expect(decide(fine)).toBe('publish');
  });
  it('rejects a blocking blocker', () => {
    expect(decide({ ...fine, blockers: [block] })).toBe('reject');
  });
  it('rejects a net-negative weighted sum', () => {
    expect(decide({ ...fine, net: -0.0001 })).toBe('reject');
  });
  it('asks to revise a warning, a lift under 0.8, a score under 40, or annoy risk of 0.6', () => {
    expect(decide({ ...fine, blockers: [warn] })).toBe('revise');
    expect(decide({ ...fine, lift: 0.79 })).toBe('revise');
    expect(decide({ ...fine, prePublish: 39.9 })).toBe('revise');
    expect(decide({ ...fine, annoyRisk: 0.6 })).toBe('revise');
    expect(decide({ ...fine, lift: 0.8, prePublish: 40, annoyRisk: 0.59 })).toBe('publish');
  });
});

describe('pre_publish_score blend', () => {
  it('maps a neutral lift to 50 and rises with lift', () => {
    expect(liftScore(1)).toBeCloseTo(50, 10);
    expect(liftScore(2)).toBeGreaterThan(70);
    expect(liftScore(0.5)).toBeLessThan(30);
  });
  it('is (0.85 − w) lift score + w composite + 0.15 resonance, less 5 a warning, halved by a block', () => {
    expect(prePublishScore(1, 60, 80, [], 0.25)).toBeCloseTo(0.6 * 50 + 0.25 * 60 + 0.15 * 80, 1);
    expect(prePublishScore(1, 60, undefined, [], 0.25)).toBeCloseTo(0.6 * 50 + 0.25 * 60 + 0.15 * 50, 1);
    expect(prePublishScore(1, 60, 80, [warn], 0.25)).toBeCloseTo(57 - 5, 1);
    expect(prePublishScore(1, 60, 80, [warn, warn, warn, warn], 0.25)).toBeCloseTo(57 - 15, 1);
    expect(prePublishScore(1, 60, 80, [block], 0.25)).toBeCloseTo(57 / 2, 1);
  });
});
