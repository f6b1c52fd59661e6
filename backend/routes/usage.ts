// GET /api/v1/usage: where the key stands this month. Authenticated, never charged.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../appDeps';
import type { AppEnv } from '../appEnv';
import { requireKey } from '../auth/bearer';
import { periodOf } from '../quota/period';
import { combinedRateLimitHeaders } from '../quota/headers';
import type { QuotaSnapshot } from '../quota/quota';
import { QUOTA_HEADERS, uncountedKeyResponses } from './responses';

// The answer's shape is the wire contract, shared with the extension (shared/wire.ts).
import { UsageResult } from '@preflight/engine/wire';

export { UsageResult };

const usageOf = (s: QuotaSnapshot) => ({ limit: s.limit, used: s.used, remaining: s.remaining, reset: s.resetAt.toISOString() });

export function registerUsage(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const route = createRoute({
    method: 'get',
    path: '/api/v1/usage',
    summary: "This key's tier and monthly usage per endpoint",
    description: 'Not charged. RateLimit-Policy and RateLimit list both limited quotas; no X-RateLimit-* headers here.',
    security: [{ bearerAuth: [] }],
    middleware: [requireKey(deps)] as const,
    responses: {
      200: {
        description: 'Tier and usage.',
        headers: {
          'X-Request-Id': QUOTA_HEADERS['X-Request-Id'],
          'RateLimit-Policy': QUOTA_HEADERS['RateLimit-Policy'],
          RateLimit: QUOTA_HEADERS.RateLimit,
        },
        content: { 'application/json': { schema: UsageResult } },
      },
      ...uncountedKeyResponses,
    },
  });

  app.openapi(route, async (c) => {
    const key = c.get('apiKey')!;
    const [score, generate] = await Promise.all([deps.quota.snapshot(key, 'score'), deps.quota.snapshot(key, 'generate')]);
    const body: UsageResult = {
      tier: key.tier,
      key: { id: key.id, prefix: key.prefix, label: key.label },
      period: periodOf(deps.clock.now()).id,
      endpoints: { score: usageOf(score), generate: usageOf(generate) },
    };
    return c.json(body, 200, combinedRateLimitHeaders([score, generate]));
  });
}
