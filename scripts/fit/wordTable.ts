// Learns the forecast's word table (shared/forecast/wordModel.ts): each word's effect is the mean of what the
// posts holding it did, shrunk toward 0 as if PRIOR_COUNT more posts had shown no effect at all.
//   - in the account data, what a post did is its detrended ln(1 + likes) less its account's mean, clipped
//     to ±CLIP so one viral post does not make a word;
//   - in a pair with a named winner, a word only the winner has counts +½, one only the loser has −½.
// A word enters the table only when MIN_GROUPS different accounts or pairs used it: a word one account
// repeats says something about the account, not about the word.
import type { AccountItems, Reading, TextPair } from './forecastData';
import { tokensWordScore } from '@preflight/engine/lab';

export const PRIOR_COUNT = 20;
export const MIN_GROUPS = 5;
const CLIP = 2;
/** Effects smaller than this are left out of the table: they would not change a post's score. */
const MIN_EFFECT = 0.01;

interface Tally {
  sum: number;
  n: number;
  groups: Set<string>;
}

export function learnWordTable(
  readings: readonly Reading[],
  accounts: readonly AccountItems[],
  pairs: readonly TextPair[],
): Map<string, number> {
  const tallies = new Map<string, Tally>();
  const add = (word: string, value: number, group: string) => {
    let t = tallies.get(word);
    if (!t) tallies.set(word, (t = { sum: 0, n: 0, groups: new Set() }));
    t.sum += value;
    t.n++;
    t.groups.add(group);
  };
  for (const a of accounts) {
    if (a.posts.length === 0) continue;
    const mean = a.posts.reduce((s, p) => s + p.y, 0) / a.posts.length;
    for (const p of a.posts) {
      const value = Math.max(-CLIP, Math.min(CLIP, p.y - mean));
      for (const w of (readings[p.text] as Reading).tokens) add(w, value, a.account);
    }
  }
  pairs.forEach((p, i) => {
    const won = new Set((readings[p.winner] as Reading).tokens);
    const lost = new Set((readings[p.loser] as Reading).tokens);
    const group = `${p.source}#${i}`;
    for (const w of won) if (!lost.has(w)) add(w, 0.5, group);
    for (const w of lost) if (!won.has(w)) add(w, -0.5, group);
  });
  const table = new Map<string, number>();
  // Sorted, so the table (and the JSON written from it) is the same whatever order the data came in.
  for (const word of [...tallies.keys()].sort()) {
    const t = tallies.get(word) as Tally;
    if (t.groups.size < MIN_GROUPS) continue;
    const effect = t.sum / (t.n + PRIOR_COUNT);
    if (Math.abs(effect) >= MIN_EFFECT) table.set(word, Math.round(effect * 1e4) / 1e4);
  }
  return table;
}

/** A reading's word score under a table: the engine's own sum (shared/forecast/wordModel.ts), on the fit's tokens. */
export function tokensScore(tokens: readonly string[], table: ReadonlyMap<string, number>): number {
  return tokensWordScore(tokens, table).score;
}
