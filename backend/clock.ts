/** The service's notion of "now", passed in so that tests can move through months. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
