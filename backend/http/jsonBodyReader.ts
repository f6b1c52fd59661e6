// The one reader of request bodies, for every route that takes one: what the Content-Type says the body is, by
// one rule, then its bytes within the route's limit. The rule: a JSON body is `application/json` with no charset
// or UTF-8 (RFC 8259: JSON between systems is UTF-8), its parameters well formed, its bytes valid UTF-8; a route
// that also takes files (the history upload: CSV, JSON lines) names their media types, and a file may declare
// its charset (its bytes are the engine's to decode). Score, generate and account creation parse the JSON here;
// the upload sends its bytes to its reading thread, which parses them there, off the event loop.
import type { HonoRequest } from 'hono';
import { ApiError } from '../errors/apiError';
import { MAX_BODY_BYTES, tooLarge } from './bodyLimits';
import { isJson, isUtf8, parseContentType } from './contentType';
import { readAtMost } from './readAtMost';

/** What a body is, by its Content-Type: JSON, or one of the files a route takes (named as the importer wants). */
export type BodyKind = { form: 'json' } | { form: 'file'; name: string; charset: string | undefined };

/** What a route takes: the words that tell a client what to send, and the file media types beside JSON. */
export interface BodyRule {
  send: string;
  files?: Readonly<Record<string, string>>;
}

/** Score, generate and account creation: JSON only. */
export const JSON_ONLY: BodyRule = { send: 'the body as JSON with Content-Type: application/json' };

/**
 * application/json with its parameters as RFC 9110 writes them: `*( OWS ";" OWS [ name=value ] )`, so a space
 * before ";" and a ";" with nothing after it are fine, and a parameter is a token, "=", and a token or a
 * quoted string.
 */
const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const PARAMETER = `${TOKEN}=(?:${TOKEN}|"[^"]*")`;
const WELL_FORMED_JSON_TYPE = new RegExp(`^application/json(?:[ \\t]*;[ \\t]*(?:${PARAMETER})?)*[ \\t]*$`, 'i');

/** The body's kind by the one rule; a 400 naming what to send when the Content-Type is missing or refused. */
export function bodyKindOf(contentType: string | undefined, rule: BodyRule): BodyKind {
  if (contentType === undefined) throw new ApiError('invalid_request', `Missing Content-Type header; send ${rule.send}.`);
  const parsed = parseContentType(contentType);
  if (isJson(parsed)) {
    if (!isUtf8(parsed)) {
      const message =
        `Unsupported charset "${parsed.charset}" in Content-Type "${contentType}"; ` +
        'send the body as UTF-8 JSON with Content-Type: application/json.';
      throw new ApiError('invalid_request', message);
    }
    // A parameter that is not name=value is a header we cannot read for sure (is it a charset?): said plainly,
    // before the body is read.
    if (contentType.includes(';') && !WELL_FORMED_JSON_TYPE.test(contentType)) {
      const message =
        `Content-Type "${contentType}" has a parameter that is not name=value: ` +
        'send "application/json" or "application/json; charset=utf-8".';
      throw new ApiError('invalid_request', message);
    }
    return { form: 'json' };
  }
  const name = rule.files?.[parsed.mediaType];
  if (name === undefined) throw new ApiError('invalid_request', `Unsupported Content-Type "${contentType}"; send ${rule.send}.`);
  return { form: 'file', name, charset: parsed.charset };
}

/** A JSON body, read once (64 KB at most) and parsed once. */
export async function readJsonBody(req: HonoRequest, rule: BodyRule = JSON_ONLY): Promise<unknown> {
  bodyKindOf(req.header('content-type'), rule);
  const text = decodeUtf8(await readBodyBytes(req, MAX_BODY_BYTES));
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_request', `The request body is not valid JSON (${(error as Error).message}).`);
  }
}

/** The bytes of a body of that kind (bodyKindOf), at most `limit`: JSON checked to be UTF-8, a file left to its reader. */
export async function readBody(req: HonoRequest, kind: BodyKind, limit: number): Promise<Uint8Array> {
  const bytes = await readBodyBytes(req, limit);
  if (kind.form === 'json') decodeUtf8(bytes);
  return bytes;
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
async function readBodyBytes(req: HonoRequest, limit: number): Promise<Uint8Array> {
  const declared = req.header('content-length') !== undefined;
  const bytes = declared
    ? new Uint8Array(await req.arrayBuffer())
    : await readAtMost(req.raw.body, limit, () => tooLarge(limit, { Connection: 'close' }));
  if (bytes.byteLength > limit) throw tooLarge(limit);
  return bytes;
}
