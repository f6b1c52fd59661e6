// GET /openapi.json: the OpenAPI 3.1 document, generated from the zod schemas the routes validate with.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { ENGINE_VERSION } from '@preflight/engine';
import type { AppEnv } from '../appEnv';

export function registerOpenApi(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'tsk_ followed by 32 URL-safe characters',
    description: 'An API key issued by the operator: `Authorization: Bearer tsk_…`.',
  });
  let document: unknown;
  app.get('/openapi.json', (c) => {
    // Generated on first request, after every route has registered itself.
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Preflight API',
        version: `1.0.0-beta (engine ${ENGINE_VERSION})`,
        description:
          'Scores a short social post before publication and generates ranked drafts. Errors are always ' +
          '`{"error":{"code","message","request_id"}}`. Quotas are per key and calendar month (UTC): free 20 score / 5 generate, ' +
          'builder 500 / 100, pro unlimited; only successful calls are charged. Every answer carries ' +
          '`X-Content-Type-Options: nosniff` and `Cache-Control: no-store`. Requests that are not valid HTTP get the same error ' +
          'shape (400 `invalid_request`); headers over 16 KB get 431 `headers_too_large`; a request whose headers take over 10 s, ' +
          'or whole request over 30 s, gets 408 `request_timeout`. JSON bodies must be UTF-8 ' +
          '`application/json` (other charsets and `+json` types are a 400). ' +
          'A score speaks with two voices: the editor (decision, blockers, fixes, composite dimensions, ' +
          'reasons with voice `editor`) judges the writing ' +
          'on principles editors share; the forecast (phoenix_actions_top, phoenix_score, view_curve, ' +
          'expected_engagement, reasons with voice `data`) ' +
          "is fitted on real outcomes, plus the platforms' documented policies (reasons with voice `policy`). " +
          'pre_publish_score ranks drafts with both: ' +
          "100·σ(forecast + the editor's penalty); each field's description says which voice it comes from.",
      },
      tags: [],
    });
    return c.json(document as object);
  });
}
