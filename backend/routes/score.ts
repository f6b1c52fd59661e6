// POST /api/v1/score: one post in, one score result out; charged only when the engine succeeds.
// With `account`, the draft is scored with the account's model and the forecast is remembered for receipts.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ScoreRequest, ScoreResult } from '@preflight/engine';
import { errorFields } from '../log/errorFields';
import type { AppEnv } from '../appEnv';
import type { AppDeps } from '../appDeps';
import { accountForRequest, AccountRef } from '../accounts/accountRequest';
import { postFingerprint } from '../accounts/textFingerprint';
import { ApiError } from '../errors/apiError';
import { jsonAnswer } from './jsonAnswer';
import { quotaHeaders } from '../quota/headers';
import { withJsonBody } from './jsonBodyRoute';
import { countedCallResponses, countedJsonCall } from './countedCall';
import type { PredictionRecord } from '../store/store';
import { errorResponse, QUOTA_HEADERS, quotaExceededResponse } from './responses';

// Named copies for the OpenAPI components. zod 4 gives each schema its methods when it is created, so
// the shared schemas (made before @hono/zod-openapi loads) lack .openapi(); zod's own .meta({ id })
// works on any schema. Made once per process: zod's global registry refuses a duplicate id.
const ScoreApiRequest = ScoreRequest.extend({ account: AccountRef.optional() }).meta({ id: 'ScoreRequest' });
const ScoreResultDoc = ScoreResult.meta({ id: 'ScoreResult' });

export function registerScore(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const route = createRoute({
    method: 'post',
    path: '/api/v1/score',
    summary: 'Score a post before publishing it',
    description:
      'Counts against the monthly score quota of the key, only when it succeeds (200). With `account`, the result carries ' +
      '`account` and (once the account has 30 posts) `expected_engagement`, and the forecast is remembered for receipts.',
    ...countedJsonCall(deps, 'score', ScoreApiRequest),
    responses: {
      200: { description: 'The score result.', headers: QUOTA_HEADERS, content: { 'application/json': { schema: ScoreResultDoc } } },
      400: errorResponse(
        "text missing, too short or too long; another field invalid; platform other than the account's; body " +
          'not JSON or not sent as application/json.',
        ['invalid_request'],
      ),
      429: quotaExceededResponse,
      ...countedCallResponses,
    },
  });

  app.openapi(withJsonBody(app, route), async (c) => {
    const { account: accountId, ...request } = c.req.valid('json');
    const key = c.get('apiKey')!;
    const { account, model } = await accountForRequest(deps.accounts, key, accountId, request.platform);
    const charge = await deps.quota.charge(key, 'score');
    let result: ScoreResult;
    let prediction: PredictionRecord | undefined;
    try {
      if (account && model) {
        // One pass scores the draft with the account's model and gives the generic model's guess for it.
        const scored = deps.engine.scoreWithColdStart({ ...request, platform: account.platform, account: model });
        result = scored.result;
        prediction = {
          fingerprint: postFingerprint(request.text),
          scored_at: deps.clock.now().toISOString(),
          expected_engagement: result.expected_engagement,
          cold_start: scored.coldStart,
        };
      } else {
        result = deps.engine.score(request);
      }
    } catch (error) {
      await charge.refund();
      throw new ApiError(
        'internal_error',
        'The scoring engine failed on this post; retry with backoff and report the request id if it persists. Not charged.',
        {},
        { cause: error },
      );
    }
    // A score with posted_at is a backtest of a post of the past, not a forecast made before posting: kept, a
    // thousand of them would push every real forecast out of the account's receipts (1,000 kept per account).
    if (account && prediction && request.posted_at === undefined) {
      // The receipt is kept for later; the score itself is done and charged, so a store that fails here
      // (a database going away) costs the receipt, not the answer.
      await deps.accounts.remember(account.id, prediction).catch((error: unknown) => {
        deps.logger.warn('prediction not kept', { request_id: c.get('requestId'), account_id: account.id, ...errorFields(error) });
      });
    }
    // The hot path: an answer with plain-object headers (see jsonAnswer).
    return jsonAnswer(c, result, 200, quotaHeaders(charge.snapshot));
  });
}
