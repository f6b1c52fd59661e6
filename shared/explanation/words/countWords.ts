// Counts in words: a noun that agrees with its number, and how many of 1,000 readers act.
import { oneDecimal, wholeNumber } from '../../text/numberWords';

/** "1 post", "12 posts", "1,400 views": the count grouped by thousands and the noun that agrees with it. */
export function countWords(n: number, one: string, many: string): string {
  const count = wholeNumber(n);
  return `${count} ${count === '1' ? one : many}`;
}

/**
 * How many of 1,000 people who see the post are expected to act: a number a writer can picture. Whole
 * numbers from 10, one decimal below, and "under 0.1" for what fewer than 1 reader in 10,000 does (a
 * report, a block), where more digits would only be the model's noise.
 */
export function perThousandViews(probability: number): string {
  const n = probability * 1000;
  if (n < 0.05) return 'under 0.1';
  if (n >= 9.5) return wholeNumber(n);
  return oneDecimal(n);
}
