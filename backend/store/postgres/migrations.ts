// The schema, created or brought up to date at start. Numbered .sql files beside this one run in order,
// each in its own transaction, and are recorded in schema_migrations. Instances that start together take
// one advisory lock first, so exactly one of them migrates and the others find the work done.
import { readdirSync, readFileSync } from 'node:fs';
import type { Pool } from 'pg';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any fixed number: the lock id the instances agree on ("pfmg" in ASCII). */
const MIGRATION_LOCK = 0x70666d67;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The repository's migrations, oldest first: files named "0001_what_it_does.sql". */
export function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'),
    }));
}

/** Applies the migrations the database lacks; returns the versions applied now. */
export async function migrate(pool: Pool): Promise<number[]> {
  const client = await pool.connect();
  // A connection that fails here is closed rather than pooled: closing it also frees the advisory lock.
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      const applied: number[] = [];
      for (const migration of migrations()) {
        if (done.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          throw error;
        }
        applied.push(migration.version);
      }
      return applied;
    } finally {
      // A failed unlock must not hide the error that brought us here.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => (broken = true));
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}
