// Request bodies: JSON only, 64 KB at most, read, parsed and checked against the route's schema once. A lean
// replacement for hono/body-limit, which wraps the body stream and pushes @hono/node-server off its fast path
// (measured: ~1,600 vs ~6,000 req/s). A declared Content-Length is checked before anything else is done;
// Node's HTTP parser never delivers more bytes than declared, so the fast whole-body read is safe. Chunked
// bodies (no length) are read from the stream and cut off at the limit.
import type { HonoRequest, MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { AppEnv } from '../appEnv';
import { ApiError } from '../errors/apiError';
import { isJson, isUtf8, parseContentType } from '../http/contentType';
import { readAtMost } from '../http/readAtMost';
import { validationMessage } from '../errors/validationMessage';

export const MAX_BODY_BYTES = 64 * 1024;
/** An account's history upload (POST /api/v1/accounts/{id}/posts) may be a whole export. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const UPLOAD_PATH = /^\/api\/v1\/accounts\/[^/]+\/posts\/?$/;

/** `headers`: Connection: close when the rest of the body was left unread, so the client does not reuse the socket. */
export function tooLarge(limit: number, headers: Record<string, string> = {}): ApiError {
  return limit === MAX_UPLOAD_BYTES
    ? new ApiError('payload_too_large', `The upload is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; split the history into several uploads (posts are merged by post_id).`, headers)
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

/**
 * The JSON body of an API call, read once (64 KB at most, UTF-8 application/json), parsed once and checked once
 * against the route's zod schema; the handler finds it with c.req.valid('json'). Registered by withJsonBody
 * (routes/jsonBodyRoute.ts) in place of @hono/zod-openapi's own validator, which would parse the text again.
 */
export function validJsonBody(schema: ZodType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = await readJson(c.req);
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError('invalid_request', validationMessage(result.error, body));
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

/**
 * application/json with its parameters as RFC 9110 writes them: `*( OWS ";" OWS [ name=value ] )`, so a space
 * before ";" and a ";" with nothing after it are fine, and a parameter is a token, "=", and a token or a
 * quoted string.
 */
const WELL_FORMED_JSON_TYPE = /^application\/json(?:[ \t]*;[ \t]*(?:[!#$%&'*+.^_`|~0-9a-z-]+=(?:[!#$%&'*+.^_`|~0-9a-z-]+|"[^"]*"))?)*[ \t]*$/i;

async function readJson(req: HonoRequest): Promise<unknown> {
  const contentType = req.header('content-type');
  if (contentType === undefined) {
    throw new ApiError('invalid_request', 'Missing Content-Type header; send the body as JSON with Content-Type: application/json.');
  }
  const parsed = parseContentType(contentType);
  if (!isJson(parsed)) {
    throw new ApiError('invalid_request', `Unsupported Content-Type "${contentType}"; send the body as JSON with Content-Type: application/json.`);
  }
  if (!isUtf8(parsed)) {
    throw new ApiError('invalid_request', `Unsupported charset "${parsed.charset}" in Content-Type "${contentType}"; send the body as UTF-8 JSON with Content-Type: application/json.`);
  }
  // A parameter that is not name=value is a header we cannot read for sure (is it a charset?): said plainly,
  // before the body is read.
  if (contentType.includes(';') && !WELL_FORMED_JSON_TYPE.test(contentType)) {
    throw new ApiError('invalid_request', `Content-Type "${contentType}" has a parameter that is not name=value: send "application/json" or "application/json; charset=utf-8".`);
  }
  const text = await readBodyText(req, MAX_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_request', `The request body is not valid JSON (${(error as Error).message}).`);
  }
  return body;
}

// Fatal: the fetch API's text() replaces bytes that are not UTF-8 with U+FFFD, so a body with a broken
// sequence inside a string would be scored (and charged) as a text the client never sent. The BOM is
// still dropped, as text() does.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError('invalid_request', 'The request body is not valid UTF-8; send it encoded as UTF-8.');
  }
}

/** The body's bytes, at most `limit` (413 beyond). */
export async function readBodyBytes(req: HonoRequest, limit: number): Promise<Uint8Array> {
  const bytes = req.header('content-length') !== undefined ? new Uint8Array(await req.arrayBuffer()) : await readAtMost(req.raw.body, limit, () => tooLarge(limit, { Connection: 'close' }));
  if (bytes.byteLength > limit) throw tooLarge(limit);
  return bytes;
}

/** The body as text, at most `limit` bytes (413 beyond); 400 when it is not UTF-8. */
export async function readBodyText(req: HonoRequest, limit: number): Promise<string> {
  return decodeUtf8(await readBodyBytes(req, limit));
}

