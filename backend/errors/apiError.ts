// The one error type of the service: thrown anywhere, turned into a response in errorHandler.ts.
// The codes and the error body are the wire contract, shared with the extension (shared/wire.ts).
import type { ErrorCode } from '@preflight/engine/wire';

export { ErrorBody, ErrorCode } from '@preflight/engine/wire';

export const STATUS_BY_CODE = {
  invalid_request: 400,
  unauthorized: 401,
  not_found: 404,
  request_timeout: 408,
  payload_too_large: 413,
  text_budget_exceeded: 413,
  headers_too_large: 431,
  quota_exceeded: 429,
  quota_in_flight: 429,
  rate_limited: 429,
  internal_error: 500,
  upstream_error: 502,
  store_unavailable: 503,
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
