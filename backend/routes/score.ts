// POST /api/v1/score: one post in, one score result out; charged only when the engine succeeds.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ScoreRequest, ScoreResult } from '../../shared/index';
import type { AppEnv } from '../appEnv';
import { requireKey } from '../auth/bearer';
import type { AppDeps } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { readJsonBody } from '../middleware/jsonBody';
import { quotaHeaders } from '../quota/headers';
import { errorResponse, internalErrorResponse, QUOTA_HEADERS, quotaExceededResponse, tooLargeResponse, unauthorizedResponse } from './responses';

// Named copies for the OpenAPI components. zod 4 gives each schema its methods when it is created, so
// the shared schemas (made before @hono/zod-openapi loads) lack .openapi(); zod's own .meta({ id })
// works on any schema. Made once per process: zod's global registry refuses a duplicate id.
const ScoreRequestDoc = ScoreRequest.meta({ id: 'ScoreRequest' });
const ScoreResultDoc = ScoreResult.meta({ id: 'ScoreResult' });

export function registerScore(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const route = createRoute({
    method: 'post',
    path: '/api/v1/score',
    summary: 'Score a post before publishing it',
    description: 'Counts against the monthly score quota of the key, only when it succeeds (200).',
    security: [{ bearerAuth: [] }],
    middleware: [requireKey(deps, 'score'), readJsonBody] as const,
    request: { body: { required: true, content: { 'application/json': { schema: ScoreRequestDoc } } } },
    responses: {
      200: { description: 'The score result.', headers: QUOTA_HEADERS, content: { 'application/json': { schema: ScoreResultDoc } } },
      400: errorResponse('text missing, too short or too long; another field invalid; body not JSON or not sent as application/json.', ['invalid_request']),
      401: unauthorizedResponse,
      413: tooLargeResponse,
      429: quotaExceededResponse,
      500: internalErrorResponse,
    },
  });

  app.openapi(route, async (c) => {
    const request = c.req.valid('json');
    const charge = await deps.quota.charge(c.get('apiKey')!, 'score');
    let result: ScoreResult;
    try {
      result = deps.engine.score(request);
    } catch (error) {
      await charge.refund();
      throw new ApiError('internal_error', 'The scoring engine failed on this post; retry with backoff and report the request id if it persists. Not charged.', {}, { cause: error });
    }
    return c.json(result, 200, quotaHeaders(charge.snapshot));
  });
}
