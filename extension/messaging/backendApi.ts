// The service worker's calls to the Preflight backend: POST /api/v1/score,
// POST /api/v1/generate, GET /api/v1/usage, with the API key as a bearer token. The key is sent to
// the configured backend and nowhere else. Every failure becomes a message a person can act on.
import type { z } from 'zod';
import { GenerateRequest, GenerateResult, ScoreRequest, ScoreResult } from '@preflight/engine';
import { ErrorBody, QUOTA_HEADER, quotaCountOf, UsageResult } from '@preflight/engine/wire';
import { failure, Quota, type ApiFailure, type GenerateCall, type ScoreCall } from './protocol';

export interface BackendConfig {
  /** Offline (the default) means no request at all: the worker refuses, whatever a page asks. */
  mode: 'offline' | 'online';
  backendUrl: string;
  apiKey: string;
}

/** The key is a bearer secret: it may travel in clear text only to a backend on this computer. */
function carriesKeySafely(backendUrl: string): boolean {
  const url = new URL(backendUrl);
  if (url.protocol === 'https:') return true;
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

export interface BackendDeps {
  fetch: typeof fetch;
  /** Read on every call, so a change in the options applies at once. */
  config(): Promise<BackendConfig>;
  /** Whether the extension may call this origin (a non-local backend needs it granted). */
  canReach(backendUrl: string): Promise<boolean>;
}

// The answer budget per call. Generate may wait on a language model (the backend's own budget is
// two model calls plus slack), so it gets more.
const TIMEOUT_MS = { score: 15_000, generate: 90_000, usage: 10_000 } as const;

export type Success<T> = { ok: true; data: T; quota: Quota | null };

/** X-RateLimit-Remaining / -Limit, "unlimited" for the pro tier. */
export function quotaFromHeaders(endpoint: Quota['endpoint'], headers: Headers): Quota | null {
  const remaining = quotaCountOf(headers.get(QUOTA_HEADER.remaining));
  const limit = quotaCountOf(headers.get(QUOTA_HEADER.limit));
  if (remaining === undefined || limit === undefined) return null;
  const quota = { endpoint, remaining, limit };
  return Quota.safeParse(quota).success ? quota : null;
}

async function serverMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.trim().slice(0, 300);
}

async function failureFor(response: Response, quota: Quota | null): Promise<ApiFailure> {
  const message = await serverMessage(response);
  const status = response.status;
  switch (status) {
    case 401:
      return failure(
        'unauthorized',
        `The API refused the key (401${message ? `: ${message}` : ''}). Check the API key in Preflight's options.`,
        { status, quota },
      );
    case 429:
      return failure('quota_exceeded', message || 'The monthly quota of this key is used up (429).', { status, quota });
    case 400:
      return failure('invalid_request', message || 'The API did not accept the request (400).', { status, quota });
    default:
      return failure('server', `The API failed (${status}${message ? `: ${message}` : ''}). Try again in a moment.`, { status, quota });
  }
}

export function createBackendApi(deps: BackendDeps) {
  async function call<T>(
    endpoint: Quota['endpoint'] | 'usage',
    path: string,
    init: { method: 'GET' } | { method: 'POST'; body: unknown },
    schema: z.ZodType<T>,
  ): Promise<Success<T> | ApiFailure> {
    const { mode, backendUrl, apiKey } = await deps.config();
    // Enforced here, not only in the pages: the worker is the one part that can send a request.
    if (mode !== 'online')
      return failure('not_configured', "Preflight is in offline mode: switch to online in Preflight's options to check with the API.");
    if (apiKey === '') return failure('not_configured', "No API key yet: add one in Preflight's options to check with the API.");
    if (!carriesKeySafely(backendUrl)) {
      return failure(
        'not_configured',
        `The backend ${backendUrl} is not https, so the API key would travel in clear text: use its https ` +
          `address (a backend on this computer may use http).`,
      );
    }
    if (!(await deps.canReach(backendUrl))) {
      return failure('no_permission', `Preflight may not reach ${backendUrl} yet: open the options and save the backend URL to allow it.`);
    }
    let response: Response;
    try {
      response = await deps.fetch(`${backendUrl}${path}`, {
        method: init.method,
        headers: { Authorization: `Bearer ${apiKey}`, ...(init.method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
        body: init.method === 'POST' ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS[endpoint]),
        credentials: 'omit',
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return failure(
        'network',
        `Could not reach the Preflight API at ${backendUrl} (${detail}). Is it running? The offline score still shows.`,
      );
    }
    const quota = endpoint === 'usage' ? null : quotaFromHeaders(endpoint, response.headers);
    if (!response.ok) return failureFor(response, quota);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      return failure(
        'bad_response',
        'The API answered with a result Preflight cannot read; are the extension and the server the same version?',
        { quota },
      );
    return { ok: true, data: parsed.data, quota };
  }

  return {
    score(req: Omit<ScoreCall, 'type'>) {
      const body = ScoreRequest.safeParse({ text: req.text, persona: req.persona || undefined, platform: req.platform });
      if (!body.success) return Promise.resolve(failure('invalid_request', body.error.issues[0]?.message ?? 'Invalid draft.'));
      return call('score', '/api/v1/score', { method: 'POST', body: body.data }, ScoreResult);
    },
    generate(req: Omit<GenerateCall, 'type'>) {
      const body = GenerateRequest.safeParse({
        idea: req.idea,
        persona: req.persona || undefined,
        n_variants: req.n_variants,
        post_format: req.post_format,
        platform: req.platform,
      });
      if (!body.success) return Promise.resolve(failure('invalid_request', body.error.issues[0]?.message ?? 'Invalid idea.'));
      return call('generate', '/api/v1/generate', { method: 'POST', body: body.data }, GenerateResult);
    },
    async usage(): Promise<Success<{ score: Quota; generate: Quota }> | ApiFailure> {
      const answer = await call('usage', '/api/v1/usage', { method: 'GET' }, UsageResult);
      if (!answer.ok) return answer;
      const { score, generate } = answer.data.endpoints;
      return {
        ok: true,
        quota: null,
        data: { score: { endpoint: 'score', ...score }, generate: { endpoint: 'generate', ...generate } },
      };
    },
  };
}
export type BackendApi = ReturnType<typeof createBackendApi>;
