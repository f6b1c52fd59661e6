// evaluateHeadlineTests with a scorer per test, as `npm run eval` gives it one fitted without each test.
import { describe, expect, it } from 'vitest';
import type { HeadlineArm } from '../../scripts/dataset/headlineTests';
import { evaluateHeadlineTests } from '../../scripts/eval/headlineTestsEvaluation';

const arm = (testId: string, headline: string, clicks: number): HeadlineArm => ({
  testId,
  headline,
  imageId: 'i',
  ledeId: 'l',
  impressions: 5000,
  clicks,
});

describe('evaluateHeadlineTests', () => {
  it("scores each test's headlines with that test's own scorer, even a headline two tests share", () => {
    // The same two headlines in both tests, the longer one clicked more in each.
    const arms = ['t1', 't2'].flatMap((t) => [arm(t, 'The longer headline of the two', 250), arm(t, 'A short one', 150)]);
    // t1's scorer prefers longer headlines, t2's shorter ones: one text, two scores.
    const report = evaluateHeadlineTests(arms, (testId) => (text) => {
      const score = testId === 't1' ? text.length : -text.length;
      return { phoenix_score: score, pre_publish_score: score };
    });
    expect(report).toMatchObject({ pairs: 2, testsCompared: 2 });
    // Scored by text alone, both pairs would be won (or both lost): one of each says each test used its own.
    expect(report.tallies.forecast).toEqual({ won: 1, ties: 0, share: 0.5 });
    expect(report.tallies.pre_publish).toEqual({ won: 1, ties: 0, share: 0.5 });
  });

  it('asks for a scorer only for the tests with a pair to compare, once each', () => {
    const arms = [
      arm('t1', 'Clicked a lot more than the other', 300),
      arm('t1', 'Clicked a bit less', 150),
      arm('t1', 'Least of all', 100),
      arm('t2', 'Alone in its test', 300),
    ];
    const asked: string[] = [];
    const report = evaluateHeadlineTests(arms, (testId) => {
      asked.push(testId);
      return (text) => ({ phoenix_score: text.length, pre_publish_score: 0 });
    });
    expect(asked).toEqual(['t1']);
    // The longer headline was clicked more in each of t1's three pairs.
    expect(report).toMatchObject({ tests: 2, testsCompared: 1, pairs: 3 });
    expect(report.tallies.forecast).toEqual({ won: 3, ties: 0, share: 1 });
    expect(report.tallies.pre_publish).toEqual({ won: 0, ties: 3, share: 0.5 });
  });
});
