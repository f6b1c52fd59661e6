// The domain's errors as the API answers them: each plain error class of the quota, the accounts, the keys and the store
// mapped to its code, its status (apiError.ts) and its headers, with the domain's own message. The one place
// that knows both sides; the domain never names an HTTP status.
import { AccountLimitReached, AccountNotFound, RecalibrationFailed, TextBudgetExceeded } from '../accounts/accountErrors';
import { KeyNotFound, KeyRevoked } from '../keys/keyService';
import { QuotaExceeded, QuotaInFlight, RateLimited } from '../quota/quotaErrors';
import { AmbiguousKeyRef } from '../store/keyStore';
import { ValueRefused } from '../store/valueRefused';
import { ApiError } from './apiError';
import { StoreUnavailable, storeUnavailableError } from './storeUnavailableError';

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/** The answer for a domain error; undefined for anything else. */
export function fromDomainError(error: unknown): ApiError | undefined {
  if (error instanceof QuotaExceeded) return new ApiError('quota_exceeded', error.message, retryAfter(error.retryAfterSeconds));
  if (error instanceof QuotaInFlight) return new ApiError('quota_in_flight', error.message, retryAfter(error.retryAfterSeconds));
  if (error instanceof RateLimited) return new ApiError('rate_limited', error.message, retryAfter(error.retryAfterSeconds));
  if (error instanceof AccountNotFound) return new ApiError('not_found', error.message);
  // The key operations of the admin listener: a reference that names no key, a revoked one, or several.
  if (error instanceof KeyNotFound) return new ApiError('not_found', error.message);
  if (error instanceof KeyRevoked || error instanceof AmbiguousKeyRef) return new ApiError('invalid_request', error.message);
  if (error instanceof AccountLimitReached) return new ApiError('quota_exceeded', error.message);
  if (error instanceof TextBudgetExceeded) return new ApiError('text_budget_exceeded', error.message);
  if (error instanceof RecalibrationFailed) return new ApiError('internal_error', error.message, {}, { cause: error.cause });
  if (error instanceof StoreUnavailable) return storeUnavailableError(error);
  // The database's data exception (class 22) names the value, which may be the post's text: the message does not.
  if (error instanceof ValueRefused) {
    const message =
      'The request holds a value the database cannot store (a control character, or a number or date out of range); ' +
      'fix it and send it again.';
    return new ApiError('invalid_request', message, {}, { cause: error });
  }
  return undefined;
}
