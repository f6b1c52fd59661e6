import { describe, expect, it } from 'vitest';
import type { DraftPair } from '../../scripts/dataset/draftPairs';
import { evaluateDraftPairs, type DraftScore, type ScoreDraft } from '../../scripts/eval/draftPairsEvaluation';

// Each draft's text names the score it gets, so a test reads as its own table.
const S = (prePublish: number, decision: DraftScore['decision']): string => JSON.stringify({ prePublish, decision });
const fakeScorer: ScoreDraft = (text) => JSON.parse(text) as DraftScore;
const pair = (id: string, better: string, worse: string): DraftPair => ({
  id,
  platform: 'x',
  principle: `principle of ${id}`,
  better,
  worse,
});

describe('evaluateDraftPairs', () => {
  it('counts ordered pairs and ties by pre_publish_score, and violations by decision', () => {
    const report = evaluateDraftPairs(
      [
        pair('ordered', S(70, 'publish'), S(40, 'reject')),
        pair('tie', S(55, 'publish'), S(55, 'publish')),
        pair('wrong order, same decision', S(50, 'revise'), S(60, 'revise')),
        pair('violation although ordered', S(61, 'revise'), S(60, 'publish')),
        pair('violation by two steps', S(30, 'reject'), S(65, 'publish')),
      ],
      fakeScorer,
    );
    expect([report.pairs, report.ordered, report.ties, report.violations]).toEqual([5, 2, 1, 2]);
  });

  it('counts decisions as agreeing only when the better draft is "publish" and the worse one is not', () => {
    const report = evaluateDraftPairs(
      [
        pair('a', S(70, 'publish'), S(40, 'revise')),
        pair('b', S(70, 'publish'), S(40, 'reject')),
        pair('c', S(70, 'publish'), S(69, 'publish')),
        pair('d', S(70, 'revise'), S(40, 'reject')),
      ],
      fakeScorer,
    );
    expect(report.decisionsAgree).toBe(2);
  });

  it("scores each draft for its pair's platform and keeps one row per pair", () => {
    const seen: string[] = [];
    const report = evaluateDraftPairs([{ ...pair('v01', 'better text', 'worse text'), platform: 'linkedin' }], (text, platform) => {
      seen.push(`${platform}: ${text}`);
      return { prePublish: text.startsWith('better') ? 60 : 50, decision: 'publish' };
    });
    expect(seen).toEqual(['linkedin: better text', 'linkedin: worse text']);
    expect(report.rows).toEqual([
      {
        id: 'v01',
        platform: 'linkedin',
        principle: 'principle of v01',
        better: { prePublish: 60, decision: 'publish' },
        worse: { prePublish: 50, decision: 'publish' },
      },
    ]);
  });
});

describe('the editorial targets', () => {
  it('passes only with all 40 pairs ordered and no violation, fails at 39 or one violation', () => {
    const pairs = (ordered: number, violations: number) =>
      Array.from({ length: 40 }, (_, i) =>
        pair(`p${i}`, i < ordered ? S(60, 'publish') : S(40, i < 40 - violations ? 'publish' : 'reject'), S(50, 'publish')),
      );
    const verdicts = (ordered: number, violations: number) =>
      evaluateDraftPairs(pairs(ordered, violations), fakeScorer).targets.map((t) => [t.goal, t.value, t.pass]);
    expect(verdicts(40, 0)).toEqual([
      ['better draft scores higher in all 40 pairs', 40, true],
      ['worse draft never gets a better decision (violations = 0)', 0, true],
    ]);
    expect(verdicts(39, 0).map(([, value, pass]) => [value, pass])).toEqual([
      [39, false],
      [0, true],
    ]);
    expect(verdicts(39, 1).map(([, value, pass]) => [value, pass])).toEqual([
      [39, false],
      [1, false],
    ]);
  });

  it('fails both targets on an empty pair file instead of passing them vacuously', () => {
    expect(evaluateDraftPairs([], fakeScorer).targets.map((t) => [t.value, t.pass])).toEqual([
      [null, false],
      [null, false],
    ]);
  });
});
