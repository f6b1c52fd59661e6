// Copies a lowdb store's data into PostgreSQL (`npm run keys -- migrate`), in one transaction:
// a failure part way leaves the database as it was. Running it again copies nothing twice, so an operator
// whose first run failed (or who is unsure it ran) simply runs it again:
// - a key already in the database stays as it is there (it may have been revoked or rotated since);
// - the month's counts only go up, to the file's count, never added to it (a repeated run would double it);
// - an account already in the database keeps its own posts, model and predictions.
// Only the current month's usage is copied: quotas count per UTC month, so older months limit nothing.
import type pg from 'pg';
import type { StoreData, StoredAccount } from '../lowdb/storeFile';
import { migrate } from './migrations';
import { withoutFingerprint } from '../withoutFingerprint';
import type { PostgresSettings } from './postgresPool';
import { isUnavailable, StoreUnavailable } from './storeUnavailable';

export interface Copied {
  /** Written now. */
  copied: number;
  /** Found in the database already, left as they are there. */
  already: number;
}

export interface ImportReport {
  /** The database, its password replaced by ***. */
  into: string;
  keys: Copied;
  /** Per key with calls in `period`: copied = rows raised or created now, calls = calls added by them. */
  usage: Copied & { period: string; calls: number };
  accounts: Copied;
  /** Of the accounts copied now (an account already there keeps its own). */
  posts: { copied: number };
  predictions: { copied: number };
}

/** A database error that is not the database being away (a key whose hash another key holds, say). */
export class ImportFailed extends Error {
  override name = 'ImportFailed';
}

/** Rows per INSERT: a store's posts can run to millions, and one statement must stay within the statement timeout. */
const CHUNK = 2_000;

export async function importStoreData(settings: PostgresSettings, data: StoreData, periodId: string): Promise<ImportReport> {
  // The pg client is loaded on use: the keys CLI imports this module (for ImportFailed) on every command.
  const { createPool, redactedUrl } = await import('./postgresPool');
  const into = redactedUrl(settings.url);
  const pool = createPool(settings, () => {});
  try {
    await migrate(pool);
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const report = await copyAll(client, data, periodId, into);
      await client.query('COMMIT');
      return report;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  } catch (error) {
    if (isUnavailable(error))
      throw new StoreUnavailable(`The database ${into} cannot be reached (${describe(error)}); nothing was copied.`, { cause: error });
    if (error instanceof Error && typeof (error as { code?: unknown }).code === 'string') {
      throw new ImportFailed(`Copying into ${into} failed (${describe(error)}); nothing was copied.`, { cause: error });
    }
    throw error;
  } finally {
    await pool.end().catch(() => {});
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

async function copyAll(client: pg.PoolClient, data: StoreData, periodId: string, into: string): Promise<ImportReport> {
  const keys = await copyKeys(client, data);
  const usage = await copyUsage(client, data, periodId);
  const accounts = Object.values(data.accounts);
  const inserted = await copyAccounts(client, accounts);
  const fresh = accounts.filter((account) => inserted.has(account.id));
  const posts = await copyPosts(client, fresh);
  const predictions = await copyPredictions(client, fresh);
  return {
    into,
    keys,
    usage,
    accounts: { copied: inserted.size, already: accounts.length - inserted.size },
    posts: { copied: posts },
    predictions: { copied: predictions },
  };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

async function copyKeys(client: pg.PoolClient, data: StoreData): Promise<Copied> {
  let copied = 0;
  for (const part of chunks(data.keys)) {
    // ON CONFLICT (id) only: a different key holding the same hash is an error, never silently skipped.
    const { rowCount } = await client.query(
      `INSERT INTO api_keys (id, prefix, hash, label, tier, created_at, last_used_at, revoked_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
                            $6::timestamptz[], $7::timestamptz[], $8::timestamptz[])
       ON CONFLICT (id) DO NOTHING`,
      [
        part.map((k) => k.id),
        part.map((k) => k.prefix),
        part.map((k) => k.hash),
        part.map((k) => k.label),
        part.map((k) => k.tier),
        part.map((k) => k.created_at),
        part.map((k) => k.last_used_at),
        part.map((k) => k.revoked_at),
      ],
    );
    copied += rowCount ?? 0;
  }
  return { copied, already: data.keys.length - copied };
}

async function copyUsage(client: pg.PoolClient, data: StoreData, periodId: string): Promise<ImportReport['usage']> {
  // A row of zeros (a release on a key with no calls leaves one) counts nothing: there is nothing to copy.
  const rows = Object.entries(data.usage)
    .map(([keyId, periods]) => ({ keyId, counts: periods[periodId] }))
    .filter(
      (row): row is { keyId: string; counts: { score: number; generate: number } } =>
        row.counts !== undefined && row.counts.score + row.counts.generate > 0,
    );
  let copied = 0;
  let calls = 0;
  for (const part of chunks(rows)) {
    const ids = part.map((row) => row.keyId);
    // The rows this chunk meets are locked first, so the counts they held before are the ones raised from.
    const { rows: before } = await client.query<{ key_id: string; total: number }>(
      'SELECT key_id, score + generate AS total FROM usage WHERE period = $1 AND key_id = ANY($2::text[]) FOR UPDATE',
      [periodId, ids],
    );
    const held = new Map(before.map((row) => [row.key_id, row.total]));
    // GREATEST, not a sum: a second run (or a count the database already has) never doubles a call.
    const { rows: raised } = await client.query<{ key_id: string; total: number }>(
      `INSERT INTO usage AS u (key_id, period, score, generate)
       SELECT key_id, $1, score, generate FROM unnest($2::text[], $3::integer[], $4::integer[]) AS i(key_id, score, generate)
       ON CONFLICT (key_id, period) DO UPDATE
         SET score = GREATEST(u.score, excluded.score), generate = GREATEST(u.generate, excluded.generate)
       WHERE u.score < excluded.score OR u.generate < excluded.generate
       RETURNING u.key_id, u.score + u.generate AS total`,
      [periodId, ids, part.map((row) => row.counts.score), part.map((row) => row.counts.generate)],
    );
    copied += raised.length;
    for (const row of raised) calls += row.total - (held.get(row.key_id) ?? 0);
  }
  return { period: periodId, copied, already: rows.length - copied, calls };
}

/** The ids inserted now; an account already there is skipped whole. */
async function copyAccounts(client: pg.PoolClient, accounts: readonly StoredAccount[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const part of chunks(accounts)) {
    // ORDER BY the file's order: seq (which listAccounts sorts by) is drawn row by row as they are inserted.
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO accounts (id, key_id, label, platform, created_at, model, revision)
       SELECT id, key_id, label, platform, created_at, model, revision
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::jsonb[], $7::integer[])
         WITH ORDINALITY AS a(id, key_id, label, platform, created_at, model, revision, n)
       ORDER BY n
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [
        part.map((a) => a.id),
        part.map((a) => a.key_id),
        part.map((a) => a.label),
        part.map((a) => a.platform),
        part.map((a) => a.created_at),
        // SQL NULL for no model, not the JSON value null.
        part.map((a) => (a.model === null ? null : JSON.stringify(a.model))),
        part.map((a) => a.revision),
      ],
    );
    for (const row of rows) inserted.add(row.id);
  }
  return inserted;
}

async function copyPosts(client: pg.PoolClient, accounts: readonly StoredAccount[]): Promise<number> {
  // position = the index in the file: where each post was first added, which listPosts sorts by.
  const rows = accounts.flatMap((account) => account.posts.map((post, position) => ({ accountId: account.id, post, position })));
  for (const part of chunks(rows)) {
    await client.query(
      `INSERT INTO account_posts (account_id, post_id, position, post, fingerprint)
       SELECT * FROM unnest($1::text[], $2::text[], $3::integer[], $4::jsonb[], $5::text[])`,
      [
        part.map((r) => r.accountId),
        part.map((r) => r.post.post_id),
        part.map((r) => r.position),
        part.map((r) => JSON.stringify(withoutFingerprint(r.post))),
        part.map((r) => r.post.fingerprint ?? null),
      ],
    );
  }
  // The text budgets' count, as the store keeps it (migration 0003).
  await client.query(
    `UPDATE accounts a SET text_bytes = s.bytes
     FROM (SELECT account_id, sum(octet_length(post->>'text')) AS bytes FROM account_posts
           WHERE account_id = ANY($1::text[]) GROUP BY account_id) s
     WHERE s.account_id = a.id`,
    [accounts.map((account) => account.id)],
  );
  return rows.length;
}

async function copyPredictions(client: pg.PoolClient, accounts: readonly StoredAccount[]): Promise<number> {
  const rows = accounts.flatMap((account) => account.predictions.map((prediction) => ({ accountId: account.id, prediction })));
  for (const part of chunks(rows)) {
    // Oldest first, as in the file: seq (which listPredictions sorts by) follows the insertion order.
    await client.query(
      `INSERT INTO predictions (account_id, prediction)
       SELECT account_id, prediction FROM unnest($1::text[], $2::jsonb[]) WITH ORDINALITY AS p(account_id, prediction, n)
       ORDER BY n`,
      [part.map((r) => r.accountId), part.map((r) => JSON.stringify(r.prediction))],
    );
  }
  return rows.length;
}
