// A database that cannot be reached, as the client sees it: 503 store_unavailable with Retry-After. The
// message names no database (its address is the operator's business, in the log's error fields).
import { StoreUnavailable } from '../store/postgres/storeUnavailable';
import { ApiError } from './apiError';

/** Long enough for a database restart or a failover to finish, short enough that a client barely notices. */
export const STORE_RETRY_AFTER_SECONDS = 5;

export function storeUnavailableError(cause: StoreUnavailable): ApiError {
  return new ApiError(
    'store_unavailable',
    `The database behind the API cannot be reached right now; retry in ${STORE_RETRY_AFTER_SECONDS} s. ` +
      `Report the request id if it persists.`,
    { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
    { cause },
  );
}

export { StoreUnavailable };
