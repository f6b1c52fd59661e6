// Reservations still held by calls whose work is running (generate's model call). They count against
// the quota like charged calls, so the limit is never passed; but each may yet be given back. A call
// denied while some are held is told to retry in a moment rather than at the month's end.

export class InFlightReservations {
  readonly #held = new Map<string, number>();

  /** Holds one reservation of `slot`; the returned function lets it go (once, however often it is called). */
  hold(slot: string): () => void {
    this.#held.set(slot, this.count(slot) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.count(slot) - 1;
      if (left > 0) this.#held.set(slot, left);
      else this.#held.delete(slot);
    };
  }

  count(slot: string): number {
    return this.#held.get(slot) ?? 0;
  }
}

/** One quota counter: a key's calls to one endpoint in one month. */
export function quotaSlot(keyId: string, endpoint: string, periodId: string): string {
  return `${keyId}\u0000${endpoint}\u0000${periodId}`;
}
