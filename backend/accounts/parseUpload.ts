// An upload's bytes read into posts: the JSON body {posts: [...]} or the export itself (X's content export,
// X's monthly export in any language, Preflight's CSV, JSON lines) decoded and read by the engine's importer,
// in whatever encoding it was saved. One bad
// row is skipped and counted, never the whole upload; but a body that is not an upload at all, a file the
// importer refuses whole, and an upload whose rows are mostly unreadable are refused, with nothing stored:
// a 200 that stored nothing (or a tenth of what was sent) would read as success to a client that only checks
// the status. Pure and synchronous: it runs on the upload thread (uploadJob.ts), never on the event loop.
import type { AccountPost } from '@preflight/engine/account';
import { decodeFile, type Encoding } from '@preflight/engine/account';
import { importHistory } from '@preflight/engine/account';
import type { FileRead, ImportSummary } from '@preflight/engine/account';
import { mostlyUnreadable } from '@preflight/engine/account';
import { latestPostedAt } from '@preflight/engine/account';
import { readRows, UNREADABLE_SAMPLE_ROWS, validPost, type ReadOptions } from '@preflight/engine/account';
import { storablePost } from '../store/storableText';
import type { FingerprintedPost } from '../store/store';
import { SkippedTally, type SkippedSummary } from './skippedRows';
import { startRefusal } from './uploadStart';
import { postFingerprint } from './textFingerprint';

export interface ParsedUpload {
  /** One per post_id, each with the fingerprint of its text, computed here once for the store to keep. */
  posts: FingerprintedPost[];
  received: number;
  skipped: SkippedSummary;
  /** post_id → row, when the upload's rows are known per post (the JSON body). */
  rows?: Map<string, number>;
  /** How a file was read and what it left out of the account's usual (a file upload only). */
  import?: UploadImport;
}

export interface UploadImport {
  format: string;
  encoding: Encoding;
  line_ends: FileRead['line_ends'];
  replies: number;
  link_only_self_replies: number;
  placeholders: number;
  impressions_unknown: number;
  ids_from_links: number;
  notes: string[];
}

export type UploadForm = { form: 'json' } | { form: 'file'; name: string };
export type UploadReading = { upload: ParsedUpload } | { refused: string };

/**
 * An upload is refused as mostly unreadable once more than this share of its rows cannot be read as posts at
 * all (`unreadable`: bad JSON, missing or malformed fields); reading stops there, so junk costs little.
 * Replies and too-long texts do not count: an export of a writer who mostly replies is still their export.
 */
export const UNREADABLE_SHARE_REFUSED = 0.5;

/**
 * `nowMs`: the server's time when the upload came. A row with a count no post can have (fractional, or past
 * 10^12) or a date after tomorrow is skipped as unreadable, with its reason (shared/account/import/plausible.ts).
 */
export function parseUpload(form: UploadForm, bytes: Uint8Array, charset: Encoding | undefined, nowMs: number): UploadReading {
  const options: ReadOptions = { refuseUnreadableShare: UNREADABLE_SHARE_REFUSED, postedBefore: latestPostedAt(nowMs) };
  const read = form.form === 'file' ? fromFile(form.name, bytes, charset, options) : fromJsonText(decodeFile(bytes, charset).text, options);
  if ('refused' in read) return read;
  return { upload: { ...read, posts: read.posts.map(storablePost).map((post) => ({ ...post, fingerprint: postFingerprint(post.text) })) } };
}

type Read = ParsedUpload | { refused: string };

function fromFile(name: string, bytes: Uint8Array, charset: Encoding | undefined, options: ReadOptions): Read {
  // Junk is refused on the start of the file, before the whole of it is parsed (uploadStart.ts).
  const early = startRefusal(name, bytes, charset, options);
  if (early !== undefined) return { refused: `The file was not imported: ${early}. Nothing was stored.` };
  const read = importHistory([{ name, bytes, ...(charset ? { charset } : {}) }], options);
  const [refused] = read.refused;
  if (refused) return { refused: `The file was not imported: ${refused.reason}. Nothing was stored.` };
  const tally = new SkippedTally();
  for (const { row, reason, kind } of read.skipped) tally.add({ row, reason, kind });
  return { posts: read.posts, received: read.received, skipped: tally.summary(), import: importOf(read.summary) };
}

/** The summary of the one file an upload is, as the answer carries it. */
function importOf(summary: ImportSummary): UploadImport | undefined {
  const [file] = summary.files;
  if (!file) return undefined;
  const { replies, link_only_self_replies, placeholders, impressions_unknown, ids_from_links, notes } = summary;
  return {
    format: file.format,
    encoding: file.encoding ?? 'utf-8',
    line_ends: file.line_ends,
    replies,
    link_only_self_replies,
    placeholders,
    impressions_unknown,
    ids_from_links,
    notes,
  };
}

function fromJsonText(text: string, options: ReadOptions): Read {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { refused: `The request body is not valid JSON (${(error as Error).message}).` };
  }
  return fromJson(body, options);
}

function fromJson(body: unknown, options: ReadOptions): Read {
  const candidates = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { posts?: unknown }).posts : undefined;
  if (!Array.isArray(candidates))
    return { refused: 'Invalid request: the body must be a JSON object {"posts": [...]} with an array of posts.' };
  // A row is the index in `posts`; each post read remembers its own.
  const rowOf = new Map<AccountPost, number>();
  const rowsOf = (list: readonly unknown[]) => list.map((candidate: unknown, row) => [row, { row, candidate }] as const);
  const readOne = ({ row, candidate }: { row: number; candidate: unknown }) => {
    // Cleaned here, before duplicates are found by post_id: a NUL in an id must not make it a second post.
    const post = storablePost(validPost(candidate));
    rowOf.set(post, row);
    return post;
  };
  // The first rows alone decide whether the upload is mostly unreadable (ReadOptions): judged on them before
  // millions of junk rows are each made into a row to read (2.6 million junk posts took 3 s and 570 MB so).
  if (candidates.length > UNREADABLE_SAMPLE_ROWS) {
    const head = readRows(rowsOf(candidates.slice(0, UNREADABLE_SAMPLE_ROWS)), readOne, options);
    if (head.gaveUp)
      return {
        refused:
          `The upload was not imported: ` +
          `${mostlyUnreadable({ ...head, received: candidates.length }, UNREADABLE_SHARE_REFUSED).reason}. ` +
          `Nothing was stored.`,
      };
    rowOf.clear();
  }
  const read = readRows(rowsOf(candidates), readOne, options);
  if (read.gaveUp)
    return { refused: `The upload was not imported: ${mostlyUnreadable(read, UNREADABLE_SHARE_REFUSED).reason}. Nothing was stored.` };
  const skipped = new SkippedTally();
  for (const { row, reason, kind } of read.skipped) skipped.add({ row, reason, kind });
  const latest = new Map<string, { row: number; post: AccountPost }>();
  for (const post of read.posts) {
    const row = rowOf.get(post)!;
    const earlier = latest.get(post.post_id);
    if (earlier)
      skipped.add({
        row: earlier.row,
        post_id: post.post_id,
        reason: `post_id ${post.post_id} comes again at row ${row}; the later row is kept`,
        kind: 'duplicate',
      });
    latest.set(post.post_id, { row, post });
  }
  const kept = [...latest.values()];
  return {
    posts: kept.map((l) => l.post),
    received: candidates.length,
    skipped: skipped.summary(),
    rows: new Map(kept.map((l) => [l.post.post_id, l.row])),
  };
}
