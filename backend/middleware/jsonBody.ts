// Request bodies of the routes that take JSON: read, parsed and checked against the route's schema once. A lean
// replacement for hono/body-limit, which wraps the body stream and pushes @hono/node-server off its fast path
// (measured: ~1,600 vs ~6,000 req/s). The body is read by the one reader every route uses
// (http/jsonBodyReader.ts), within the limits of http/bodyLimits.ts.
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { AppEnv } from '../appEnv';
import { ApiError } from '../errors/apiError';
import { validationMessage } from '../errors/validationMessage';
import { readJsonBody } from '../http/jsonBodyReader';

export { MAX_BODY_BYTES, MAX_UPLOAD_BYTES, rejectDeclaredOversize } from '../http/bodyLimits';

/**
 * The JSON body of an API call, read once (64 KB at most, UTF-8 application/json), parsed once and checked once
 * against the route's zod schema; the handler finds it with c.req.valid('json'). Registered by withJsonBody
 * (routes/jsonBodyRoute.ts) in place of @hono/zod-openapi's own validator, which would parse the text again.
 */
export function validJsonBody(schema: ZodType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = await readJsonBody(c.req);
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError('invalid_request', validationMessage(result.error, body));
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}
