// The database cannot be reached (down, restarting, out of connections, too slow). Requests answer 503
// with Retry-After rather than 500: nothing is wrong with the request, and the pool reconnects by itself
// when the database is back (postgresStore.ts).

export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}

/** SQLSTATE classes that mean "the database is not there for us right now", not "this query is wrong". */
const UNAVAILABLE_CLASSES = new Set([
  '08', // connection exception
  '53', // insufficient resources (too many connections, out of memory or disk)
  '57', // operator intervention: admin_shutdown, crash_shutdown, cannot_connect_now, query_canceled (statement_timeout)
  '58', // system error (I/O)
]);

/** Whether a pg error (or a socket error under it) is the database being unreachable. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // SQLSTATEs are five characters; anything else with a code is the socket's (ECONNREFUSED, ECONNRESET…).
  if (typeof code === 'string') return code.length === 5 ? UNAVAILABLE_CLASSES.has(code.slice(0, 2)) : true;
  // pg's own errors for a lost or never-made connection carry no code.
  return /connect|Connection terminated|not queryable|timeout/i.test(error.message);
}
