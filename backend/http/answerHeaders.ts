// Headers every API answer carries, errors and 404s included. nosniff: a browser must never read one of
// our JSON answers (which may quote a post or a key's label) as HTML or script. no-store: answers are
// per key and per moment (scores, usage, quota), so no browser or proxy may keep a copy.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv';

export const API_ANSWER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const satisfies Record<string, string>;

const carryingAnswerHeaders = new WeakSet<Response>();

/** Records that `response` was built with API_ANSWER_HEADERS already (the fast path in jsonAnswer). */
export function markAnswerHeadersSent(response: Response): Response {
  carryingAnswerHeaders.add(response);
  return response;
}

/**
 * Adds the headers once the route has answered. A route that chose its own caching (the /docs assets,
 * which are the same for everyone) keeps its Cache-Control; nosniff is never left out.
 */
export const answerHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (carryingAnswerHeaders.has(c.res)) return;
  c.header('X-Content-Type-Options', API_ANSWER_HEADERS['X-Content-Type-Options']);
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', API_ANSWER_HEADERS['Cache-Control']);
};
