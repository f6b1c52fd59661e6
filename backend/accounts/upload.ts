// An account's history as uploaded: a JSON body {posts: [...]}, or the export itself (X's content export,
// X's monthly export in any language, Preflight's CSV, JSON lines) read by the engine's importer. Either way
// one bad row is reported and skipped, never the whole upload; a body that is not an upload at all is a 400,
// and so is a file the importer refuses whole (no format it reads, or one without the columns it needs):
// a 200 that stored nothing would read as success to a client that only checks the status.
import type { HonoRequest } from 'hono';
import { importHistory } from '../../shared/account/import/importHistory';
import { SkippedRow, validPost } from '../../shared/account/import/rows';
import type { AccountPost } from '../../shared/account/accountPost';
import { ApiError } from '../errors/apiError';
import { isJson, isUtf8, parseContentType } from '../http/contentType';
import { MAX_UPLOAD_BYTES, readBodyText } from '../middleware/jsonBody';
import type { IngestResult } from './accountSchemas';

export type Skipped = IngestResult['skipped'][number];

export interface ParsedUpload {
  /** One per post_id. */
  posts: AccountPost[];
  received: number;
  skipped: Skipped[];
  /** post_id → row, when the upload's rows are known per post (the JSON body). */
  rows?: ReadonlyMap<string, number>;
}

const FILE_MEDIA_TYPES: Record<string, string> = {
  'text/csv': 'upload.csv',
  'application/x-ndjson': 'upload.jsonl',
};

const ACCEPTED = 'application/json ({"posts": [...]}), text/csv (an X analytics export or Preflight\'s CSV) or application/x-ndjson (JSON lines)';

export async function readUpload(req: HonoRequest): Promise<ParsedUpload> {
  const contentType = req.header('content-type');
  if (contentType === undefined) throw new ApiError('invalid_request', `Missing Content-Type header; send ${ACCEPTED}.`);
  const parsed = parseContentType(contentType);
  const fileName = FILE_MEDIA_TYPES[parsed.mediaType];
  if (!isJson(parsed) && fileName === undefined) throw new ApiError('invalid_request', `Unsupported Content-Type "${contentType}"; send ${ACCEPTED}.`);
  // Every form is decoded as UTF-8; a file in another charset would import as garbled text.
  if (!isUtf8(parsed)) throw new ApiError('invalid_request', `Unsupported charset "${parsed.charset}" in Content-Type "${contentType}"; send the upload as UTF-8.`);
  const text = await readBodyText(req, MAX_UPLOAD_BYTES);
  if (fileName !== undefined) return fromFile(fileName, text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_request', `The request body is not valid JSON (${(error as Error).message}).`);
  }
  return fromJson(body);
}

function fromFile(name: string, text: string): ParsedUpload {
  const read = importHistory([{ name, text }]);
  const [refused] = read.refused;
  if (refused) throw new ApiError('invalid_request', `The file was not imported: ${refused.reason}. Nothing was stored.`);
  return { posts: read.posts, received: read.received, skipped: read.skipped.map(({ row, reason }) => ({ row, reason })) };
}

export function fromJson(body: unknown): ParsedUpload {
  const posts = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { posts?: unknown }).posts : undefined;
  if (!Array.isArray(posts)) {
    throw new ApiError('invalid_request', 'Invalid request: the body must be a JSON object {"posts": [...]} with an array of posts.');
  }
  const skipped: Skipped[] = [];
  const latest = new Map<string, { row: number; post: AccountPost }>();
  posts.forEach((candidate: unknown, row) => {
    let post: AccountPost;
    try {
      post = validPost(candidate);
    } catch (error) {
      if (!(error instanceof SkippedRow)) throw error;
      skipped.push({ row, reason: error.message });
      return;
    }
    const earlier = latest.get(post.post_id);
    if (earlier) skipped.push({ row: earlier.row, post_id: post.post_id, reason: `post_id ${post.post_id} comes again at row ${row}; the later row is kept` });
    latest.set(post.post_id, { row, post });
  });
  skipped.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const kept = [...latest.values()];
  return { posts: kept.map((l) => l.post), received: posts.length, skipped, rows: new Map(kept.map((l) => [l.post.post_id, l.row])) };
}
