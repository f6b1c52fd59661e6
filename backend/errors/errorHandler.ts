// The one place where failures become responses: {"error": {"code", "message", "request_id"}}.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../appEnv';
import { errorFields } from '../log/errorFields';
import type { Logger } from '../log/logger';
import { quotaHeaders } from '../quota/headers';
import type { Quota } from '../quota/quota';
import { ApiError, type ErrorBody } from './apiError';
import { fromDomainError } from './domainErrors';

/** Errors that Hono or a library raised itself, mapped onto our codes. */
function fromHttpException(error: HTTPException): ApiError {
  switch (error.status) {
    case 400:
    case 415: // @hono/zod-openapi's media-type gate; we answer every bad body with 400
      return new ApiError('invalid_request', error.message || 'Bad request.');
    case 401:
      return new ApiError('unauthorized', error.message || 'Missing or invalid API key.');
    case 404:
      return new ApiError('not_found', error.message || 'Not found.');
    case 413:
      return new ApiError('payload_too_large', error.message || 'The request body is too large.');
    default:
      return new ApiError(
        'internal_error',
        'Internal error; retry with backoff and report the request id if it persists.',
        {},
        { cause: error },
      );
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) return fromHttpException(error);
  const domain = fromDomainError(error);
  if (domain) return domain;
  return new ApiError(
    'internal_error',
    'Internal error; retry with backoff and report the request id if it persists.',
    {},
    { cause: error },
  );
}

export function createErrorHandler(deps: { quota: Quota; logger: Logger }): {
  onError: ErrorHandler<AppEnv>;
  notFound: NotFoundHandler<AppEnv>;
} {
  const respond = async (c: Context<AppEnv>, error: ApiError) => {
    const requestId = c.get('requestId');
    const key = c.get('apiKey');
    const endpoint = c.get('quotaEndpoint');
    const headers: Record<string, string> = { ...error.headers };
    // Every authenticated answer reports the quota it drew on, failures included; not when the store that
    // holds the counts is the thing that failed.
    if (key && endpoint && error.code !== 'store_unavailable') {
      // The database may go away between the failure and this read: the answer then goes without the counts.
      const snapshot = await deps.quota.snapshot(key, endpoint).catch(() => undefined);
      if (snapshot) Object.assign(headers, quotaHeaders(snapshot));
    }
    const body: ErrorBody = { error: { code: error.code, message: error.message, request_id: requestId } };
    return c.json(body, error.status, headers);
  };

  const onError: ErrorHandler<AppEnv> = async (raw, c) => {
    const error = toApiError(raw);
    if (error.status >= 500) {
      // The cause's class and status only: its message can quote a provider key or the post (errorFields.ts).
      // An ApiError of our own with no cause has nothing more to say than its code (its status is ours).
      const source = error.cause ?? (raw === error ? undefined : raw);
      deps.logger.error('request failed', {
        request_id: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        code: error.code,
        key_id: c.get('apiKey')?.id,
        ...(source === undefined ? { error_class: error.name } : errorFields(source)),
      });
    }
    return respond(c, error);
  };

  const notFound: NotFoundHandler<AppEnv> = (c) =>
    respond(c, new ApiError('not_found', `No endpoint ${c.req.method} ${c.req.path}; the API reference is at /docs.`));

  return { onError, notFound };
}
