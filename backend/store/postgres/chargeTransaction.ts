// A charge on PostgreSQL, counted only when its own transaction commits. A charge sent as one autocommit
// statement to a database that froze with it in its socket ran when the database woke, long after the client
// had given up and answered 503: that call was charged for nothing. Here the count is made inside BEGIN …
// COMMIT, and the COMMIT is sent only once the count has come back in time. A client that gives up before then
// closes the connection, and the database, reading the close where a COMMIT should be, rolls the count back.
// What no protocol can close is the COMMIT itself going unanswered: the client cannot know whether it landed.
// The transaction's id is then handed back (CommitUnanswered), so the charge can be looked up once the database
// answers again and taken back if it did land (unansweredCharges.ts).
import pg from 'pg';

const { escapeLiteral } = pg;
import type { QuotaEndpoint } from '@preflight/engine/wire';

/** The (key, month) row a charge counts on, and which of its columns. */
export interface ChargedRow {
  keyId: string;
  endpoint: QuotaEndpoint;
  periodId: string;
}

/** The columns a charge may count: never built from input. */
export const COUNT_COLUMN: Readonly<Record<QuotaEndpoint, string>> = { score: 'score', generate: 'generate' };

/** The COMMIT of a charge was sent and not answered: the charge may or may not be counted. */
export class CommitUnanswered extends Error {
  override name = 'CommitUnanswered';
  constructor(
    readonly charge: ChargedRow,
    /** The charge's transaction id (64-bit, as text), for txid_status once the database answers. */
    readonly xid: string,
    cause: unknown,
  ) {
    super('The database did not answer the COMMIT of a charge.', { cause });
  }
}

/**
 * Runs `work` on a connection of its own in BEGIN … COMMIT. `work` returns the value and the transaction id
 * once something is written (null xid when nothing was, and the transaction is rolled back). On any error the
 * connection is closed, never pooled again: a database that did not answer would not answer a ROLLBACK either,
 * and closing rolls back whatever the database has not committed.
 */
export async function inOwnTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<{ value: T; xid: string | null }>,
  onUnanswered: (xid: string, error: unknown) => Error,
): Promise<T> {
  const client = await pool.connect();
  // A connection cut while checked out between two statements (a restart, a session the database ended)
  // emits 'error' on the client, and the pool listens only while it is idle: unheard, that error ends the process.
  let broken = false;
  const onError = () => (broken = true);
  client.on('error', onError);
  let committing: string | null = null;
  try {
    await client.query('BEGIN');
    const { value, xid } = await work(client);
    if (xid === null) {
      await client.query('ROLLBACK');
      return value;
    }
    committing = xid;
    await client.query('COMMIT');
    return value;
  } catch (error) {
    broken = true;
    throw committing === null ? error : onUnanswered(committing, error);
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/**
 * Counts one call on the row, inside the quota, in a transaction of its own: the count, or null when the quota
 * is spent. The COMMIT is queued behind the count rather than sent after the count's answer has come back
 * through the event loop: the pg client sends it the moment that answer arrives, so the key's month row stays
 * locked for one round trip, not for however long other requests' scoring keeps the process busy. Queued is not
 * sent: a count the client gave up on is never followed by its COMMIT, because giving up closes the connection
 * before anything else is read from it (the client sends a queued statement only when the one before it is
 * answered, and a count that was answered in time was not given up on).
 */
export async function chargeInTransaction(pool: pg.Pool, charge: ChargedRow, limit: number | null): Promise<number | null> {
  const column = COUNT_COLUMN[charge.endpoint];
  const client = await pool.connect();
  // See inOwnTransaction: a cut connection's 'error' must be heard while the client is checked out.
  let broken = false;
  const onError = () => (broken = true);
  client.on('error', onError);
  try {
    // BEGIN and the count go in one message, so the count can never run outside the transaction (a BEGIN that
    // failed would skip it) and the connection is held for one round trip less. One message takes no
    // parameters: the values are quoted by the client's own literal escaping (the period and the limit are ours;
    // the key id is from the store).
    const counted = client.query(
      `BEGIN; INSERT INTO usage AS u (key_id, period, ${column})
       VALUES (${escapeLiteral(charge.keyId)}, ${escapeLiteral(charge.periodId)}, 1)
       ON CONFLICT (key_id, period) DO UPDATE SET ${column} = u.${column} + 1
       ${limit === null ? '' : `WHERE u.${column} < ${Math.trunc(limit)}`}
       RETURNING u.${column} AS used, txid_current()::text AS xid`,
    );
    const committed = client.query('COMMIT');
    // Read below only once the count is in; a count that failed leaves it to fail with the closed connection.
    committed.catch(() => {});
    let row: { used: number; xid: string } | undefined;
    try {
      row = countOf(await counted);
    } catch (error) {
      // Closed at once, before the next read from the socket: the queued COMMIT is never sent (a count the
      // database refused is followed by its COMMIT, which then only ends the failed transaction).
      broken = true;
      throw error;
    }
    try {
      await committed;
    } catch (error) {
      broken = true;
      // Nothing was written when the quota is spent (the upsert returned no row): only a count needs looking up.
      throw row ? new CommitUnanswered(charge, row.xid, error) : error;
    }
    return row ? row.used : null;
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** The count's row from the answer to BEGIN and the count (pg answers a message of two statements with two results). */
function countOf(answer: pg.QueryResult | pg.QueryResult[]): { used: number; xid: string } | undefined {
  const results: pg.QueryResult[] = Array.isArray(answer) ? answer : [answer];
  const row: unknown = results.at(-1)?.rows[0];
  if (row === undefined) return undefined;
  const { used, xid } = row as { used: unknown; xid: unknown };
  if (typeof used !== 'number' || typeof xid !== 'string') throw new Error('The charge came back without its count.');
  return { used, xid };
}
