// The page's calls to the service it is served by: same origin, relative paths, the key in the
// Authorization header only. Every failure becomes one of a few states the page explains in words.
export interface Quota {
  limit: number | null;
  remaining: number | null;
  used: number | null;
  /** When the month's count starts again. */
  reset: Date | null;
}

export type ServiceFailureKind = 'unauthorized' | 'quota' | 'rate_limited' | 'unreachable' | 'invalid' | 'server';

export interface ServiceFailure {
  ok: false;
  kind: ServiceFailureKind;
  /** The service's own message when it sent one, else ours. */
  message: string;
  status: number | null;
  quota: Quota | null;
  /** Seconds until a call is served again (Retry-After), when the service said. */
  retryAfterS: number | null;
}

export interface ServiceSuccess {
  ok: true;
  status: number;
  body: unknown;
  quota: Quota | null;
}

export type ServiceAnswer = ServiceSuccess | ServiceFailure;

const numberOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The X-RateLimit-* headers of a counted call; null when the answer has none (usage, accounts). */
export function quotaOf(headers: Headers): Quota | null {
  const limit = headers.get('X-RateLimit-Limit');
  if (limit === null) return null;
  const reset = numberOrNull(headers.get('X-RateLimit-Reset'));
  return {
    limit: numberOrNull(limit),
    remaining: numberOrNull(headers.get('X-RateLimit-Remaining')),
    used: numberOrNull(headers.get('X-RateLimit-Used')),
    reset: reset === null ? null : new Date(reset * 1000),
  };
}

function errorBody(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

function failureKind(status: number, code: string | null): ServiceFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 429) return code === 'quota_exceeded' ? 'quota' : 'rate_limited';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}

export interface CallOptions {
  method: 'GET' | 'POST';
  key: string;
  json?: unknown;
  /** A file's bytes as they are (an analytics export), with its content type. */
  raw?: { body: Blob; type: string };
}

export async function callService(path: string, { method, key, json, raw }: CallOptions): Promise<ServiceAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (raw) {
    headers['Content-Type'] = raw.type;
    body = raw.body;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'omit', cache: 'no-store' });
  } catch {
    return { ok: false, kind: 'unreachable', message: 'The service could not be reached.', status: null, quota: null, retryAfterS: null };
  }
  const quota = quotaOf(response.headers);
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (response.ok) return { ok: true, status: response.status, body: parsed, quota };
  const error = errorBody(parsed);
  // A proxy's or a stopped server's answer (no JSON error of ours) reads as "unreachable" only for 502–504.
  const kind =
    !error && response.status >= 502 && response.status <= 504 ? 'unreachable' : failureKind(response.status, error?.code ?? null);
  return {
    ok: false,
    kind,
    message: error?.message ?? `The service answered ${response.status}.`,
    status: response.status,
    quota,
    retryAfterS: numberOrNull(response.headers.get('Retry-After')),
  };
}
