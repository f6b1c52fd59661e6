// POST /api/v1/generate: drafts from an idea, each scored and ranked (rank 1 = publish this one).
// The quota slot is reserved before the drafter runs, held as in flight while it runs, and given back if anything fails.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { GenerateRequest, GenerateResult, N_VARIANTS_DEFAULT, scorable } from '@preflight/engine';
import { accountForRequest, AccountRef } from '../accounts/accountRequest';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';
import { draftWithEditor, MAX_MODEL_CALLS, MAX_REVISION_ROUNDS } from '../drafts/editorLoop';
import { ApiError } from '../errors/apiError';
import { quotaHeaders } from '../quota/headers';
import { withJsonBody } from './jsonBodyRoute';
import { countedCallResponses, countedJsonCall } from './countedCall';
import { errorResponse, generateQuotaResponse, QUOTA_HEADERS } from './responses';

// Named copies for the OpenAPI components (see routes/score.ts for why .meta rather than .openapi).
const GenerateApiRequest = GenerateRequest.extend({ account: AccountRef.optional() }).meta({ id: 'GenerateRequest' });
const GenerateResultDoc = GenerateResult.meta({ id: 'GenerateResult' });

/**
 * Whole-call budget: every model call the call may make (the first, its retry, the revision rounds) at its full
 * timeout, and slack for scoring. A revision round the budget cuts short keeps the drafts in hand (200).
 */
export const callBudgetMs = (modelTimeoutMs: number) => modelTimeoutMs * MAX_MODEL_CALLS + 5_000;

/** What generate answers: the ranked variants, or why none were drafted (never charged then). */
const GENERATE_RESPONSES = {
  200: { description: 'The ranked variants.', headers: QUOTA_HEADERS, content: { 'application/json': { schema: GenerateResultDoc } } },
  400: errorResponse(
    'idea missing or not 8 to 2000 characters; n_variants not an integer from 1 to 10; unknown post_format; body not JSON.',
    ['invalid_request'],
  ),
  429: generateQuotaResponse,
  ...countedCallResponses,
  502: errorResponse(
    'The language model failed on the first draft: HTTP error, timeout, unreachable, or unusable output twice. Retry. Not charged.',
    ['upstream_error'],
  ),
};

export function registerGenerate(app: OpenAPIHono<AppEnv>, deps: AppDeps & { modelTimeoutMs: number }): void {
  const route = createRoute({
    method: 'post',
    path: '/api/v1/generate',
    summary: 'Generate ranked draft variants from an idea',
    description:
      'Counts against the monthly generate quota of the key, only when it succeeds (200). n_variants: 1 to 10, default 3. ' +
      'post_format null or absent: a mix of formats, assigned in turn. `draft` is the variant as plain post text (a string). ' +
      'The offline drafter offers no two variants in nearly the same words (word overlap 0.8 or more): an ' +
      'idea that gives fewer distinct rewrites than asked gets fewer, `n` says how many, and `shortfall` ' +
      'says why. ' +
      "With `account`, every variant's sim is scored with the account's calibration and the ranking follows those scores. " +
      `With a language model, the engine is the editor: each draft it would not publish, or that states a ` +
      `number the idea does not, goes back to the model with the engine's blockers, reasons and the ` +
      `invented numbers as instructions, at most ${MAX_REVISION_ROUNDS} rounds (one model call per round ` +
      `for all such drafts); ` +
      '`revision` on each variant says how many rounds its text took and which invented numbers remain. A ' +
      'revision round that fails keeps the last good drafts: the call still answers 200. ' +
      'The whole call is bounded by the per-call model timeout times ' +
      `${MAX_MODEL_CALLS} model calls plus 5 s.`,
    ...countedJsonCall(deps, 'generate', GenerateApiRequest),
    responses: GENERATE_RESPONSES,
  });

  app.openapi(withJsonBody(app, route), async (c) => {
    const { account: accountId, ...req } = c.req.valid('json');
    const key = c.get('apiKey')!;
    const { account, model } = await accountForRequest(deps.accounts, key, accountId, req.platform);
    // Held as in flight while the model works: a call denied meanwhile is told to retry in seconds (quota_in_flight).
    const reservation = await deps.quota.reserve(key, 'generate');
    let result: GenerateResult;
    try {
      // Stop the model call when the client goes away or the budget runs out (hono/timeout would not).
      const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(callBudgetMs(deps.modelTimeoutMs))]);
      const platform = account?.platform ?? req.platform ?? 'x';
      const request = {
        idea: req.idea,
        n: req.n_variants ?? N_VARIANTS_DEFAULT,
        post_format: req.post_format ?? null,
        persona: req.persona,
        platform,
      };
      // The editor reviews with the options the ranking uses, so it sends back what the ranking would hold against a draft.
      const review = (text: string) => deps.engine.score({ text: scorable(text), persona: req.persona, platform, account: model });
      const { drafts, shortfall } = await draftWithEditor({
        drafter: deps.drafter,
        request,
        review,
        signal,
        clientGone: c.req.raw.signal,
        logger: deps.logger,
      });
      const ranked = deps.engine.rankVariants(drafts, { persona: req.persona, want_panel: req.want_panel, platform, account: model });
      const drafter = deps.drafter.model ? { kind: deps.drafter.kind, model: deps.drafter.model } : { kind: deps.drafter.kind };
      result = { ok: true, n: ranked.length, ranked, drafter, ...(shortfall ? { shortfall } : {}) };
    } catch (error) {
      await reservation.refund();
      if (error instanceof ApiError) throw error;
      throw new ApiError(
        'internal_error',
        'Drafting or scoring the variants failed; retry with backoff and report the request id if it persists. Not charged.',
        {},
        { cause: error },
      );
    }
    reservation.commit();
    return c.json(result, 200, quotaHeaders(reservation.snapshot));
  });
}
