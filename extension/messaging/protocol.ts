// The messages between the pages (composer script, popup) and the service worker, which alone talks
// to the backend (its fetches meet no CORS and carry no page origin). Both ends
// parse with these schemas.
import { z } from 'zod';
import { GenerateResult, Platform, PostFormat, ScoreResult } from '@preflight/engine';
import { QuotaEndpoint } from '@preflight/engine/wire';

/** What is left of a monthly quota; null numbers mean unlimited. */
export const Quota = z.object({
  endpoint: QuotaEndpoint,
  remaining: z.number().int().nullable(),
  limit: z.number().int().nullable(),
});
export type Quota = z.infer<typeof Quota>;

export const ApiErrorKind = z.enum([
  'not_configured',
  'no_permission',
  'unauthorized',
  'quota_exceeded',
  'invalid_request',
  'server',
  'network',
  'bad_response',
]);
export type ApiErrorKind = z.infer<typeof ApiErrorKind>;

export const ApiFailure = z.object({
  ok: z.literal(false),
  error: z.object({ kind: ApiErrorKind, message: z.string(), status: z.number().int().optional() }),
  quota: Quota.nullable(),
});
export type ApiFailure = z.infer<typeof ApiFailure>;

export const ScoreCall = z.object({
  type: z.literal('preflight:score'),
  text: z.string(),
  persona: z.string().optional(),
  platform: Platform,
});
export type ScoreCall = z.infer<typeof ScoreCall>;

export const GenerateCall = z.object({
  type: z.literal('preflight:generate'),
  idea: z.string(),
  persona: z.string().optional(),
  n_variants: z.number().int(),
  post_format: PostFormat.nullable(),
  platform: Platform,
});
export type GenerateCall = z.infer<typeof GenerateCall>;

export const UsageCall = z.object({ type: z.literal('preflight:usage') });
export type UsageCall = z.infer<typeof UsageCall>;

export const BackgroundCall = z.discriminatedUnion('type', [ScoreCall, GenerateCall, UsageCall]);
export type BackgroundCall = z.infer<typeof BackgroundCall>;

export const ScoreReply = z.union([
  z.object({ ok: z.literal(true), result: ScoreResult, quota: Quota.nullable(), cached: z.boolean() }),
  ApiFailure,
]);
export type ScoreReply = z.infer<typeof ScoreReply>;

export const GenerateReply = z.union([z.object({ ok: z.literal(true), result: GenerateResult, quota: Quota.nullable() }), ApiFailure]);
export type GenerateReply = z.infer<typeof GenerateReply>;

export const UsageReply = z.union([z.object({ ok: z.literal(true), score: Quota, generate: Quota }), ApiFailure]);
export type UsageReply = z.infer<typeof UsageReply>;

export function failure(kind: ApiErrorKind, message: string, extra: { status?: number; quota?: Quota | null } = {}): ApiFailure {
  return {
    ok: false,
    error: extra.status === undefined ? { kind, message } : { kind, message, status: extra.status },
    quota: extra.quota ?? null,
  };
}
