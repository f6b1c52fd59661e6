// Requests Node parsed but @hono/node-server cannot turn into a fetch Request (a Host header that is not a
// host, a backslash in the path, a URL it cannot build). The adapter answers those with a bare 400; with
// this as its errorHandler they get the one JSON error shape.
import { ApiError } from './apiError';
import { asResponse, standaloneError } from './standaloneError';

export function requestErrorResponse(error: unknown): Response {
  // The adapter also calls its errorHandler if the app itself threw; the Hono app catches its own errors,
  // so that would be a bug of ours: a 500, not the client's fault.
  if (!(error instanceof Error && error.name === 'RequestError')) {
    return asResponse(
      standaloneError(new ApiError('internal_error', 'Internal error; retry with backoff and report the request id if it persists.')),
    );
  }
  // The adapter's messages are fixed texts ("Invalid host header"); anything else might quote the request.
  const reason = /^[\w ]+$/.test(error.message) ? ` (${error.message})` : '';
  return asResponse(
    standaloneError(new ApiError('invalid_request', `The request cannot be read${reason}; check the Host header and the request path.`)),
  );
}
