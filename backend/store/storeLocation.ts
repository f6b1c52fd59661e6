// Where the store lives, from the environment: the lowdb file by default, or the PostgreSQL database
// named by DATABASE_URL. The server, `npm start` and `npm run keys` all read it from here.
import { resolve } from 'node:path';
import type { Env } from '../config/env';
import type { PostgresSettings } from './postgres/postgresPool';

export type StoreLocation = { kind: 'lowdb'; file: string } | { kind: 'postgres'; settings: PostgresSettings };

export function storeLocation(env: Env): StoreLocation {
  if (env.DATABASE_URL === undefined) return { kind: 'lowdb', file: resolve(env.PREFLIGHT_DB) };
  return {
    kind: 'postgres',
    settings: {
      url: env.DATABASE_URL,
      poolMax: env.PREFLIGHT_PG_POOL_MAX,
      statementTimeoutMs: env.PREFLIGHT_PG_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.PREFLIGHT_PG_CONNECT_TIMEOUT_MS,
    },
  };
}
