import { describe, expect, it } from 'vitest';
import { decide, REJECT_BELOW_SCORE, REVISE_BELOW_SCORE } from '../../shared/editorModel/decision';
import { prePublishScore, impactOf } from '../../shared/editorModel/prePublish';
import type { Blocker } from '../../shared/schemas';

const warn: Blocker = { code: 'shouting', severity: 'warn', message: 'm', fix: 'f' };
const block: Blocker = { code: 'engagement_bait', severity: 'block', message: 'm', fix: 'f' };
const fine = { blockers: [], editorScore: 60, annoyRisk: 0.3 };

describe('decision thresholds', () => {
  it('publishes a post at or above the revise threshold with no blockers', () => {
    expect(decide(fine)).toBe('publish');
    expect(decide({ ...fine, editorScore: REVISE_BELOW_SCORE })).toBe('publish');
  });
  it('rejects a blocking blocker, and a score under the reject threshold', () => {
    expect(decide({ ...fine, blockers: [block] })).toBe('reject');
    expect(decide({ ...fine, editorScore: REJECT_BELOW_SCORE - 0.01 })).toBe('reject');
  });
  it('asks to revise a warning, a score under the revise threshold, or annoy risk of 0.6', () => {
    expect(decide({ ...fine, blockers: [warn] })).toBe('revise');
    expect(decide({ ...fine, editorScore: REVISE_BELOW_SCORE - 0.01 })).toBe('revise');
    expect(decide({ ...fine, annoyRisk: 0.6 })).toBe('revise');
  });
});

describe('pre_publish_score', () => {
  it('is 100·σ(z): a typical post (z = 0) scores 50 and it rises with z', () => {
    expect(prePublishScore(0)).toBe(50);
    expect(prePublishScore(1)).toBeCloseTo(73.11, 2);
    expect(prePublishScore(-1)).toBeCloseTo(26.89, 2);
  });
  it("reports a contribution's impact as the points the score would lose without it", () => {
    expect(impactOf(1, 1)).toBeCloseTo(23.1, 1);
    expect(impactOf(-1, -1)).toBeCloseTo(-23.1, 1);
  });
});
