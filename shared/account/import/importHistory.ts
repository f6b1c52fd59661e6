// An account's history from the files a writer has: X analytics exports (often one per month, overlapping),
// Preflight's JSON lines or its CSV. Each file is recognised by its content, since names are whatever the
// download or the writer chose; every file and row that cannot be read is reported, never thrown.
import type { AccountPost } from '../accountPost';
import { parseCsv } from './csv';
import { isGenericCsvHeader, readGenericCsv, readGenericJsonLines } from './genericHistory';
import type { FileImport } from './rows';
import { isXAnalyticsHeader, readXAnalyticsCsv } from './xAnalyticsCsv';

export type HistoryImport = {
  /** One per post id, sorted by posted_at, then post_id. */
  posts: AccountPost[];
  /** Data rows seen in every file (CSV headers and blank lines not counted), duplicates included. */
  received: number;
  /** `row` is the data row for a CSV (header not counted) and the line number otherwise; both from 1. */
  skipped: { file: string; row: number; reason: string }[];
};

const UNKNOWN_FORMAT = 'not an X analytics export, JSON lines or the generic CSV';

export function importHistory(files: readonly { name: string; text: string }[]): HistoryImport {
  const latest = new Map<string, AccountPost>();
  const result: HistoryImport = { posts: [], received: 0, skipped: [] };
  for (const file of files) {
    const read = readFile(file.text);
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

function readFile(text: string): FileImport {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trimStart().startsWith('{')) return readGenericJsonLines(text);
  const records = parseCsv(text);
  const header = records[0] ?? [];
  if (isXAnalyticsHeader(header)) return readXAnalyticsCsv(records);
  if (isGenericCsvHeader(header)) return readGenericCsv(records);
  // Lines, not CSV records: a file of unknown format may not be CSV at all.
  const rows = body.split(/\r?\n/).flatMap((line, i) => (line.trim() === '' ? [] : [i + 1]));
  return { posts: [], received: rows.length, skipped: rows.map((row) => ({ row, reason: UNKNOWN_FORMAT })) };
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
  if (at !== 0) return at;
  return a.post_id < b.post_id ? -1 : a.post_id > b.post_id ? 1 : 0;
}
