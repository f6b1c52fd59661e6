// The API's wire contract beyond the score and generate bodies (schemas.ts): the one error body, the usage
// answer, the tiers and the quota headers. Declared once here and used by the backend (to answer and to
// describe itself in the OpenAPI document) and by the extension (to read the answers), so the two cannot
// drift apart.
import { z } from 'zod';

export const Tier = z.enum(['free', 'builder', 'pro']);
export type Tier = z.infer<typeof Tier>;

/** An API key as the API issues it and the extension takes it: "tsk_" and 32 URL-safe characters. */
export const KEY_PATTERN = /^tsk_[A-Za-z0-9_-]{32}$/;

/** The calls a monthly quota counts: the usage answer reports each, and each key's usage is counted per one. */
export const QuotaEndpoint = z.enum(['score', 'generate']);
export type QuotaEndpoint = z.infer<typeof QuotaEndpoint>;

export const ErrorCode = z.enum([
  'invalid_request',
  'unauthorized',
  'quota_exceeded',
  'quota_in_flight',
  'rate_limited',
  'payload_too_large',
  'text_budget_exceeded',
  'request_timeout',
  'headers_too_large',
  'not_found',
  'upstream_error',
  'store_unavailable',
  'internal_error',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string().meta({ description: 'What went wrong and what to do next, in plain English.' }),
      request_id: z.string().meta({ description: 'Also sent as the X-Request-Id header; quote it when reporting a problem.' }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const EndpointUsage = z.object({
  limit: z.number().int().nullable().meta({ description: 'Calls allowed per month; null means unlimited (pro).' }),
  used: z.number().int().meta({ description: 'Successful calls counted this month.' }),
  remaining: z.number().int().nullable().meta({ description: 'Calls left this month; null means unlimited.' }),
  reset: z.string().meta({ description: 'Reset instant, ISO 8601 UTC: 00:00 on the 1st of next month.' }),
});
export type EndpointUsage = z.infer<typeof EndpointUsage>;

export const UsageResult = z
  .object({
    tier: Tier,
    key: z.object({ id: z.string(), prefix: z.string(), label: z.string() }),
    period: z.string().meta({ description: 'The calendar month counted, "YYYY-MM" (UTC).' }),
    endpoints: z.object({ score: EndpointUsage, generate: EndpointUsage }),
  })
  .meta({ id: 'Usage' });
export type UsageResult = z.infer<typeof UsageResult>;

/** The quota headers every authenticated answer carries (backend/quota/headers.ts says how they are filled). */
export const QUOTA_HEADER = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  used: 'X-RateLimit-Used',
  reset: 'X-RateLimit-Reset',
  policy: 'RateLimit-Policy',
  state: 'RateLimit',
} as const;

/** The word the X-RateLimit-Limit and -Remaining headers hold for an unlimited (pro) quota. */
export const UNLIMITED = 'unlimited';

/** A quota count as its header holds it: a non-negative integer, or null for unlimited; undefined when unreadable. */
export function quotaCountOf(value: string | null): number | null | undefined {
  if (value === null) return undefined;
  if (value === UNLIMITED) return null;
  return /^\d+$/u.test(value) ? Number(value) : undefined;
}
