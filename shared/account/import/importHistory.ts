// An account's history from the files a writer has: X's content export, X's monthly exports (often one per
// month, overlapping, in the account's language), Preflight's JSON lines or its CSV. Each file is recognised
// by its content, since names are whatever the download or the writer chose. A row that cannot be read is
// skipped with its reason; a file that cannot be read at all is refused with its reason; nothing throws.
import type { AccountPost } from '../accountPost';
import { parseCsv } from './csv';
import { isGenericCsvHeader, missingGenericColumns, readGenericCsv, readGenericJsonLines } from './genericHistory';
import { recogniseX } from './recogniseX';
import { missingColumns, mostlyUnreadable, unknownFormat, type Refusal } from './refusal';
import type { FileImport, ReadOptions, SkipKind } from './rows';
import { readXRows } from './xRows';

export type RefusedFile = { file: string } & Omit<Refusal, 'refused'>;

export type HistoryImport = {
  /** One per post id, sorted by posted_at, then post_id. */
  posts: AccountPost[];
  /** Data rows seen in the files read (CSV headers and blank lines not counted), duplicates included. */
  received: number;
  /** `row` is the data row for a CSV (header not counted) and the line number otherwise; both from 1. */
  skipped: { file: string; row: number; reason: string; kind: SkipKind }[];
  /** Files not read at all: not a format Preflight reads, or one without the columns it needs. */
  refused: RefusedFile[];
};

export function importHistory(files: readonly { name: string; text: string }[], options: ReadOptions = {}): HistoryImport {
  const latest = new Map<string, AccountPost>();
  const result: HistoryImport = { posts: [], received: 0, skipped: [], refused: [] };
  for (const file of files) {
    const read = readFile(file.text, options);
    if ('refused' in read) {
      result.refused.push({ file: file.name, reason: read.reason, found: read.found, missing: read.missing });
      continue;
    }
    result.received += read.received;
    for (const skip of read.skipped) result.skipped.push({ file: file.name, ...skip });
    for (const post of read.posts) {
      const kept = latest.get(post.post_id);
      if (!kept || !isFurther(kept, post)) latest.set(post.post_id, post);
    }
  }
  result.posts = [...latest.values()].sort(byPostedAt);
  return result;
}

function readFile(text: string, options: ReadOptions): FileImport | Refusal {
  const read = readFormat(text, options);
  return 'gaveUp' in read && read.gaveUp ? mostlyUnreadable(read, options.refuseUnreadableShare ?? 1) : read;
}

function readFormat(text: string, options: ReadOptions): FileImport | Refusal {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { posts: [], received: 0, skipped: [] };
  if (body.trimStart().startsWith('{')) return readGenericJsonLines(text, options);
  const records = parseCsv(text);
  const header = records[0] ?? [];
  const x = recogniseX(records);
  if (x && 'refused' in x) return x;
  if (x) return readXRows(records, x, options);
  if (isGenericCsvHeader(header)) {
    const missing = missingGenericColumns(header);
    return missing.length > 0 ? missingColumns("Preflight's CSV", header, missing) : readGenericCsv(records, options);
  }
  return unknownFormat(header);
}

/**
 * Whether `a` has travelled further than `b`. Counts only grow, so of two exports of one post the one with
 * more impressions (then more likes, reposts and replies together) is the later; on a tie the later file wins.
 */
function isFurther(a: AccountPost, b: AccountPost): boolean {
  const views = (a.metrics.impressions ?? 0) - (b.metrics.impressions ?? 0);
  return views !== 0 ? views > 0 : engagement(a) > engagement(b);
}

function engagement(post: AccountPost): number {
  return post.metrics.likes + post.metrics.reposts + post.metrics.replies;
}

function byPostedAt(a: AccountPost, b: AccountPost): number {
  const at = Date.parse(a.posted_at) - Date.parse(b.posted_at);
  return at !== 0 ? at : comparePostIds(a.post_id, b.post_id);
}

/** X ids are numbers of up to 20 digits, beyond a float's precision: compared by length, then digit by digit. */
function comparePostIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
