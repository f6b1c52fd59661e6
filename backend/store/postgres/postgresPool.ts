// The connection pool to the shared database, from DATABASE_URL and the PREFLIGHT_PG_* settings.
import pg from 'pg';

export interface PostgresSettings {
  url: string;
  /** Connections this instance may hold at once (PREFLIGHT_PG_POOL_MAX). */
  poolMax: number;
  /** A statement running longer is cancelled and the request answers 503 (PREFLIGHT_PG_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Waiting longer for a connection (all in use, or the database away) answers 503 (PREFLIGHT_PG_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
}

// bigint (int8) counts come back as numbers: ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createPool(settings: PostgresSettings, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'preflight',
  });
  // An idle connection the database drops (a restart) emits 'error' on the pool; unhandled, it would end the
  // process. The pool discards that connection and opens a new one on the next query.
  pool.on('error', onIdleError);
  return pool;
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}
