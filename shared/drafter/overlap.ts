// How far two drafts say the same thing in the same words: the share of words they share. Two drafts that
// use nearly the same words (one a reordering of the other, or the other with a label or two) are one
// draft twice; offering both spends the writer's attention on a difference that is not there.
//
// Word overlap is the Jaccard index of the two drafts' words: the distinct words both use, over the distinct
// words either uses. Words are runs of letters and digits (apostrophes inside a word kept), case ignored;
// punctuation, symbols, emoji and line breaks do not count, and every word counts the same, function words
// included. A reordering scores 1; a draft that adds a question of four new words to a ten-word idea
// scores 10 / 14 ≈ 0.71.

/** Drafts whose word overlap reaches this are near-copies of each other: only the first is offered. */
export const NEAR_COPY_OVERLAP = 0.8;

/** A text's distinct words, lower-cased. */
export function wordSet(text: string): Set<string> {
  return new Set(Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu), (m) => m[0].replace(/’/gu, "'")));
}

/** The Jaccard index of two word sets: 1 for the same words in any order, 0 for none in common. */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}
