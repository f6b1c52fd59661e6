// The pool's defaults, apart from the pg client so that reading the environment does not load it.
// Ten connections per instance serve a few thousand requests a second (each request holds one for about a
// millisecond); the README's "Scale-out" section says how to size them against max_connections.
export const POSTGRES_DEFAULTS = { poolMax: 10, statementTimeoutMs: 4_000, connectTimeoutMs: 3_000, startWaitMs: 30_000 } as const;
