// Every answer gets a random request id, in the X-Request-Id header and in error bodies.
// The header is added once the route has answered, unless the answer already carries it (jsonAnswer).
// Setting it before the route runs, with c.header(), would make every answer build a WHATWG Headers
// object that @hono/node-server then copies entry by entry; an answer with plain-object headers is
// written out as it is. That difference is measurable on the hot path, POST /api/v1/score.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv';

const carryingRequestId = new WeakSet<Response>();

/** Records that `response` already has its X-Request-Id header. */
export function markRequestIdSent(response: Response): Response {
  carryingRequestId.add(response);
  return response;
}

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = randomUUID();
  c.set('requestId', id);
  await next();
  if (!carryingRequestId.has(c.res)) c.header('X-Request-Id', id);
};
