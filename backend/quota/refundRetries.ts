// Refunds the store could not take at once. A refund follows a failed call (the engine or the model
// failed); if the database is away at that moment too, dropping the refund would leave the customer
// charged for a call that failed. So it is kept here and tried again, with a growing pause, until the
// store takes it. The client still gets the answer of its failed call (a 5xx), never an error about the
// refund. Kept in memory: an instance that dies meanwhile loses them (a crash loses at most these).
import { StoreUnavailable } from '../store/postgres/storeUnavailable';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export class RefundRetries {
  readonly #waiting = new Set<() => Promise<void>>();
  #timer: NodeJS.Timeout | null = null;
  #pauseMs = FIRST_RETRY_MS;

  /** Runs the refund; if the store is unavailable, keeps it to run again later. Other errors are thrown. */
  async run(refund: () => Promise<void>): Promise<void> {
    try {
      await refund();
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      this.#waiting.add(refund);
      this.#schedule();
    }
  }

  /** Refunds still waiting for the store. */
  get pending(): number {
    return this.#waiting.size;
  }

  #schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#retry();
    }, this.#pauseMs);
    // Pending refunds alone do not keep a stopping process alive.
    this.#timer.unref();
  }

  async #retry(): Promise<void> {
    for (const refund of [...this.#waiting]) {
      try {
        await refund();
        this.#waiting.delete(refund);
      } catch {
        // Still away (or failing): try again after a longer pause.
        break;
      }
    }
    this.#pauseMs = this.#waiting.size === 0 ? FIRST_RETRY_MS : Math.min(MAX_RETRY_MS, this.#pauseMs * 2);
    if (this.#waiting.size > 0) this.#schedule();
  }
}
