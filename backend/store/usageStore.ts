// The usage part of the store: each key's calls counted per month and endpoint, checked and counted in one step.
import type { QuotaEndpoint } from '@preflight/engine/wire';

export interface Reservation {
  granted: boolean;
  /** Calls counted in the period after this attempt (including this one when granted). */
  used: number;
}

export interface UsageStore {
  /**
   * Atomically counts one call if the count stays within `limit` (null: unlimited). Both the check and
   * the increment happen in one step so concurrent callers can never exceed the limit.
   */
  reserve(keyId: string, endpoint: QuotaEndpoint, periodId: string, limit: number | null): Promise<Reservation>;
  /** Gives back one reserved call (the call failed, so it is not charged). */
  release(keyId: string, endpoint: QuotaEndpoint, periodId: string): Promise<void>;
  usage(keyId: string, periodId: string): Promise<Record<QuotaEndpoint, number>>;
}
