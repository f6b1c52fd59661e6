// The one error type of the service: thrown anywhere, turned into a response in errorHandler.ts.
import { z } from '@hono/zod-openapi';

export const ErrorCode = z.enum([
  'invalid_request',
  'unauthorized',
  'quota_exceeded',
  'quota_in_flight',
  'payload_too_large',
  'request_timeout',
  'headers_too_large',
  'not_found',
  'upstream_error',
  'internal_error',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const STATUS_BY_CODE = {
  invalid_request: 400,
  unauthorized: 401,
  not_found: 404,
  request_timeout: 408,
  payload_too_large: 413,
  headers_too_large: 431,
  quota_exceeded: 429,
  quota_in_flight: 429,
  internal_error: 500,
  upstream_error: 502,
} as const satisfies Record<ErrorCode, number>;
export type ErrorStatus = (typeof STATUS_BY_CODE)[ErrorCode];

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra response headers, e.g. Retry-After on quota_exceeded and quota_in_flight. */
    readonly headers: Readonly<Record<string, string>> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = STATUS_BY_CODE[code];
  }
}

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
