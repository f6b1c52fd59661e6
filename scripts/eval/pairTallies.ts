// Pairs of texts where one did better (the more retweeted wording, the headline clicked more): a pair is won
// when the better text gets the higher score; a tie is a coin flip, so it counts one half. Tallied for every
// scorer at once, from one Scores record per text, so all of them are judged on exactly the same pairs.
import { metricPerScorer, SCORERS, type Scorer, type ScorerMetric, type Scores } from './scorers';

export interface OrderedPair {
  /** The text that did better, and the other. */
  winner: string;
  loser: string;
  /** When each was posted (ISO 8601), where the data say: a post is scored under the policies of its day. */
  winnerPostedAt?: string;
  loserPostedAt?: string;
}

/** Scores one text, posted at the given time when the data say when. */
export type PairScorer = (text: string, postedAt?: string) => Scores;

export interface PairTally {
  won: number;
  ties: number;
  /** (won + ties / 2) / pairs; null without pairs. */
  share: number | null;
}

export type PairTallies = Record<Scorer, PairTally>;

export function tallyPairs(pairs: readonly OrderedPair[], scoreText: PairScorer): PairTallies {
  return tallyPairGroups([{ pairs, scoreText }]);
}

/** Pairs scored by one scorer: a group of a data set scored with parameters fitted without it. */
export interface PairGroup {
  pairs: readonly OrderedPair[];
  scoreText: PairScorer;
}

/**
 * Every group's pairs tallied as one set, each group by its own scorer. Texts are remembered within a group
 * only: the same text in two groups may score differently (each group's fit left out another fold).
 */
export function tallyPairGroups(groups: readonly PairGroup[]): PairTallies {
  const counts = Object.fromEntries(SCORERS.map((s) => [s, { won: 0, ties: 0 }])) as Record<Scorer, { won: number; ties: number }>;
  let total = 0;
  for (const { pairs, scoreText } of groups) {
    // A text often appears in several pairs (a headline against each other arm of its test): scored once.
    const memo = new Map<string, Scores>();
    const scoresOf = (text: string, postedAt: string | undefined): Scores => {
      const key = postedAt === undefined ? text : `${postedAt}\u0000${text}`;
      let s = memo.get(key);
      if (!s) memo.set(key, (s = scoreText(text, postedAt)));
      return s;
    };
    for (const p of pairs) {
      const winner = scoresOf(p.winner, p.winnerPostedAt);
      const loser = scoresOf(p.loser, p.loserPostedAt);
      for (const s of SCORERS) {
        if (winner[s] === loser[s]) counts[s].ties++;
        else if (winner[s] > loser[s]) counts[s].won++;
      }
    }
    total += pairs.length;
  }
  const share = (c: { won: number; ties: number }) => (total === 0 ? null : (c.won + c.ties / 2) / total);
  return Object.fromEntries(SCORERS.map((s) => [s, { ...counts[s], share: share(counts[s]) }])) as PairTallies;
}

export function pairShares(tallies: PairTallies): ScorerMetric {
  return metricPerScorer((s) => tallies[s].share);
}
