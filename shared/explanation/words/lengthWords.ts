// A post's length in words, counted the platform's way against its limit: the panel's meter, its accessible
// name and the command line's length line say it alike.
import type { WeightedLength } from '../../schemas';
import { wholeNumber } from '../../text/numberWords';

/** What the platform counts, and how, where its way is not plain characters. */
const UNIT_WORDS: Record<WeightedLength['unit'], string> = {
  x_weighted: 'weighted characters (links count 23, emoji and CJK 2)',
  graphemes: 'characters (graphemes)',
  characters: 'characters',
};

/** "146 of 280 characters", for the length's accessible name. */
export function lengthWords(length: WeightedLength): string {
  return `${wholeNumber(length.weighted)} of ${wholeNumber(length.limit)} characters`;
}

/** "146 of 280 weighted characters (links count 23, emoji and CJK 2)": the count with how the platform counts. */
export function lengthCountWords(length: WeightedLength): string {
  return `${wholeNumber(length.weighted)} of ${wholeNumber(length.limit)} ${UNIT_WORDS[length.unit]}`;
}

/** How far past the limit the post is ("6 over the limit"), or null when it fits. */
export function overLimitWords(length: WeightedLength): string | null {
  const over = length.weighted - length.limit;
  return over > 0 ? `${wholeNumber(over)} over the limit` : null;
}
