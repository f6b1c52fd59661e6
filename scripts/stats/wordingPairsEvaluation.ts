// Tan, Lee & Pang's wording pairs (DESIGN.md 2.5): same author, same link, different wording. A pair is
// won when the more retweeted text gets the higher score; a tie is a coin flip, so it counts one half.
// The "longer text wins" baseline is scored the same way, to show what length alone gets.
import { codePointLength } from '../../shared/schemas';
import type { TanPair } from '../dataset/tanPairs';
import { atLeast, type Target } from './target';

export interface PairTally {
  won: number;
  ties: number;
  /** (won + ties / 2) / pairs; null without pairs. */
  share: number | null;
}

export interface WordingPairsReport {
  pairs: number;
  engine: PairTally;
  longerText: PairTally;
  targets: Target[];
}

// Reference points from the paper: people picking the more retweeted version, and its best model.
export const PEOPLE_SHARE = 0.613;
export const TAN_BEST_MODEL_SHARE = 0.656;
export const WORDING_GOAL = 0.63;

export function tally(pairs: readonly TanPair[], scoreOf: (text: string) => number): PairTally {
  let won = 0;
  let ties = 0;
  for (const p of pairs) {
    const first = scoreOf(p.first);
    const second = scoreOf(p.second);
    if (first === second) ties++;
    else if ((first > second ? 'first' : 'second') === p.winner) won++;
  }
  return { won, ties, share: pairs.length === 0 ? null : (won + ties / 2) / pairs.length };
}

export function evaluateWordingPairs(pairs: readonly TanPair[], scorePost: (text: string) => number): WordingPairsReport {
  const engine = tally(pairs, scorePost);
  return {
    pairs: pairs.length,
    engine,
    longerText: tally(pairs, codePointLength),
    targets: [atLeast(`more retweeted wording scores higher in >= ${Math.round(WORDING_GOAL * 100)} % of pairs`, engine.share, WORDING_GOAL, 'share')],
  };
}
