// Whether the store can keep what the server counts: the file's writes succeed, the database answers. A
// store records what its own work shows (every write of the file, every statement sent to the database), so
// asking costs no I/O. Readiness (GET /readyz) and the `store` field of GET /healthz read it; a failing store
// keeps trying by itself (the file's write is retried, the database probed), so it turns ok again without
// any request, which matters once a load balancer has stopped sending them.
import { z } from 'zod';

export const StoreHealth = z
  .object({
    status: z.enum(['ok', 'failing']),
    /** When the store began to fail; null while it is ok. */
    since: z.string().nullable(),
    /** Why, in plain words, with the system's code; never a path, an address or a message from outside. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'StoreHealth' });
export type StoreHealth = z.infer<typeof StoreHealth>;

export interface HealthChange {
  health: StoreHealth;
  /** The failure that made it failing (for the log's error fields). */
  error?: unknown;
  /** How long it had been failing, when it turns ok again. */
  failedForMs?: number;
}

/** The store's health as its operations find it; tells `onChange` when it turns failing or ok again. */
export class HealthRecord {
  #health: StoreHealth = { status: 'ok', since: null, reason: null };
  #failingSince = 0;

  constructor(private readonly onChange: (change: HealthChange) => void = () => {}) {}

  get current(): StoreHealth {
    return this.#health;
  }

  get failing(): boolean {
    return this.#health.status === 'failing';
  }

  ok(): void {
    if (!this.failing) return;
    this.#health = { status: 'ok', since: null, reason: null };
    this.onChange({ health: this.#health, failedForMs: Date.now() - this.#failingSince });
  }

  fail(reason: string, error?: unknown): void {
    if (this.failing) {
      if (this.#health.reason !== reason) this.#health = { ...this.#health, reason };
      return;
    }
    this.#failingSince = Date.now();
    this.#health = { status: 'failing', since: new Date(this.#failingSince).toISOString(), reason };
    this.onChange({ health: this.#health, error });
  }
}
