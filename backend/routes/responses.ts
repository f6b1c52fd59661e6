// OpenAPI pieces shared by the routes: the error body per status and the quota headers.
import { ErrorBody, type ErrorCode } from '../errors/apiError';
import { STORE_RETRY_AFTER_SECONDS } from '../errors/storeUnavailableError';
import { IN_FLIGHT_RETRY_AFTER_SECONDS } from '../quota/quota';
import { QUOTA_HEADER } from '@preflight/engine/wire';

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });

/** Sent on every authenticated answer, errors included; see quota/headers.ts. */
export const QUOTA_HEADERS = {
  'X-Request-Id': header('Random id of this request; also in error bodies.'),
  [QUOTA_HEADER.policy]: header(
    'IETF draft-10 quota policy of this endpoint, e.g. `"score";q=20;w=2592000` (q: calls per month, w: ' +
      'month length in seconds). Absent for unlimited (pro) keys.',
  ),
  [QUOTA_HEADER.state]: header(
    'IETF draft-10 quota state, e.g. `"score";r=17;t=734400` (r: calls left, t: seconds until the reset). Absent for unlimited (pro) keys.',
  ),
  [QUOTA_HEADER.limit]: header('Calls allowed this month, or `unlimited`.'),
  [QUOTA_HEADER.remaining]: header('Calls left this month, or `unlimited`.'),
  [QUOTA_HEADER.used]: header('Calls counted this month (successful calls only).', 'integer'),
  [QUOTA_HEADER.reset]: header('Reset instant (00:00 UTC on the 1st of next month) in epoch seconds.', 'integer'),
};

export const REQUEST_ID_HEADER = { 'X-Request-Id': QUOTA_HEADERS['X-Request-Id'] };

export function errorResponse(
  description: string,
  codes: readonly ErrorCode[],
  withQuota = true,
  extraHeaders: Record<string, ReturnType<typeof header>> = {},
) {
  return {
    description: `${description} Error code${codes.length > 1 ? 's' : ''}: ${codes.join(', ')}.`,
    headers: { ...(withQuota ? QUOTA_HEADERS : REQUEST_ID_HEADER), ...extraHeaders },
    content: { 'application/json': { schema: ErrorBody } },
  };
}

export const unauthorizedResponse = errorResponse(
  'Missing, malformed, unknown or revoked API key. No quota headers (no key is known yet).',
  ['unauthorized'],
  false,
  { 'WWW-Authenticate': header('`Bearer realm="preflight"`') },
);

export const tooLargeResponse = errorResponse(
  'The body is larger than 64 KB. Sent before authentication when Content-Length says so.',
  ['payload_too_large'],
  false,
);

export const quotaExceededResponse = errorResponse(
  'The monthly quota of this endpoint is used up; the message names the limit, the tier, the reset instant and how to upgrade.',
  ['quota_exceeded'],
  true,
  { 'Retry-After': header('Seconds until the quota resets.', 'integer') },
);

/** generate holds its slot while the model works, so a call can also be denied by calls still running. */
export const generateQuotaResponse = errorResponse(
  'quota_exceeded: the monthly quota of this endpoint is used up; the message names the limit, the ' +
    'tier, the reset instant and how to upgrade. ' +
    `quota_in_flight: the quota is taken only by generate calls of this key still running (each holds ` +
    `its slot until it ends), so retry after Retry-After (${IN_FLIGHT_RETRY_AFTER_SECONDS} s): ` +
    'a call that fails gives its slot back; if they all succeed, the next try gets quota_exceeded.',
  ['quota_exceeded', 'quota_in_flight'],
  true,
  {
    'Retry-After': header(
      `Seconds until the quota resets (quota_exceeded), or ${IN_FLIGHT_RETRY_AFTER_SECONDS} (quota_in_flight).`,
      'integer',
    ),
  },
);

const RATE_LIMITED =
  'rate_limited: this key called the endpoints without a monthly quota (accounts, uploads, receipts, usage) faster than its tier allows ' +
  '(free: 30 at once, then 60 a minute; builder: 60, then 300 a minute; pro: 120, then 1,200 a minute); retry after Retry-After.';
const RETRY_AFTER_RATE = { 'Retry-After': header('Seconds until the key may call again.', 'integer') };

/** Every authenticated endpoint that no monthly quota counts. */
export const rateLimitedResponse = errorResponse(RATE_LIMITED, ['rate_limited'], false, RETRY_AFTER_RATE);

/** POST /api/v1/accounts, whose 429 is also the tier's account limit. */
export const accountCreateLimitedResponse = errorResponse(
  `quota_exceeded: the key already holds as many accounts as its tier allows; the message says how ` +
    `many and how to make room. ${RATE_LIMITED}`,
  ['quota_exceeded', 'rate_limited'],
  false,
  RETRY_AFTER_RATE,
);

export const internalErrorResponse = errorResponse(
  'The engine failed (rare). Retry with backoff; report the request id if it persists. Not charged.',
  ['internal_error'],
);

/** Only when the store is PostgreSQL (DATABASE_URL): the lowdb file is in the process and cannot be away. */
export const storeUnavailableResponse = errorResponse(
  `The database behind the API cannot be reached (restarting, out of connections, or too slow); retry ` +
    `after Retry-After (${STORE_RETRY_AFTER_SECONDS} s). ` +
    'A call that reached the database before it went away may have been counted; one that was refused ' +
    'before is not. No quota headers (the counts cannot be read).',
  ['store_unavailable'],
  false,
  { 'Retry-After': header('Seconds to wait before retrying.', 'integer') },
);

/** What every endpoint without a monthly quota may answer once it has asked for a key. */
export const uncountedKeyResponses = { 401: unauthorizedResponse, 429: rateLimitedResponse, 503: storeUnavailableResponse };
