// Bearer-key authentication. Written here rather than with hono/bearer-auth, which answers 400 in
// plain text to a malformed header; the API must answer 401 in JSON to every missing or invalid key.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv';
import type { Clock } from '../clock';
import { ApiError } from '../errors/apiError';
import type { QuotaEndpoint } from '../quota/tiers';
import type { UnchargedMeter } from '../quota/unchargedMeter';
import type { KeyStore } from '../store/store';
import { hashKey, KEY_PATTERN } from './apiKey';

/** last_used_at is kept to the minute: rewriting it on every call would only churn the store. */
const LAST_USED_RESOLUTION_MS = 60_000;

function unauthorized(message: string): ApiError {
  // RFC 6750 section 3: a 401 for a bearer-protected resource names the scheme in WWW-Authenticate.
  return new ApiError('unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="preflight"' });
}

/**
 * `endpoint`: the monthly quota the route charges. A route without one takes a call from the key's bucket for
 * uncharged calls instead (unchargedMeter.ts), so no authenticated endpoint is free of limits.
 */
export function requireKey(
  deps: { store: KeyStore; clock: Clock; meter: UnchargedMeter },
  endpoint?: QuotaEndpoint,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') {
      throw unauthorized('Missing API key: send the header "Authorization: Bearer tsk_…". Keys are issued by the operator.');
    }
    const match = /^Bearer +(\S+) *$/i.exec(header);
    const key = match?.[1];
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw unauthorized(
        'Malformed Authorization header: expected "Bearer " followed by a key of the form tsk_ and 32 URL-safe characters.',
      );
    }
    const record = await deps.store.findKeyByHash(hashKey(key));
    if (!record) throw unauthorized('Unknown API key: check that the whole key was copied, or ask the operator for a new one.');
    if (record.revoked_at !== null) {
      throw unauthorized(`This API key (${record.prefix}) was revoked at ${record.revoked_at}; ask the operator for a new key.`);
    }
    if (endpoint === undefined) deps.meter.take(record);
    c.set('apiKey', record);
    if (endpoint) c.set('quotaEndpoint', endpoint);
    const now = deps.clock.now();
    if (record.last_used_at === null || now.getTime() - Date.parse(record.last_used_at) >= LAST_USED_RESOLUTION_MS) {
      await deps.store.updateKey(record.id, { last_used_at: now.toISOString() });
    }
    await next();
  };
}
