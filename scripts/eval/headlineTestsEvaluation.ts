// Randomised headline A/B tests (the Upworthy Research Archive): within one test, two arms that differ only by
// their headline and whose click-through rates differ significantly (../dataset/headlineTests.ts). The only
// causal evidence about wording we have: every scorer is tallied on the same pairs, won when the headline
// clicked more scores higher, a tie one half. Each test's headlines are scored by that test's own scorer, so
// a caller can score them with a forecast fitted without the test (the forecast learns from these pairs).
import { codePointLength, TEXT_MAX, TEXT_MIN } from '@preflight/engine';
import { headlinePairs, type HeadlineArm, type HeadlinePair } from '../dataset/headlineTests';
import { tallyPairGroups, type PairTallies } from './pairTallies';
import { pairTargets } from './pairTargets';
import { scoresOf, type EngineScores } from './scorers';
import type { Target } from './target';

/** The scorer for one test's headlines. */
export type HeadlineScorers = (testId: string) => (text: string) => EngineScores;

export interface HeadlineTestsReport {
  arms: number;
  tests: number;
  /** Tests with at least one pair compared. */
  testsCompared: number;
  pairs: number;
  /** Significant pairs left out because a headline is shorter or longer than the engine accepts. */
  pairsUnscorable: number;
  tallies: PairTallies;
  targets: Target[];
}

/**
 * Clicks are not likes (the data set's caveat): the forecast need not match people on Tan's pairs, only rank better than chance clearly.
 */
export const HEADLINE_GOALS = { forecast: 0.6, prePublish: 0.5 } as const;

const scorable = (text: string) => codePointLength(text) >= TEXT_MIN && codePointLength(text) <= TEXT_MAX;

export function evaluateHeadlineTests(arms: readonly HeadlineArm[], scoreFor: HeadlineScorers): HeadlineTestsReport {
  const significant = headlinePairs(arms);
  const pairs = significant.filter((p) => scorable(p.winner) && scorable(p.loser));
  const byTest = new Map<string, HeadlinePair[]>();
  for (const p of pairs) {
    const group = byTest.get(p.testId);
    if (group) group.push(p);
    else byTest.set(p.testId, [p]);
  }
  // One scorer per test, asked only for tests with a pair to compare.
  const tallies = tallyPairGroups(
    [...byTest].map(([testId, testPairs]) => {
      const scoreText = scoreFor(testId);
      return { pairs: testPairs, scoreText: (text: string) => scoresOf(text, scoreText(text)) };
    }),
  );
  return {
    arms: arms.length,
    tests: new Set(arms.map((a) => a.testId)).size,
    testsCompared: byTest.size,
    pairs: pairs.length,
    pairsUnscorable: significant.length - pairs.length,
    tallies,
    targets: pairTargets(tallies, 'headline clicked more', HEADLINE_GOALS),
  };
}
