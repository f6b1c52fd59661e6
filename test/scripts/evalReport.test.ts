import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../../shared/post/features';
import { authorOutcomes } from '../../scripts/dataset/outcomes';
import { loadTwitterRatio } from '../../scripts/dataset/twitterRatio';
import { evaluate, GOALS, type ScorePost } from '../../scripts/eval/evaluation';
import { formatEvalTable } from '../../scripts/eval/evalTable';
import { SIMPLE_RULES } from '../../scripts/eval/simpleRules';
import { spearman } from '../../scripts/eval/spearman';
import { csvOf, syntheticTimeline, writeDatasets } from './datasetFixture';

const outcomes = () => {
  const root = writeDatasets({ Alpha: csvOf('Alpha', syntheticTimeline(80, 0)), Beta: csvOf('Beta', syntheticTimeline(60, 4)) });
  return loadTwitterRatio(join(root, 'fivethirtyeight-twitter-ratio')).map(authorOutcomes);
};

// A scorer whose forecast is exactly the no-link rule, whose pre_publish_score is the fewer-mentions rule, and
// whose annoy_risk counts question marks.
const noLinkScorer: ScorePost = (text) => {
  const f = extractFeatures(text);
  return {
    phoenix_score: f.urls.length === 0 ? 1 : 0,
    pre_publish_score: -f.mentions.length,
    annoy_risk: (text.match(/\?/gu) ?? []).length,
  };
};

describe('evaluate', () => {
  it('compares the forecast and pre_publish_score with every simple rule on exactly the same posts', () => {
    const report = evaluate(outcomes(), noLinkScorer);
    for (const a of report.authors) {
      for (const part of ['fit', 'holdout', 'all'] as const) {
        expect(a.parts[part].rho.forecast).toBe(a.parts[part].rho.no_link);
        expect(a.parts[part].rho.pre_publish).toBe(a.parts[part].rho.fewer_mentions);
        for (const rule of SIMPLE_RULES) expect(a.parts[part].rho).toHaveProperty(rule);
      }
    }
    expect(report.mean.holdout.forecast).toBe(report.mean.holdout.no_link);
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
    const fewerMentions = report.authors.map((a) => a.parts.all.rho.fewer_mentions as number);
    expect(report.mean.all.fewer_mentions).toBeCloseTo(((fewerMentions[0] as number) + (fewerMentions[1] as number)) / 2, 12);
  });

  it('sets its targets on the held-out part, each PASS exactly when its number clears the bar', () => {
    const report = evaluate(outcomes(), noLinkScorer);
    const held = report.mean.holdout;
    expect(report.targets.map((t) => [t.part, t.goal])).toEqual([
      ['holdout', 'forecast: mean rho >= +0.28'],
      ['holdout', 'pre_publish_score: mean rho >= 0'],
      ['holdout', expect.stringMatching(/^forecast ahead of every simple rule \(margin over the best, /u)],
      ['holdout', 'mean annoy_risk rho with the reply ratio > 0'],
      ['all', 'mean annoy_risk rho with the reply ratio > 0'],
    ]);
    const [forecastGoal, prePublishGoal, aheadGoal, annoyGoal] = report.targets;
    expect(forecastGoal?.pass).toBe((held.forecast as number) >= GOALS.forecastMeanRho);
    expect(prePublishGoal?.pass).toBe((held.pre_publish as number) >= 0);
    // The forecast is the no-link rule itself: at best level with the rules, never ahead.
    const bestRule = Math.max(...SIMPLE_RULES.flatMap((r) => (held[r] === null ? [] : [held[r]])));
    expect(aheadGoal?.value).toBeCloseTo((held.forecast as number) - bestRule, 12);
    expect(aheadGoal?.pass).toBe(false);
    expect(annoyGoal?.pass).toBe((held.annoy_vs_reply_ratio as number) > 0);
  });

  it('reports null, not a number, when a score is constant', () => {
    const report = evaluate(outcomes(), () => ({ phoenix_score: 1, pre_publish_score: 50, annoy_risk: 0.2 }));
    expect([report.mean.all.forecast, report.mean.all.pre_publish]).toEqual([null, null]);
    expect(report.targets.slice(0, 3).map((t) => [t.value, t.pass])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });
});

describe('formatEvalTable', () => {
  it('prints a row per author and part for every scorer, the means, the annoy_risk block and PASS/FAIL lines', () => {
    const report = evaluate(outcomes(), noLinkScorer);
    const text = formatEvalTable(report);
    const alphaAll = report.authors[0]?.parts.all;
    expect(text).toContain('Data: FiveThirtyEight, CC BY 4.0');
    expect(text).toMatch(/^author +part +n +forecast +pre_pub +no link +length +fewer # +fewer @ +4-term$/mu);
    expect(text).toMatch(new RegExp(`\\n\\s+all\\s+${alphaAll?.n}(\\s+([+-]\\d\\.\\d{3}|n/a)){7}\\n`, 'u'));
    expect(text).toMatch(/^author +part +n +annoy~ratio +annoy~ratio\(detr\.\)$/mu);
    expect(text.match(/^mean of authors/gmu)).toHaveLength(2);
    expect(text).toContain('Peer pre-publish scorers (published): mean rho +0.021 to +0.143.');
    expect(text).toMatch(/^ {2}(PASS|FAIL) {2}held-out \(odd\) {2}forecast: mean rho >= \+0\.28 \([+-]\d\.\d{3}\)$/mu);
    expect(text.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(5);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(120);
  });
});
