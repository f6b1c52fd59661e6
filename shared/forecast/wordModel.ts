// The forecast's word evidence: small supervised text models trained by `npm run fit` on real outcomes, one
// table per kind of outcome (each word's shrunk mean effect on likes within accounts; which wording won in
// same-link pairs; which headline won in randomised tests), shipped as plain tables of words and effects. Each
// table's score is its own measurement of the forecast, and ships only if it holds on data the fit did not see. A post's word score is the
// sum of its known words' effects over the square root of its word count, so a long post is not scored up just for
// having more words (length has its own measurement).
//
// The table was learned on English posts, so it speaks only for posts that may be English: a German "die" is
// not the English verb.
import { insideAny, type TextFeatures } from '../post/features';
import type { Span } from '../schemas';
import { dummyTextSpans } from '../post/placeholders';
import { readingLanguages } from '../cues/cueLanguages';

export const WORD_TABLES = ['words_accounts', 'words_wording', 'words_headlines'] as const;
export type WordTableName = (typeof WORD_TABLES)[number];

/**
 * The distinct tokens the word model knows a post by: its words of two or more characters, and its hashtags.
 * Typesetters' dummy text ("Lorem ipsum dolor sit amet…") is Latin, not English: its words are left out, so
 * the tables never read "sit" or "do" in it as the English words.
 */
export function wordTokens(f: TextFeatures): string[] {
  const tokens = new Set<string>();
  const dummy = dummyTextSpans(f.prose, f.words);
  f.words.forEach((w, i) => {
    if (w.length > 1 && !isNumber(w) && (dummy.length === 0 || !insideAny((f.wordSpans[i] as Span).start, dummy))) tokens.add(w);
  });
  for (const h of f.hashtags) tokens.add(f.text.slice(h.start, h.end).toLowerCase());
  return [...tokens];
}

function isNumber(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/**
 * True when the word table may speak for this post: it is English, or English is among the languages it may be
 * in (its language cannot be told, or its few function words leave English in the running).
 */
export function wordModelApplies(f: TextFeatures): boolean {
  return readingLanguages(f.cueReading).includes('en');
}

export interface WordHit {
  word: string;
  effect: number;
}

/** The post's word score under a table of effects, the words it found, and what one unit of a word's effect adds. */
export function wordScore(f: TextFeatures, effects: ReadonlyMap<string, number>): { score: number; hits: WordHit[]; perWord: number } {
  return tokensWordScore(wordModelApplies(f) ? wordTokens(f) : [], effects);
}

/** The same, from a post's tokens (wordTokens, or none where the tables do not apply), read once for every table. */
export function tokensWordScore(
  tokens: readonly string[],
  effects: ReadonlyMap<string, number>,
): { score: number; hits: WordHit[]; perWord: number } {
  if (tokens.length === 0) return { score: 0, hits: [], perWord: 0 };
  let sum = 0;
  const hits: WordHit[] = [];
  for (const word of tokens) {
    const effect = effects.get(word);
    if (effect === undefined) continue;
    sum += effect;
    hits.push({ word, effect });
  }
  const perWord = 1 / Math.sqrt(tokens.length + 1);
  return { score: sum * perWord, hits, perWord };
}

/**
 * Several word tables by word: each word's row in `effects` (row × tables + table), and whether that table knows
 * the word at all (`known`, same layout). Flat typed arrays, so a token costs one map lookup for every table.
 */
export interface MergedWordTables {
  tables: number;
  rows: ReadonlyMap<string, number>;
  effects: Float64Array;
  known: Uint8Array;
}

/** The tables merged by word, so a post's token is looked up once for all of them. */
export function mergeWordTables(tables: readonly ReadonlyMap<string, number>[]): MergedWordTables {
  const rows = new Map<string, number>();
  for (const table of tables) for (const word of table.keys()) if (!rows.has(word)) rows.set(word, rows.size);
  const effects = new Float64Array(rows.size * tables.length);
  const known = new Uint8Array(rows.size * tables.length);
  tables.forEach((table, t) => {
    for (const [word, effect] of table) {
      const at = (rows.get(word) as number) * tables.length + t;
      effects[at] = effect;
      known[at] = 1;
    }
  });
  return { tables: tables.length, rows, effects, known };
}

/**
 * tokensWordScore for every merged table at once, each the same as that table's own (its words in the tokens'
 * order, so its sum is added in the same order): one lookup per token instead of one per token and table.
 */
export function tokensWordScores(
  tokens: readonly string[],
  merged: MergedWordTables,
): { score: number; hits: WordHit[]; perWord: number }[] {
  const { tables, rows, effects, known } = merged;
  const sums: number[] = [];
  const hits: WordHit[][] = [];
  for (let t = 0; t < tables; t++) {
    sums.push(0);
    hits.push([]);
  }
  if (tokens.length === 0) return hits.map((found) => ({ score: 0, hits: found, perWord: 0 }));
  for (const word of tokens) {
    const row = rows.get(word);
    if (row === undefined) continue;
    for (let t = 0; t < tables; t++) {
      const at = row * tables + t;
      if (known[at] === 0) continue;
      const effect = effects[at] as number;
      sums[t] = (sums[t] as number) + effect;
      (hits[t] as WordHit[]).push({ word, effect });
    }
  }
  const perWord = 1 / Math.sqrt(tokens.length + 1);
  return hits.map((found, t) => ({ score: (sums[t] as number) * perWord, hits: found, perWord }));
}
