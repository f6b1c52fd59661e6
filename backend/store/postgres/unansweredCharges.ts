// Charges whose COMMIT went unanswered (chargeTransaction.ts): the call was answered 503, so it must not stay
// counted, but the COMMIT may have landed (the database froze after reading it, or answered into a connection
// the client had already closed). Each is kept here and looked up, once the database answers, by its
// transaction id: committed, it is taken back; rolled back, nothing was counted; still running (the database
// has not yet read what was sent to it), asked again later.
// Taking one back is itself a transaction whose COMMIT may go unanswered: its own id is kept too, and the
// take-back is done again only once the database says that one was rolled back, so a charge is never taken
// back twice. Kept in memory: an instance that stops before the database answers again leaves those calls
// counted (at most the calls in flight when the database froze).
import type pg from 'pg';
import { COUNT_COLUMN, inOwnTransaction, type ChargedRow } from './chargeTransaction';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2_000;

/** What became of a charge whose COMMIT went unanswered. */
export type ChargeSettlement = 'taken back' | 'never counted';

interface Unanswered {
  charge: ChargedRow;
  xid: string;
  /** The transaction that takes the charge back, once one has been sent its COMMIT. */
  takeBackXid: string | null;
}

type XidStatus = 'committed' | 'aborted' | 'in progress';

async function statusOf(runner: pg.Pool | pg.PoolClient, xid: string): Promise<XidStatus> {
  const { rows } = await runner.query<{ status: string | null }>({
    name: 'xid_status',
    text: 'SELECT txid_status($1::bigint) AS status',
    values: [xid],
  });
  const status = rows[0]?.status;
  // null: too old for the database to remember; a charge's is seconds old, so this would mean it never counted.
  return status === 'committed' || status === 'in progress' ? status : 'aborted';
}

export class UnansweredCharges {
  readonly #waiting = new Set<Unanswered>();
  #timer: NodeJS.Timeout | null = null;
  #pauseMs = FIRST_RETRY_MS;
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onSettled: (outcome: ChargeSettlement) => void = () => {},
  ) {}

  get pending(): number {
    return this.#waiting.size;
  }

  add(charge: ChargedRow, xid: string): void {
    this.#waiting.add({ charge, xid, takeBackXid: null });
    this.#schedule();
  }

  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #schedule(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#settleAll();
    }, this.#pauseMs);
    // Waiting charges alone do not keep a stopping process alive.
    this.#timer.unref();
  }

  async #settleAll(): Promise<void> {
    for (const entry of [...this.#waiting]) {
      let outcome: ChargeSettlement | null;
      try {
        outcome = await this.#settle(entry);
      } catch {
        // The database does not answer yet: all wait for the next round.
        break;
      }
      if (outcome === null) continue;
      this.#waiting.delete(entry);
      this.onSettled(outcome);
    }
    this.#pauseMs = this.#waiting.size === 0 ? FIRST_RETRY_MS : Math.min(MAX_RETRY_MS, this.#pauseMs * 2);
    if (this.#waiting.size > 0) this.#schedule();
  }

  /** The outcome once known, or null while the database still has to decide. */
  async #settle(entry: Unanswered): Promise<ChargeSettlement | null> {
    if (entry.takeBackXid !== null) {
      const earlier = await statusOf(this.pool, entry.takeBackXid);
      if (earlier === 'committed') return 'taken back';
      if (earlier === 'in progress') return null;
      entry.takeBackXid = null;
    }
    const column = COUNT_COLUMN[entry.charge.endpoint];
    return inOwnTransaction<ChargeSettlement | null>(
      this.pool,
      async (client) => {
        const charged = await statusOf(client, entry.xid);
        if (charged === 'in progress') return { value: null, xid: null };
        if (charged === 'aborted') return { value: 'never counted', xid: null };
        const { rows } = await client.query<{ xid: string }>(
          `UPDATE usage SET ${column} = ${column} - 1 WHERE key_id = $1 AND period = $2 AND ${column} > 0 ` +
            `RETURNING txid_current()::text AS xid`,
          [entry.charge.keyId, entry.charge.periodId],
        );
        if (!rows[0]) return { value: 'taken back', xid: null };
        entry.takeBackXid = rows[0].xid;
        return { value: 'taken back', xid: rows[0].xid };
      },
      (xid, error) => {
        entry.takeBackXid = xid;
        return error instanceof Error ? error : new Error(String(error));
      },
    );
  }
}
