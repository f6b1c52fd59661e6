// The editorial benchmark: on pairs where any editor agrees which draft is better, the
// better draft should get the higher pre_publish_score, and the worse draft must never get the better
// decision (a writer told "publish" for the worse draft and "revise" for the better one is misled).
import type { DraftPair } from '../dataset/draftPairs';
import { atLeast, atMost, type Target } from './target';

export type DraftDecision = 'publish' | 'revise' | 'reject';
export interface DraftScore {
  prePublish: number;
  decision: DraftDecision;
}
export type ScoreDraft = (text: string, platform: DraftPair['platform']) => DraftScore;

export interface DraftPairResult {
  id: string;
  platform: DraftPair['platform'];
  principle: string;
  better: DraftScore;
  worse: DraftScore;
}

export interface DraftPairsReport {
  pairs: number;
  /** The better draft's pre_publish_score is strictly higher. */
  ordered: number;
  ties: number;
  /** The worse draft gets a strictly better decision. */
  violations: number;
  /** The better draft is "publish" and the worse one "revise" or "reject". */
  decisionsAgree: number;
  rows: DraftPairResult[];
  targets: Target[];
}

const RANK: Record<DraftDecision, number> = { reject: 0, revise: 1, publish: 2 };

export const isOrdered = (r: DraftPairResult) => r.better.prePublish > r.worse.prePublish;
export const isTie = (r: DraftPairResult) => r.better.prePublish === r.worse.prePublish;
export const isViolation = (r: DraftPairResult) => RANK[r.worse.decision] > RANK[r.better.decision];
export const decisionsAgree = (r: DraftPairResult) => r.better.decision === 'publish' && r.worse.decision !== 'publish';

export function evaluateDraftPairs(pairs: readonly DraftPair[], scorePost: ScoreDraft): DraftPairsReport {
  const rows = pairs.map((p) => ({
    id: p.id,
    platform: p.platform,
    principle: p.principle,
    better: scorePost(p.better, p.platform),
    worse: scorePost(p.worse, p.platform),
  }));
  const count = (test: (r: DraftPairResult) => boolean) => rows.filter(test).length;
  const ordered = count(isOrdered);
  const violations = count(isViolation);
  // With no pairs there is nothing to pass: the values are null and the targets fail.
  const some = rows.length > 0;
  return {
    pairs: rows.length,
    ordered,
    ties: count(isTie),
    violations,
    decisionsAgree: count(decisionsAgree),
    rows,
    targets: [
      // Every pair: each one is a principle editors agree on, so a single pair out of order is a rule the engine breaks.
      atLeast(`better draft scores higher in all ${rows.length} pairs`, some ? ordered : null, rows.length, 'count'),
      atMost('worse draft never gets a better decision (violations = 0)', some ? violations : null, 0, 'count'),
    ],
  };
}
