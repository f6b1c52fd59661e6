// Quotas run per calendar month in UTC and reset at 00:00 on the 1st, as the API promises.

export interface QuotaPeriod {
  /** "YYYY-MM", the key under which usage is counted. */
  id: string;
  start: Date;
  /** The reset instant: 00:00 UTC on the 1st of the next month. */
  end: Date;
}

export function periodOf(now: Date): QuotaPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  return { id: `${year}-${String(month + 1).padStart(2, '0')}`, start, end };
}

/** Length of the period in whole seconds (the `w` of RateLimit-Policy). */
export function periodSeconds(period: QuotaPeriod): number {
  return Math.round((period.end.getTime() - period.start.getTime()) / 1000);
}

/** Whole seconds from `now` until the reset, never 0 so that Retry-After always asks for a wait. */
export function secondsUntilReset(period: QuotaPeriod, now: Date): number {
  return Math.max(1, Math.ceil((period.end.getTime() - now.getTime()) / 1000));
}
