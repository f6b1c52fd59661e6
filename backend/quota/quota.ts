// Monthly quotas: an atomic reserve before the work, a refund when the work fails, so that only
// successful calls are charged: a call that fails costs the customer nothing.
import type { Clock } from '../clock';
import type { ApiKeyRecord, Reservation, UsageStore } from '../store/store';
import { InFlightReservations, quotaSlot } from './inFlight';
import { QuotaExceeded, QuotaInFlight } from './quotaErrors';
import { RefundRetries } from './refundRetries';
import { periodOf, periodSeconds, secondsUntilReset, type QuotaPeriod } from './period';
import { monthlyLimit, UPGRADE_PATH, type QuotaEndpoint, type Tier } from './tiers';

/** Where a key stands for one endpoint, as reported in headers and by GET /api/v1/usage. */
export interface QuotaSnapshot {
  endpoint: QuotaEndpoint;
  tier: Tier;
  limit: number | null;
  used: number;
  remaining: number | null;
  resetAt: Date;
  /** Seconds until resetAt, at least 1. */
  resetInSeconds: number;
  /** Length of the whole month in seconds. */
  windowSeconds: number;
}

export interface QuotaCharge {
  snapshot: QuotaSnapshot;
  /** Gives the call back (it failed). Safe to call more than once. */
  refund(): Promise<void>;
}

/** A charge held while slow work runs: settled by commit (it succeeded) or refund (it failed). */
export interface QuotaReservation extends QuotaCharge {
  /** The work succeeded: the call stays counted and no longer holds a reservation. Safe to call more than once. */
  commit(): void;
}

/**
 * What a call denied while reservations are held is asked to wait. A held call ends within one model call
 * (seconds), and if it fails its slot comes back; the next try then learns whether the quota is really gone.
 */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 3;

type KeyRef = Pick<ApiKeyRecord, 'id' | 'tier' | 'prefix'>;

export class Quota {
  readonly #inFlight = new InFlightReservations();
  /** Refunds waiting for a database that went away (PostgreSQL store); see refundRetries.ts. */
  readonly refunds = new RefundRetries();
  /** The month of the latest call: nearly every call falls in the same one as the call before. */
  #period: QuotaPeriod | undefined;

  constructor(
    private readonly store: UsageStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one call at once (work that is quick and rarely fails) or throws a 429 with Retry-After. */
  charge(key: KeyRef, endpoint: QuotaEndpoint): Promise<QuotaCharge> {
    return this.#take(key, endpoint, false);
  }

  /**
   * Counts one call and holds it as in flight until commit or refund, for slow work that may fail (a model
   * call). While it is held, a call the quota cannot take is told to retry in seconds (quota_in_flight).
   */
  reserve(key: KeyRef, endpoint: QuotaEndpoint): Promise<QuotaReservation> {
    return this.#take(key, endpoint, true);
  }

  async #take(key: KeyRef, endpoint: QuotaEndpoint, held: boolean): Promise<CountedCall> {
    const now = this.clock.now();
    const period = this.#periodAt(now);
    const limit = monthlyLimit(key.tier, endpoint);
    // Held before the store counts it: another call denied in the meantime must already see it in flight.
    const letGo = held ? this.#inFlight.hold(quotaSlot(key.id, endpoint, period.id)) : undefined;
    let result: Reservation;
    try {
      result = await this.store.reserve(key.id, endpoint, period.id, limit);
    } catch (error) {
      letGo?.();
      throw error;
    }
    const snapshot = snapshotOf(key.tier, endpoint, limit, result.used, period, now);
    if (!result.granted) {
      letGo?.();
      const inFlight = this.#inFlight.count(quotaSlot(key.id, endpoint, period.id));
      // Retryable only if giving back every held call would leave room (a lowered tier may not).
      if (inFlight > 0 && limit !== null && result.used - inFlight < limit) {
        throw new QuotaInFlight(inFlightMessage(snapshot, inFlight), IN_FLIGHT_RETRY_AFTER_SECONDS);
      }
      throw new QuotaExceeded(exhaustedMessage(key, snapshot), snapshot.resetInSeconds);
    }
    return new CountedCall(snapshot, () => this.store.release(key.id, endpoint, period.id), this.refunds, letGo);
  }

  #periodAt(now: Date): QuotaPeriod {
    const time = now.getTime();
    if (this.#period === undefined || time < this.#period.start.getTime() || time >= this.#period.end.getTime())
      this.#period = periodOf(now);
    return this.#period;
  }

  async snapshot(key: KeyRef, endpoint: QuotaEndpoint): Promise<QuotaSnapshot> {
    const now = this.clock.now();
    const period = this.#periodAt(now);
    const used = (await this.store.usage(key.id, period.id))[endpoint];
    return snapshotOf(key.tier, endpoint, monthlyLimit(key.tier, endpoint), used, period, now);
  }
}

/**
 * A call the store has counted. A class rather than an object of closures: one is made on every charged call,
 * and the methods of a class are made once.
 */
class CountedCall implements QuotaReservation {
  #refunded = false;

  constructor(
    readonly snapshot: QuotaSnapshot,
    private readonly release: () => Promise<void>,
    private readonly refunds: RefundRetries,
    /** Lets the in-flight hold go (reserve only); cleared once done. */
    private letGo: (() => void) | undefined,
  ) {}

  commit(): void {
    this.letGo?.();
    this.letGo = undefined;
  }

  async refund(): Promise<void> {
    this.commit();
    if (this.#refunded) return;
    this.#refunded = true;
    await this.refunds.run(this.release);
  }
}

function snapshotOf(
  tier: Tier,
  endpoint: QuotaEndpoint,
  limit: number | null,
  used: number,
  period: QuotaPeriod,
  now: Date,
): QuotaSnapshot {
  return {
    endpoint,
    tier,
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetAt: period.end,
    resetInSeconds: secondsUntilReset(period, now),
    windowSeconds: periodSeconds(period),
  };
}

function exhaustedMessage(key: KeyRef, s: QuotaSnapshot): string {
  const next = UPGRADE_PATH[s.tier];
  const nextLimit = next === null ? null : monthlyLimit(next, s.endpoint);
  const upgrade =
    next === null
      ? ''
      : ` To raise it now, ask the operator to move key ${key.prefix} to the ${next} tier ` +
        `(${nextLimit === null ? 'unlimited' : `${nextLimit}`} ${s.endpoint} calls per month).`;
  return (
    `Monthly ${s.endpoint} quota exhausted: the ${s.tier} tier allows ${s.limit} ${s.endpoint} calls per ` +
    `calendar month (UTC) and this key has used ${s.used}. ` +
    `It resets at ${s.resetAt.toISOString()} (in ${s.resetInSeconds} s).${upgrade}`
  );
}

function inFlightMessage(s: QuotaSnapshot, inFlight: number): string {
  const running = inFlight === 1 ? '1 more is' : `${inFlight} more are`;
  return (
    `Monthly ${s.endpoint} quota taken by calls in flight: this key's ${s.tier} tier allows ${s.limit} ` +
    `${s.endpoint} calls per calendar month (UTC), ` +
    `${Math.max(0, s.used - inFlight)} are counted and ${running} still running. Retry in ` +
    `${IN_FLIGHT_RETRY_AFTER_SECONDS} s: a call that fails is not charged ` +
    `and frees its slot; if they all succeed, the quota is used up until ${s.resetAt.toISOString()}.`
  );
}
