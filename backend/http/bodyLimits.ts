// How large a request body may be: 64 KB for a call, 5 MB for an account's history upload, which may be a
// whole export. A declared Content-Length is checked before anything else is done (rejectDeclaredOversize);
// Node's HTTP parser never delivers more bytes than declared, so the fast whole-body read is safe. Chunked
// bodies (no length) are read from the stream and cut off at the limit (jsonBodyReader.ts).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv';
import { ApiError } from '../errors/apiError';

export const MAX_BODY_BYTES = 64 * 1024;
/** An account's history upload (POST /api/v1/accounts/{id}/posts) may be a whole export. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const UPLOAD_PATH = /^\/api\/v1\/accounts\/[^/]+\/posts\/?$/;

/** `headers`: Connection: close when the rest of the body was left unread, so the client does not reuse the socket. */
export function tooLarge(limit: number, headers: Record<string, string> = {}): ApiError {
  const upload =
    `The upload is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; ` +
    'split the history into several uploads (posts are merged by post_id).';
  return limit === MAX_UPLOAD_BYTES
    ? new ApiError('payload_too_large', upload, headers)
    : new ApiError('payload_too_large', `The request body is larger than ${limit / 1024} KB; send a smaller body.`, headers);
}

export function bodyLimitFor(method: string, path: string): number {
  return method === 'POST' && UPLOAD_PATH.test(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}

/** Runs first on every request: refuses a declared oversized body without reading it. */
export const rejectDeclaredOversize: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = c.req.header('content-length');
  const limit = bodyLimitFor(c.req.method, c.req.path);
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);
  await next();
};
