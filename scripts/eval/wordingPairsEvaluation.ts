// Tan, Lee & Pang's wording pairs: same author, same link, different wording. Every scorer
// (./scorers.ts) is tallied on the same pairs: won when the more retweeted text scores higher, a tie one half.
import type { TanPair } from '../dataset/tanPairs';
import { tallyPairs, type OrderedPair, type PairTallies } from './pairTallies';
import { pairTargets } from './pairTargets';
import { scoresOf, type EngineScores } from './scorers';
import type { Target } from './target';

export interface WordingPairsReport {
  pairs: number;
  /** Each text scored as of when it was posted: under the platform policies of its day. */
  tallies: PairTallies;
  /**
   * The same pairs scored as if posted today, under every current policy (X's bait labelling among them):
   * what the forecast would say of these texts now, which the 2010–13 counts cannot confirm or refute.
   */
  asIfToday: PairTallies;
  targets: Target[];
}

// Reference points from the paper: people picking the more retweeted version, and its best model.
export const PEOPLE_SHARE = 0.613;
export const TAN_BEST_MODEL_SHARE = 0.656;
/** The forecast should beat people at picking the wording; pre_publish_score judges craft, and must at least not rank backwards. */
export const WORDING_GOALS = { forecast: 0.62, prePublish: 0.5 } as const;

function ordered(p: TanPair): OrderedPair {
  const first = { text: p.first, postedAt: p.firstPostedAt };
  const second = { text: p.second, postedAt: p.secondPostedAt };
  const [w, l] = p.winner === 'first' ? [first, second] : [second, first];
  const pair: OrderedPair = { winner: w.text, loser: l.text };
  if (w.postedAt !== null) pair.winnerPostedAt = w.postedAt;
  if (l.postedAt !== null) pair.loserPostedAt = l.postedAt;
  return pair;
}

/** `scoreText` is given the time each text was posted where the data say it (val.jsonl does). */
export function evaluateWordingPairs(
  pairs: readonly TanPair[],
  scoreText: (text: string, postedAt?: string) => EngineScores,
): WordingPairsReport {
  const orderedPairs = pairs.map(ordered);
  const tallies = tallyPairs(orderedPairs, (text, postedAt) => scoresOf(text, scoreText(text, postedAt)));
  const asIfToday = tallyPairs(orderedPairs, (text) => scoresOf(text, scoreText(text)));
  return {
    pairs: pairs.length,
    tallies,
    asIfToday,
    targets: pairTargets(tallies, 'more retweeted wording', WORDING_GOALS),
  };
}
