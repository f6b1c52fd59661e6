// An upload's text read into posts: the JSON body {posts: [...]} or the export itself (X's content export,
// X's monthly export in any language, Preflight's CSV, JSON lines) read by the engine's importer. One bad
// row is skipped and counted, never the whole upload; but a body that is not an upload at all, a file the
// importer refuses whole, and an upload whose rows are mostly unreadable are refused, with nothing stored:
// a 200 that stored nothing (or a tenth of what was sent) would read as success to a client that only checks
// the status. Pure and synchronous: it runs on the upload thread (uploadJob.ts), never on the event loop.
import type { AccountPost } from '../../shared/account/accountPost';
import { importHistory } from '../../shared/account/import/importHistory';
import { mostlyUnreadable } from '../../shared/account/import/refusal';
import { readRows, validPost } from '../../shared/account/import/rows';
import type { FingerprintedPost } from '../store/store';
import { SkippedTally, type SkippedSummary } from './skippedRows';
import { postFingerprint } from './textFingerprint';

export interface ParsedUpload {
  /** One per post_id, each with the fingerprint of its text, computed here once for the store to keep. */
  posts: FingerprintedPost[];
  received: number;
  skipped: SkippedSummary;
  /** post_id → row, when the upload's rows are known per post (the JSON body). */
  rows?: Map<string, number>;
}

export type UploadForm = { form: 'json' } | { form: 'file'; name: string };
export type UploadReading = { upload: ParsedUpload } | { refused: string };

/**
 * An upload is refused as mostly unreadable once more than this share of its rows cannot be read as posts at
 * all (`unreadable`: bad JSON, missing or malformed fields); reading stops there, so junk costs little.
 * Replies and too-long texts do not count: an export of a writer who mostly replies is still their export.
 */
export const UNREADABLE_SHARE_REFUSED = 0.5;
const READ_OPTIONS = { refuseUnreadableShare: UNREADABLE_SHARE_REFUSED };

export function parseUpload(form: UploadForm, text: string): UploadReading {
  const read = form.form === 'file' ? fromFile(form.name, text) : fromJsonText(text);
  if ('refused' in read) return read;
  return { upload: { ...read, posts: read.posts.map((post) => ({ ...post, fingerprint: postFingerprint(post.text) })) } };
}

type Read = ParsedUpload | { refused: string };

function fromFile(name: string, text: string): Read {
  const read = importHistory([{ name, text }], READ_OPTIONS);
  const [refused] = read.refused;
  if (refused) return { refused: `The file was not imported: ${refused.reason}. Nothing was stored.` };
  const tally = new SkippedTally();
  for (const { row, reason, kind } of read.skipped) tally.add({ row, reason, kind });
  return { posts: read.posts, received: read.received, skipped: tally.summary() };
}

function fromJsonText(text: string): Read {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { refused: `The request body is not valid JSON (${(error as Error).message}).` };
  }
  return fromJson(body);
}

function fromJson(body: unknown): Read {
  const candidates = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { posts?: unknown }).posts : undefined;
  if (!Array.isArray(candidates)) return { refused: 'Invalid request: the body must be a JSON object {"posts": [...]} with an array of posts.' };
  // A row is the index in `posts`; each post read remembers its own.
  const rowOf = new Map<AccountPost, number>();
  const rows = candidates.map((candidate: unknown, row) => [row, { row, candidate }] as const);
  const readOne = ({ row, candidate }: { row: number; candidate: unknown }) => {
    const post = validPost(candidate);
    rowOf.set(post, row);
    return post;
  };
  const read = readRows(rows, readOne, READ_OPTIONS);
  if (read.gaveUp) return { refused: `The upload was not imported: ${mostlyUnreadable(read, UNREADABLE_SHARE_REFUSED).reason}. Nothing was stored.` };
  const skipped = new SkippedTally();
  for (const { row, reason, kind } of read.skipped) skipped.add({ row, reason, kind });
  const latest = new Map<string, { row: number; post: AccountPost }>();
  for (const post of read.posts) {
    const row = rowOf.get(post)!;
    const earlier = latest.get(post.post_id);
    if (earlier) skipped.add({ row: earlier.row, post_id: post.post_id, reason: `post_id ${post.post_id} comes again at row ${row}; the later row is kept`, kind: 'duplicate' });
    latest.set(post.post_id, { row, post });
  }
  const kept = [...latest.values()];
  return { posts: kept.map((l) => l.post), received: candidates.length, skipped: skipped.summary(), rows: new Map(kept.map((l) => [l.post.post_id, l.row])) };
}
