// What the quota refuses, as the domain says it: plain errors with the writer's message and the seconds after
// which a retry may succeed. Only the error handler turns them into an HTTP answer (errors/domainErrors.ts).

/** The key's monthly quota for the endpoint is spent until the period resets. */
export class QuotaExceeded extends Error {
  override name = 'QuotaExceeded';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The quota is spent only by calls still in flight: one of them may be refunded, so a retry soon may pass. */
export class QuotaInFlight extends Error {
  override name = 'QuotaInFlight';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Too many calls at once to the endpoints no monthly quota counts: the key's token bucket is empty. */
export class RateLimited extends Error {
  override name = 'RateLimited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
