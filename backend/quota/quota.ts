// Monthly quotas: an atomic reserve before the work, a refund when the work fails, so that only
// successful calls are charged (our answer to spec.md's "whether failed requests consume quota").
import { ApiError } from '../errors/apiError';
import type { Clock } from '../clock';
import type { ApiKeyRecord, Store } from '../store/store';
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

type KeyRef = Pick<ApiKeyRecord, 'id' | 'tier' | 'prefix'>;

export class Quota {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /** Counts one call or throws quota_exceeded (429) with Retry-After. */
  async charge(key: KeyRef, endpoint: QuotaEndpoint): Promise<QuotaCharge> {
    const now = this.clock.now();
    const period = periodOf(now);
    const limit = monthlyLimit(key.tier, endpoint);
    const result = await this.store.reserve(key.id, endpoint, period.id, limit);
    const snapshot = snapshotOf(key.tier, endpoint, limit, result.used, period, now);
    if (!result.granted) {
      throw new ApiError('quota_exceeded', exhaustedMessage(key, snapshot), { 'Retry-After': String(snapshot.resetInSeconds) });
    }
    let refunded = false;
    return {
      snapshot,
      refund: async () => {
        if (refunded) return;
        refunded = true;
        await this.store.release(key.id, endpoint, period.id);
      },
    };
  }

  async snapshot(key: KeyRef, endpoint: QuotaEndpoint): Promise<QuotaSnapshot> {
    const now = this.clock.now();
    const period = periodOf(now);
    const used = (await this.store.usage(key.id, period.id))[endpoint];
    return snapshotOf(key.tier, endpoint, monthlyLimit(key.tier, endpoint), used, period, now);
  }
}

function snapshotOf(tier: Tier, endpoint: QuotaEndpoint, limit: number | null, used: number, period: QuotaPeriod, now: Date): QuotaSnapshot {
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
      : ` To raise it now, ask the operator to move key ${key.prefix} to the ${next} tier (${nextLimit === null ? 'unlimited' : `${nextLimit}`} ${s.endpoint} calls per month).`;
  return (
    `Monthly ${s.endpoint} quota exhausted: the ${s.tier} tier allows ${s.limit} ${s.endpoint} calls per calendar month (UTC) and this key has used ${s.used}. ` +
    `It resets at ${s.resetAt.toISOString()} (in ${s.resetInSeconds} s).${upgrade}`
  );
}
