// The connection pool to the shared database, from DATABASE_URL and the PREFLIGHT_PG_* settings.
import pg from 'pg';
import { redactUrl } from '../../log/redact';

export interface PostgresSettings {
  url: string;
  /** Connections this instance may hold at once (PREFLIGHT_PG_POOL_MAX). */
  poolMax: number;
  /**
   * A statement running longer is cancelled and the request answers 503 (PREFLIGHT_PG_STATEMENT_TIMEOUT_MS); a
   * database that does not answer at all is given up QUERY_TIMEOUT_MARGIN_MS later.
   */
  statementTimeoutMs: number;
  /** Waiting longer for a connection (all in use, or the database away) answers 503 (PREFLIGHT_PG_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
}

// bigint (int8) counts come back as numbers: ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How much longer than the statement timeout the client waits for an answer. The database cancels a slow
 * statement itself and says so, and the connection stays usable; the client's own deadline is for a database
 * that cannot say anything (stopped, frozen, cut off by the network): PostgreSQL enforces statement_timeout,
 * so one that does not run does not enforce it, and without this a request waited for the whole outage.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 250;
/** An idle connection is probed after this long without traffic, so one to a vanished host is found dead. */
const KEEPALIVE_AFTER_MS = 10_000;

export function createPool(settings: PostgresSettings, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // A transaction whose client went quiet without closing (a host cut off) is rolled back by the database
    // rather than holding its row locks (a charge holds its key's month row) until keepalive finds it gone.
    idle_in_transaction_session_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    // A query past this fails with "Query read timeout" and its connection is closed, not pooled again
    // (pg-pool discards a client released with an error; postgresStore.ts discards one in a transaction).
    query_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'preflight',
  });
  // An idle connection the database drops (a restart) emits 'error' on the pool; unhandled, it would end the
  // process. The pool discards that connection and opens a new one on the next query.
  pool.on('error', onIdleError);
  return pool;
}

/** The URL without its password (in the userinfo or as `?password=`), for messages and logs. */
export function redactedUrl(url: string): string {
  return redactUrl(url);
}
