// The rows an upload left out, as the answer reports them: how many, how many for each reason, and the
// first few with their own reason. Listing every one made the answer to 5 MB of junk lines 100–200 MB (one
// entry per line); a writer fixing a file needs the first few and the totals, not a quarter of a million lines.
import type { SkipKind } from '@preflight/engine/account';

/** Rows quoted with their reason; the rest are only counted. */
export const SKIPPED_SHOWN = 20;

/** The importer's reasons (unreadable, not_a_post, too_long) and the ingest's own: a post_id sent twice, a full account. */
export type IngestSkipKind = SkipKind | 'duplicate' | 'over_limit';

export interface SkippedEntry {
  row: number | null;
  post_id?: string;
  reason: string;
  kind: IngestSkipKind;
}

export interface SkippedSummary {
  count: number;
  by_reason: Partial<Record<IngestSkipKind, number>>;
  /** The first SKIPPED_SHOWN by row (null rows last). */
  first: SkippedEntry[];
}

const byRow = (a: SkippedEntry, b: SkippedEntry) => (a.row ?? Infinity) - (b.row ?? Infinity);

/** Counts skips as they come and keeps only the first SKIPPED_SHOWN by row, in bounded memory. */
export class SkippedTally {
  #count = 0;
  readonly #byReason: Partial<Record<IngestSkipKind, number>> = {};
  #first: SkippedEntry[] = [];

  static from(summary: SkippedSummary): SkippedTally {
    const tally = new SkippedTally();
    tally.#count = summary.count;
    Object.assign(tally.#byReason, summary.by_reason);
    tally.#first = summary.first.slice();
    return tally;
  }

  add(entry: SkippedEntry): void {
    this.#count++;
    this.#byReason[entry.kind] = (this.#byReason[entry.kind] ?? 0) + 1;
    this.#first.push(entry);
    // Sorting only now and then keeps adding n skips at O(n log k) instead of holding all n.
    if (this.#first.length >= SKIPPED_SHOWN * 4) this.#trim();
  }

  countOf(kind: IngestSkipKind): number {
    return this.#byReason[kind] ?? 0;
  }

  summary(): SkippedSummary {
    this.#trim();
    return { count: this.#count, by_reason: { ...this.#byReason }, first: this.#first.slice() };
  }

  #trim(): void {
    this.#first.sort(byRow);
    this.#first.length = Math.min(this.#first.length, SKIPPED_SHOWN);
  }
}
