// Tan, Lee & Pang's wording pairs (DESIGN.md 2.5): same author, same link, different wording. Every scorer
// (./scorers.ts) is tallied on the same pairs: won when the more retweeted text scores higher, a tie one half.
import type { TanPair } from '../dataset/tanPairs';
import { forecastAheadTarget } from './forecastAhead';
import { pairShares, tallyPairs, type OrderedPair, type PairTallies } from './pairTallies';
import { scoresOf, type EngineScores } from './scorers';
import { atLeast, type Target } from './target';

export interface WordingPairsReport {
  pairs: number;
  tallies: PairTallies;
  targets: Target[];
}

// Reference points from the paper: people picking the more retweeted version, and its best model.
export const PEOPLE_SHARE = 0.613;
export const TAN_BEST_MODEL_SHARE = 0.656;
/** The forecast should beat people at picking the wording; pre_publish_score judges craft, and must at least not rank backwards. */
export const WORDING_GOALS = { forecast: 0.62, prePublish: 0.5 } as const;

const ordered = (p: TanPair): OrderedPair => (p.winner === 'first' ? { winner: p.first, loser: p.second } : { winner: p.second, loser: p.first });
const pct = (share: number) => `${Math.round(share * 100)} %`;

export function evaluateWordingPairs(pairs: readonly TanPair[], scoreText: (text: string) => EngineScores): WordingPairsReport {
  const tallies = tallyPairs(pairs.map(ordered), (text) => scoresOf(text, scoreText(text)));
  const share = pairShares(tallies);
  return {
    pairs: pairs.length,
    tallies,
    targets: [
      atLeast(`forecast: more retweeted wording scores higher in >= ${pct(WORDING_GOALS.forecast)} of pairs`, share.forecast, WORDING_GOALS.forecast, 'share'),
      atLeast(`pre_publish_score: more retweeted wording scores higher in >= ${pct(WORDING_GOALS.prePublish)}`, share.pre_publish, WORDING_GOALS.prePublish, 'share'),
      forecastAheadTarget(share, 'points'),
    ],
  };
}
