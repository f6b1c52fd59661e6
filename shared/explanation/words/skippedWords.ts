// The rows an import left out, in words: how many, and the first few with their file, row and reason.
import { wholeNumber } from '../../text/numberWords';
import { countWords } from './countWords';

/** A row left out: the file it is in (absent when there is one file only), its row and the importer's reason. */
export interface SkippedRowWords {
  file?: string;
  row: number | null;
  reason: string;
}

/** "may.csv, row 3: a reply, not an original post"; "row 3: …" when the file goes without saying. */
export function skippedRowWords(skipped: SkippedRowWords): string {
  const where = [skipped.file, skipped.row === null ? null : `row ${skipped.row}`].filter((w): w is string => Boolean(w)).join(', ');
  return where ? `${where}: ${skipped.reason}` : skipped.reason;
}

/**
 * "3 rows skipped" (or "3 of 41 rows skipped" when the rows read are known) and each kept reason, with
 * "and 7 more" when only the first few were kept; null when none were skipped.
 */
export function skippedWords(skipped: { count: number; first: readonly SkippedRowWords[]; of?: number }): {
  summary: string;
  lines: string[];
} | null {
  if (skipped.count === 0) return null;
  const lines = skipped.first.map(skippedRowWords);
  const rest = skipped.count - skipped.first.length;
  if (rest > 0) lines.push(`and ${wholeNumber(rest)} more`);
  const counted =
    skipped.of === undefined
      ? countWords(skipped.count, 'row', 'rows')
      : `${wholeNumber(skipped.count)} of ${countWords(skipped.of, 'row', 'rows')}`;
  return { summary: `${counted} skipped`, lines };
}
