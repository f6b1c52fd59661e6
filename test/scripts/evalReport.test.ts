import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../../shared/features';
import { authorOutcomes } from '../../scripts/dataset/outcomes';
import { loadTwitterRatio } from '../../scripts/dataset/twitterRatio';
import { evaluate, GOALS, PEER_RANGE, type ScorePost } from '../../scripts/stats/evaluation';
import { formatEvalTable } from '../../scripts/stats/evalTable';
import { spearman } from '../../scripts/stats/spearman';
import { csvOf, syntheticTimeline, writeDatasets } from './datasetFixture';

const outcomes = () => {
  const root = writeDatasets({ Alpha: csvOf('Alpha', syntheticTimeline(80, 0)), Beta: csvOf('Beta', syntheticTimeline(60, 4)) });
  return loadTwitterRatio(join(root, 'fivethirtyeight-twitter-ratio')).map(authorOutcomes);
};

// A scorer that is exactly the no-link baseline, and whose annoy_risk counts question marks.
const noLinkScorer: ScorePost = (text) => ({ prePublish: extractFeatures(text).urls.length === 0 ? 1 : 0, annoyRisk: (text.match(/\?/gu) ?? []).length });

describe('evaluate', () => {
  it('compares the scorer with the baselines on exactly the same posts', () => {
    const report = evaluate(outcomes(), noLinkScorer);
    for (const a of report.authors) {
      for (const part of ['fit', 'holdout', 'all'] as const) expect(a.parts[part].rho.engine).toBe(a.parts[part].rho.no_link);
    }
    expect(report.mean.holdout.engine).toBe(report.mean.holdout.no_link);
  });

  it('computes each rho within one author and part, and the mean over authors', () => {
    const data = outcomes();
    const report = evaluate(data, noLinkScorer);
    const alphaHoldout = (data[0]?.posts ?? []).filter((p) => p.part === 'holdout');
    const expected = spearman(
      alphaHoldout.map((p) => (p.text.match(/\?/gu) ?? []).length),
      alphaHoldout.map((p) => p.replyRatio),
    );
    expect(report.authors[0]?.parts.holdout.rho.annoy_vs_reply_ratio).toBe(expected);
    const fewMentions = report.authors.map((a) => a.parts.all.rho.few_mentions as number);
    expect(report.mean.all.few_mentions).toBeCloseTo(((fewMentions[0] as number) + (fewMentions[1] as number)) / 2, 12);
  });

  it('marks each target PASS exactly when its number clears the bar', () => {
    const report = evaluate(outcomes(), noLinkScorer);
    const [meanGoal, authorGoal, peerGoal, annoyGoal] = report.targets.filter((t) => t.part === 'holdout');
    const engine = report.mean.holdout.engine as number;
    expect(meanGoal?.pass).toBe(engine >= GOALS.meanRho);
    expect(authorGoal?.value).toBe(Math.min(...report.authors.map((a) => a.parts.holdout.rho.engine as number)));
    expect(peerGoal?.pass).toBe(engine > PEER_RANGE.high);
    expect(annoyGoal?.pass).toBe((report.mean.holdout.annoy_vs_reply_ratio as number) > 0);
  });

  it('reports null, not a number, when a score is constant', () => {
    const report = evaluate(outcomes(), () => ({ prePublish: 50, annoyRisk: 0.2 }));
    expect(report.mean.all.engine).toBeNull();
    expect(report.targets.find((t) => t.part === 'all')?.pass).toBe(false);
  });
});

describe('formatEvalTable', () => {
  it('prints a row per author and part, the means, the peer range and PASS/FAIL lines', () => {
    const report = evaluate(outcomes(), noLinkScorer);
    const text = formatEvalTable(report);
    const alphaAll = report.authors[0]?.parts.all;
    expect(text).toContain('Data: FiveThirtyEight, CC BY 4.0');
    expect(text).toMatch(new RegExp(`\\n\\s+all\\s+${alphaAll?.n}\\s+[+-]\\d\\.\\d{3}`, 'u'));
    expect(text).toContain('mean of authors');
    expect(text).toContain('Peer pre-publish scorers (published, issue 5): mean rho +0.021 to +0.143.');
    expect(text.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(8);
  });
});
