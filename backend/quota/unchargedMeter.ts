// The endpoints no monthly quota counts (accounts, uploads, receipts, usage) cost the server as much as a
// charged one, an upload far more. Each key gets a token bucket for them (tiers.ts, UNCHARGED_RATES): a burst
// of calls at once, then a steady rate; beyond it a call is refused with the seconds until the bucket holds
// one again. Kept in this process's memory: with several instances behind a load balancer each meters on its
// own, so a key may get up to that many times the rate, which still bounds what one key can ask of each.
import { RateLimited } from './quotaErrors';
import { UNCHARGED_RATES, type Tier } from './tiers';

interface Bucket {
  tokens: number;
  /** When `tokens` was counted, in ms of a monotonic clock. */
  at: number;
}

/** Buckets kept before full ones (the same as none) are dropped. */
const BUCKETS_KEPT = 10_000;

export type Rates = Readonly<Record<Tier, Readonly<{ burst: number; per_minute: number }>>>;

export class UnchargedMeter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly rates: Rates = UNCHARGED_RATES,
    /** A monotonic clock in ms: a wall clock set back would otherwise stop the refill. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one call from the key's bucket, or throws 429 rate_limited with Retry-After. */
  take(key: { id: string; tier: Tier }): void {
    const { burst, per_minute } = this.rates[key.tier];
    const perMs = per_minute / 60_000;
    const now = this.now();
    const bucket = this.#buckets.get(key.id);
    // A tier moved down keeps no more than the new burst.
    const tokens = bucket === undefined ? burst : Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
    if (tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - tokens) / perMs / 1_000));
      this.#buckets.set(key.id, { tokens, at: now });
      throw new RateLimited(
        `Too many calls: the ${key.tier} tier allows each key ${burst} calls at once to the endpoints without a monthly quota ` +
          `(accounts, uploads, receipts, usage), then ${per_minute} a minute. Retry after ${retryAfter} s.`,
        retryAfter,
      );
    }
    this.#buckets.set(key.id, { tokens: tokens - 1, at: now });
    if (this.#buckets.size > BUCKETS_KEPT) this.#dropFull(now);
  }

  /** Drops the buckets that are full whatever the key's tier (the slowest refill, the largest burst). */
  #dropFull(now: number): void {
    const perMs = Math.min(...Object.values(this.rates).map((r) => r.per_minute)) / 60_000;
    const burst = Math.max(...Object.values(this.rates).map((r) => r.burst));
    for (const [id, bucket] of this.#buckets) if (bucket.tokens + (now - bucket.at) * perMs >= burst) this.#buckets.delete(id);
  }
}
