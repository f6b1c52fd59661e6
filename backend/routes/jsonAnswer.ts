// A JSON answer on @hono/node-server's fast path: headers as a plain object (with the request id, nosniff
// and no-store), so the adapter writes them as they are instead of building and copying a Headers object.
// For hot routes; the others use c.json() and get those headers from the requestId and answerHeaders
// middleware.
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../appEnv';
import { API_ANSWER_HEADERS, markAnswerHeadersSent } from '../http/answerHeaders';
import { markRequestIdSent } from '../middleware/requestId';

/** The same answer c.json(body, status, headers) gives, typed the same way for the route's response schema. */
export function jsonAnswer<T, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  body: T,
  status: S,
  headers: Record<string, string>,
): Response & TypedResponse<JSONParsed<T>, S, 'json'> {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': c.get('requestId'), ...API_ANSWER_HEADERS, ...headers },
  });
  // The type only records what the body holds, as c.json's does; nothing is added at run time.
  markAnswerHeadersSent(response);
  return markRequestIdSent(response) as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}
