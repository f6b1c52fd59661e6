// Routes that take a JSON body (score, generate, account creation). @hono/zod-openapi, given a route whose
// body has a zod schema, adds a media-type check and its own validator, which parses the body text again and
// validates it; the body would then be read and parsed by validJsonBody's checks first and parsed and checked
// a second time. Here the route's description goes into the OpenAPI document exactly as app.openapi would put
// it, and the route runs with validJsonBody in place of those validators: the body is read, parsed and
// checked once, and the handler still finds it, typed from the same schema, with c.req.valid('json').
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { AppEnv } from '../appEnv';
import { validJsonBody } from '../middleware/jsonBody';

export interface JsonBodyRoute extends RouteConfig {
  request: RouteConfig['request'] & { body: { required: true; content: { 'application/json': { schema: ZodType } } } };
}

/** A route's required JSON body, as JsonBodyRoute takes it. */
export function jsonRequestBody<S extends ZodType>(schema: S) {
  return { required: true as const, content: { 'application/json': { schema } } };
}

/** Documents `route` on `app` and returns it to be registered with app.openapi(route, handler). */
export function withJsonBody<R extends JsonBodyRoute>(app: OpenAPIHono<AppEnv>, route: R): R {
  const { middleware, hide, ...documented } = route;
  if (!hide) app.openAPIRegistry.registerPath(documented);
  const { body, ...request } = route.request;
  const before: MiddlewareHandler[] = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  const served = { ...route, hide: true, request, middleware: [...before, validJsonBody(body.content['application/json'].schema)] };
  // Typed as the route it serves: the handler's c.req.valid('json') holds what the schema gave, put there by
  // validJsonBody rather than by the validator app.openapi would have added for `body`.
  return served as typeof served & R;
}
