// An account's history from the files a writer has: X's content export, X's monthly exports (often one per
// month, overlapping, in the account's language), Preflight's JSON lines or its CSV, as X or the writer's
// spreadsheet saved them (any of the encodings and line ends in encoding.ts and lineEnds.ts). Each file is
// recognised by its content, since names are whatever the download or the writer chose. A row that cannot be
// read is skipped with its reason; a file that cannot be read at all is refused with its reason; nothing throws.
import type { AccountPost } from '../accountPost';
import { delimiterOf, parseCsv, type QuotedBreak } from './csv';
import { decodeFile, SAMPLE_BYTES, type Encoding } from './encoding';
import { isGenericCsvHeader, missingGenericColumns, readGenericCsv, readGenericJsonLines } from './genericHistory';
import { addNoticed, summaryOf, type FileRead, type ImportSummary } from './importSummary';
import { lineEndsOf, withLfLineEnds } from './lineEnds';
import { nonTextFile } from './nonText';
import { recogniseX } from './recogniseX';
import { missingColumns, mostlyUnreadable, notText, unclosedQuote, unknownFormat, type Refusal } from './refusal';
import { noticedNothing, type FileImport, type ReadOptions } from './rows';
import type { SkipKind } from './rowSkip';
import { linkOnlySelfReplies, type TimelineEntry } from './selfReplies';
import { readXRows } from './xRows';

export type RefusedFile = { file: string } & Omit<Refusal, 'refused'>;

/**
 * A file as the writer has it: its bytes (the importer finds the encoding; `charset` is one an HTTP request
 * declared, taken when the bytes allow it), or text already decoded.
 */
export type HistoryFile = { name: string; text: string } | { name: string; bytes: Uint8Array; charset?: Encoding };

export type HistoryImport = {
  /** One per post id, sorted by posted_at, then post_id. */
  posts: AccountPost[];
  /** Data rows seen in the files read (CSV headers and blank lines not counted), duplicates included. */
  received: number;
  /** `row` is the data row for a CSV (header not counted) and the line number otherwise; both from 1. */
  skipped: { file: string; row: number; reason: string; kind: SkipKind }[];
  /** Files not read at all: not a format Preflight reads, or one without the columns it needs. */
  refused: RefusedFile[];
  /** How each file was read and what was kept out or read differently from what it says, in counts and words. */
  summary: ImportSummary;
};

type Origin = { file: string; row: number };

export function importHistory(files: readonly HistoryFile[], options: ReadOptions = {}): HistoryImport {
  const latest = new Map<string, { post: AccountPost; from: Origin }>();
  const result: HistoryImport = { posts: [], received: 0, skipped: [], refused: [], summary: summaryOf([], emptyCounts()) };
  const reads: FileRead[] = [];
  const replies: TimelineEntry[] = [];
  const noticed = noticedNothing();
  let placeholders = 0;
  let replyCount = 0;
  for (const file of files) {
    const { text, encoding, refusal } = textOf(file);
    const read = refusal ?? readFile(text, options);
    if ('refused' in read) {
      result.refused.push({ file: file.name, reason: read.reason, found: read.found, missing: read.missing });
      continue;
    }
    reads.push({ file: file.name, format: read.format, ...(encoding ? { encoding } : {}), line_ends: lineEndsOf(text) });
    result.received += read.received;
    addNoticed(noticed, read.noticed);
    for (const { row, reason, kind, reply } of read.skipped) {
      result.skipped.push({ file: file.name, row, reason, kind });
      if (kind === 'not_a_post' && !reply) placeholders++;
      if (!reply) continue;
      replyCount++;
      if (reply.at !== undefined) replies.push({ at: reply.at, postId: reply.postId });
    }
    read.posts.forEach((post, i) => {
      const kept = latest.get(post.post_id);
      if (!kept || !isFurther(kept.post, post)) latest.set(post.post_id, { post, from: { file: file.name, row: read.postRows[i]! } });
    });
  }
  const sorted = [...latest.values()].sort((a, b) => byPostedAt(a.post, b.post));
  const selfReplies = linkOnlySelfReplies(
    sorted.map((k) => k.post),
    replies,
  );
  for (const { post, from } of sorted) {
    const after = selfReplies.get(post.post_id);
    if (after === undefined) {
      result.posts.push(post);
      continue;
    }
    result.skipped.push({
      ...from,
      reason: `only a link, ${after} s after your previous post: a reply to it, not an original post`,
      kind: 'not_a_post',
    });
  }
  // In the files' order, then by row: the link-only replies found last go where their rows are.
  const fileOrder = new Map(files.map((f, i) => [f.name, i]));
  result.skipped.sort((a, b) => fileOrder.get(a.file)! - fileOrder.get(b.file)! || a.row - b.row);
  result.summary = summaryOf(reads, {
    replies: replyCount,
    link_only_self_replies: selfReplies.size,
    placeholders,
    impressions_unknown: noticed.impressionsUnknown,
    ids_from_links: noticed.idsFromLinks,
    unquoted_texts: noticed.unquotedTexts,
  });
  return result;
}

const emptyCounts = () => ({
  replies: 0,
  link_only_self_replies: 0,
  placeholders: 0,
  impressions_unknown: 0,
  ids_from_links: 0,
  unquoted_texts: 0,
});

/** The file's text and the encoding it was found in, or why it is no text at all. */
function textOf(file: HistoryFile): { text: string; encoding?: Encoding; refusal?: Refusal } {
  if ('text' in file) return { text: file.text };
  const decoded = decodeFile(file.bytes, file.charset);
  const utf16 = decoded.encoding === 'utf-16le' || decoded.encoding === 'utf-16be';
  const notTextReason = nonTextFile(file.bytes, utf16 ? 0 : SAMPLE_BYTES);
  return notTextReason ? { text: '', refusal: notText(notTextReason) } : decoded;
}

type FormatRead = FileImport & { format: string };

function readFile(text: string, options: ReadOptions): FormatRead | Refusal {
  const read = readFormat(text, options);
  return 'gaveUp' in read && read.gaveUp ? mostlyUnreadable(read, options.refuseUnreadableShare ?? 1) : read;
}

function readFormat(text: string, options: ReadOptions): FormatRead | Refusal {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { posts: [], postRows: [], received: 0, skipped: [], format: 'an empty file' };
  if (body.trimStart().startsWith('{'))
    return { ...readGenericJsonLines(withLfLineEnds(text, lineEndsOf(text)), options), format: "Preflight's JSON lines" };
  const quotedBreaks: QuotedBreak[] = [];
  const records = parseCsv(text, { delimiter: delimiterOf(text), quotedBreaks });
  const header = records[0] ?? [];
  const swallowing = quotedBreaks.find((cell) => cell.record > 0 && records[cell.record]!.length !== header.length);
  if (swallowing) return unclosedQuote(swallowing);
  // Preflight's own CSV first: its post_id reads like the content export's "Post id", but no X export has posted_at.
  if (isGenericCsvHeader(header)) {
    const missing = missingGenericColumns(header);
    return missing.length > 0
      ? missingColumns("Preflight's CSV", header, missing)
      : { ...readGenericCsv(records, options), format: "Preflight's CSV" };
  }
  const x = recogniseX(records);
  if (x && 'refused' in x) return x;
  if (x) return { ...readXRows(records, x, options), format: x.layout.label };
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
