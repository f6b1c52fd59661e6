// How the PostgreSQL store's aggregates reach the database: every statement through query(), every multi-step
// change through inTransaction(). A database that cannot be reached throws StoreUnavailable (503 with
// Retry-After); the pool opens fresh connections when it is back. One that does not answer at all (frozen, cut
// off) is given up a little after the statement timeout (postgresPool.ts), and its connection closed. While
// statements fail this way the store's health is failing (storeHealth.ts), and a trivial statement is tried
// every second until one answers, so the health turns ok again without waiting for a request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { systemCodeOf } from '../../log/errorFields';
import type { HealthRecord, StoreHealth } from '../storeHealth';
import { isDataException, ValueRefused } from '../valueRefused';
import { isUnavailable, StoreUnavailable } from './storeUnavailable';

/** While the database fails: how often it is asked whether it answers again. */
const PROBE_EVERY_MS = 1_000;
/** How long close() waits for the database to take its goodbyes: a frozen one never does. */
const CLOSE_WAIT_MS = 2_000;

export class PostgresConnection {
  readonly pool: pg.Pool;
  /** The database's URL without its password, for messages. */
  readonly where: string;
  readonly #health: HealthRecord;
  /** The transaction a key change runs in: the store's methods called inside it use its connection. */
  readonly #transaction = new AsyncLocalStorage<pg.PoolClient>();
  /** The probe in flight, shared by all who ask meanwhile. */
  #probing: Promise<void> | null = null;
  #probeTimer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(pool: pg.Pool, where: string, health: HealthRecord) {
    this.pool = pool;
    this.where = where;
    this.#health = health;
  }

  async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<pg.QueryResult<Row>> {
    const runner = this.#transaction.getStore() ?? this.pool;
    try {
      const result = await runner.query<Row>(name ? { name, text, values } : { text, values });
      this.#health.ok();
      return result;
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /** A statement sent outside query() (a charge's own transaction) was answered. */
  answered(): void {
    this.#health.ok();
  }

  /** What a failed statement is thrown as: a value the database refused, the database unavailable, or itself. */
  unavailable(error: unknown): unknown {
    if (isDataException(error)) {
      return new ValueRefused(`The database refused a value of the request (${describe(error)}).`, { cause: error });
    }
    if (error instanceof StoreUnavailable || !isUnavailable(error)) return error;
    this.#failing(error);
    return new StoreUnavailable(`The database ${this.where} is unavailable (${describe(error)}).`, { cause: error });
  }

  /** Records the failure and, until the database answers again, asks it every second. */
  #failing(error: unknown): void {
    const code = systemCodeOf(error);
    const how = code ? ` (${code})` : /timeout/i.test((error as Error).message) ? ' in time' : '';
    this.#health.fail(`the database does not answer${how}`, error);
    if (this.#probeTimer || this.#closed) return;
    this.#probeTimer = setInterval(() => {
      if (!this.#health.failing) this.#stopProbing();
      else void this.#probe();
    }, PROBE_EVERY_MS);
    this.#probeTimer.unref();
  }

  #stopProbing(): void {
    if (this.#probeTimer) clearInterval(this.#probeTimer);
    this.#probeTimer = null;
  }

  /** One trivial statement (deduplicated): its outcome is recorded by query() like any other. */
  #probe(): Promise<void> {
    this.#probing ??= this.query('SELECT 1')
      .then(
        () => {},
        () => {},
      )
      .finally(() => (this.#probing = null));
    return this.#probing;
  }

  health(): StoreHealth {
    return this.#health.current;
  }

  async checkHealth(waitMs: number): Promise<StoreHealth> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)));
    try {
      if ((await Promise.race([this.#probe(), late])) !== 'late') return this.#health.current;
    } finally {
      clearTimeout(timer);
    }
    // The probe goes on (and is recorded when it ends); this answer cannot wait for it.
    const since = this.#health.current.since ?? new Date().toISOString();
    return { status: 'failing', since, reason: `the database did not answer within ${waitMs} ms` };
  }

  /** Runs `work` in one transaction (or inside the one already running). */
  async inTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.#transaction.getStore()) return work();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw this.unavailable(error);
    }
    let broken = false;
    // A connection cut between two statements emits 'error' on the client, which the pool hears only while the
    // client is idle: unheard, it would end the process. It is closed below instead.
    const onError = () => (broken = true);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await this.#transaction.run(client, work);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A database that did not answer would not answer a ROLLBACK either (it would wait its own timeout
      // behind the stuck statement): the connection is closed instead, which rolls the transaction back.
      if (isUnavailable(error instanceof StoreUnavailable ? error.cause : error)) broken = true;
      else await client.query('ROLLBACK').catch(() => (broken = true));
      throw this.unavailable(error);
    } finally {
      // A connection that failed mid-transaction is closed rather than handed to the next request.
      client.removeListener('error', onError);
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#stopProbing();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    // A frozen database never acknowledges the goodbye of an idle connection: the process may still end.
    await Promise.race([this.pool.end(), waited]).finally(() => clearTimeout(timer));
  }
}

/** A database error in one line: its SQLSTATE or system code, and its message. */
export function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
