// The rows every pairs table of `npm run eval` shares: each scorer's pairs won, ties and share, same columns.
import type { PairTallies, PairTally } from './pairTallies';
import { SCORER_LABEL, SCORERS } from './scorers';
import { percent } from './target';

export const pairRow = (label: string, won: string, ties: string, share: string) =>
  `${label.padEnd(40)}${won.padStart(7)}${ties.padStart(7)}${share.padStart(9)}`;

/** One scorer's row: pairs won, ties and share. */
export const tallyRow = (label: string, t: PairTally) =>
  pairRow(label, String(t.won), String(t.ties), t.share === null ? 'n/a' : percent(t.share));

/** The header, its rule and one row per scorer. */
export function pairTallyLines(tallies: PairTallies): string[] {
  const head = pairRow('scorer', 'won', 'ties', 'share');
  return [head, '-'.repeat(head.length), ...SCORERS.map((s) => tallyRow(SCORER_LABEL[s], tallies[s]))];
}
