// The Store on a shared PostgreSQL database, for any number of API instances at once. Nothing
// is cached: every call reads or writes the database, so a key revoked or rotated through one instance (or
// the CLI) is refused by all of them on their next request. Each check-and-change is one statement or one
// transaction, so instances never count past a limit between them:
// - a charge is one conditional upsert on the (key, month) row, which returns nothing when the quota is spent, in
//   a transaction of its own so that a call answered 503 is never left counted (chargeTransaction.ts);
// - an account is created, and posts added, under a per-key or per-account lock, the count checked inside.
// A database that cannot be reached throws StoreUnavailable (503 with Retry-After); the pool opens fresh
// connections when it is back. One that does not answer at all (frozen, cut off) is given up a little after
// the statement timeout (postgresPool.ts), and its connection closed. While statements fail this way the
// store's health is failing (storeHealth.ts), and a trivial statement is tried every second until one
// answers, so the health turns ok again without waiting for a request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { AccountModel } from '@preflight/engine/account';
import type { AccountPost } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';
import type { QuotaEndpoint, Tier } from '../../quota/tiers';
import { canonicalJson } from '../canonicalJson';
import { ChangeNotSaved } from '../changeNotSaved';
import { AmbiguousKeyRef, type AccountCreation, type AccountRecord, type ApiKeyRecord, type FingerprintedPost, type NewAccount, type OverBudget, type PostFingerprint, type PostsUpsert, type PredictionRecord, type Reservation, type Store, type TextBudget } from '../store';
import { textBytes } from '../textBytes';
import { withoutFingerprint } from '../withoutFingerprint';
import { chargeInTransaction, CommitUnanswered, COUNT_COLUMN } from './chargeTransaction';
import { migrate } from './migrations';
import { UnansweredCharges, type ChargeSettlement } from './unansweredCharges';
import { createPool, redactedUrl, type PostgresSettings } from './postgresPool';
import { isUnavailable, StoreUnavailable } from './storeUnavailable';
import { storablePost, storableText } from '../storableText';
import { isDataException, ValueRefused } from '../valueRefused';
import { systemCodeOf } from '../../log/errorFields';
import { HealthRecord, type HealthChange, type StoreHealth } from '../storeHealth';

/** While the database fails: how often it is asked whether it answers again. */
const PROBE_EVERY_MS = 1_000;
/** How long close() waits for the database to take its goodbyes: a frozen one never does. */
const CLOSE_WAIT_MS = 2_000;

export interface PostgresStoreEvents {
  /** An idle connection failed (the database restarted, say); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** The database stops answering, or answers again. */
  onHealthChange?: (change: HealthChange) => void;
  /** A charge's COMMIT went unanswered (its call answered 503), and later what became of that charge. */
  onUnansweredCharge?: (event: 'unanswered' | ChargeSettlement) => void;
}

/** The one advisory lock key changes take, so two operators' rotations of one key cannot both succeed. */
const KEY_CHANGE_LOCK = 0x70666b63;

interface KeyRow {
  id: string;
  prefix: string;
  hash: string;
  label: string;
  tier: Tier;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

interface AccountRow {
  id: string;
  key_id: string;
  label: string;
  platform: Platform;
  created_at: Date;
  model: unknown;
  posts: number;
  revision: number;
  text_bytes: number;
}

const KEY_COLUMNS = 'id, prefix, hash, label, tier, created_at, last_used_at, revoked_at';
const ACCOUNT_COLUMNS = 'a.id, a.key_id, a.label, a.platform, a.created_at, a.model, a.revision, a.text_bytes, (SELECT count(*) FROM account_posts p WHERE p.account_id = a.id) AS posts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function keyOf(row: KeyRow): ApiKeyRecord {
  return { ...row, created_at: row.created_at.toISOString(), last_used_at: iso(row.last_used_at), revoked_at: iso(row.revoked_at) };
}

function accountOf(row: AccountRow): AccountRecord {
  // Like the lowdb file: a model the engine no longer reads (its schema changed) is null, and recalibrated.
  const model = AccountModel.safeParse(row.model);
  return { id: row.id, key_id: row.key_id, label: row.label, platform: row.platform, created_at: row.created_at.toISOString(), posts: row.posts, model: model.success ? model.data : null, revision: row.revision, text_bytes: row.text_bytes };
}


type KeyPatch = Partial<Pick<ApiKeyRecord, 'tier' | 'revoked_at' | 'last_used_at' | 'label'>>;
const PATCHABLE: ReadonlyArray<keyof KeyPatch> = ['tier', 'revoked_at', 'last_used_at', 'label'];

export interface OpenedPostgresStore {
  store: Store;
  /** Migrations applied at this start (empty when the schema was up to date). */
  migrated: number[];
}

/** Connects, brings the schema up to date, and returns the store. */
export async function openPostgresStore(settings: PostgresSettings, events: PostgresStoreEvents = {}): Promise<OpenedPostgresStore> {
  const pool = createPool(settings, events.onIdleError ?? (() => {}));
  try {
    const migrated = await migrate(pool);
    return { store: new PostgresStore(pool, redactedUrl(settings.url), new HealthRecord(events.onHealthChange), events.onUnansweredCharge ?? (() => {})), migrated };
  } catch (error) {
    await pool.end().catch(() => {});
    if (isUnavailable(error)) throw new StoreUnavailable(`The database ${redactedUrl(settings.url)} cannot be reached (${describe(error)}).`, { cause: error });
    throw error;
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

class PostgresStore implements Store {
  readonly #pool: pg.Pool;
  readonly #where: string;
  /** The transaction a key change runs in: the store's methods called inside it use its connection. */
  readonly #transaction = new AsyncLocalStorage<pg.PoolClient>();
  readonly #health: HealthRecord;
  /** The probe in flight, shared by all who ask meanwhile. */
  #probing: Promise<void> | null = null;
  #probeTimer: NodeJS.Timeout | null = null;
  #closed = false;
  readonly #unanswered: UnansweredCharges;
  readonly #onUnanswered: (event: 'unanswered' | ChargeSettlement) => void;

  constructor(pool: pg.Pool, where: string, health: HealthRecord, onUnanswered: (event: 'unanswered' | ChargeSettlement) => void) {
    this.#pool = pool;
    this.#where = where;
    this.#health = health;
    this.#onUnanswered = onUnanswered;
    this.#unanswered = new UnansweredCharges(pool, onUnanswered);
  }

  async #query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<pg.QueryResult<Row>> {
    const runner = this.#transaction.getStore() ?? this.#pool;
    try {
      const result = await runner.query<Row>(name ? { name, text, values } : { text, values });
      this.#health.ok();
      return result;
    } catch (error) {
      throw this.#unavailable(error);
    }
  }

  #unavailable(error: unknown): unknown {
    if (isDataException(error)) return new ValueRefused(`The database refused a value of the request (${describe(error)}).`, { cause: error });
    if (error instanceof StoreUnavailable || !isUnavailable(error)) return error;
    this.#failing(error);
    return new StoreUnavailable(`The database ${this.#where} is unavailable (${describe(error)}).`, { cause: error });
  }

  /** Records the failure and, until the database answers again, asks it every second. */
  #failing(error: unknown): void {
    const code = systemCodeOf(error);
    this.#health.fail(`the database does not answer${code ? ` (${code})` : /timeout/i.test((error as Error).message) ? ' in time' : ''}`, error);
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

  /** One trivial statement (deduplicated): its outcome is recorded by #query like any other. */
  #probe(): Promise<void> {
    this.#probing ??= this.#query('SELECT 1')
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
    return { status: 'failing', since: this.#health.current.since ?? new Date().toISOString(), reason: `the database did not answer within ${waitMs} ms` };
  }

  /** Runs `work` in one transaction (or inside the one already running). */
  async #inTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.#transaction.getStore()) return work();
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      throw this.#unavailable(error);
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
      throw this.#unavailable(error);
    } finally {
      // A connection that failed mid-transaction is closed rather than handed to the next request.
      client.removeListener('error', onError);
      client.release(broken);
    }
  }

  async findKeyByHash(hash: string): Promise<Readonly<ApiKeyRecord> | undefined> {
    const { rows } = await this.#query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = $1`, [hash], 'key_by_hash');
    return rows[0] && keyOf(rows[0]);
  }

  async findKey(ref: string): Promise<ApiKeyRecord | undefined> {
    const { rows } = await this.#query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = $1 OR prefix = $1 ORDER BY (id = $1) DESC, created_at`, [ref]);
    const byId = rows.find((row) => row.id === ref);
    if (byId) return keyOf(byId);
    if (rows.length > 1) throw new AmbiguousKeyRef(`The prefix ${ref} matches ${rows.length} keys; use the id instead.`);
    return rows[0] && keyOf(rows[0]);
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    const { rows } = await this.#query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`);
    return rows.map(keyOf);
  }

  async insertKey(record: ApiKeyRecord): Promise<void> {
    const { rowCount } = await this.#query(
      `INSERT INTO api_keys (${KEY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [record.id, record.prefix, record.hash, storableText(record.label), record.tier, record.created_at, record.last_used_at, record.revoked_at],
    );
    if (rowCount === 0) throw new Error(`Key ${record.id} already exists`);
  }

  async updateKey(id: string, patch: KeyPatch): Promise<ApiKeyRecord> {
    const fields = PATCHABLE.filter((field) => Object.hasOwn(patch, field));
    if (fields.length === 0) {
      const found = await this.findKey(id);
      if (!found || found.id !== id) throw new Error(`No key with id ${id}`);
      return found;
    }
    const sets = fields.map((field, i) => `${field} = $${i + 2}`).join(', ');
    const { rows } = await this.#query<KeyRow>(`UPDATE api_keys SET ${sets} WHERE id = $1 RETURNING ${KEY_COLUMNS}`, [id, ...fields.map((field) => (field === 'label' && patch.label !== undefined ? storableText(patch.label) : patch[field]))]);
    if (!rows[0]) throw new Error(`No key with id ${id}`);
    return keyOf(rows[0]);
  }

  async reserve(keyId: string, endpoint: QuotaEndpoint, periodId: string, limit: number | null): Promise<Reservation> {
    if (limit === null || limit > 0) {
      let used: number | null;
      try {
        used = await chargeInTransaction(this.#pool, { keyId, endpoint, periodId }, limit);
        this.#health.ok();
      } catch (error) {
        if (!(error instanceof CommitUnanswered)) throw this.#unavailable(error);
        // The call is answered 503: if the COMMIT landed after all, the charge is taken back once the database answers.
        this.#unanswered.add(error.charge, error.xid);
        this.#onUnanswered('unanswered');
        throw this.#unavailable(error.cause);
      }
      if (used !== null) return { granted: true, used };
    }
    return { granted: false, used: (await this.usage(keyId, periodId))[endpoint] };
  }

  async release(keyId: string, endpoint: QuotaEndpoint, periodId: string): Promise<void> {
    const column = COUNT_COLUMN[endpoint];
    await this.#query(`UPDATE usage SET ${column} = ${column} - 1 WHERE key_id = $1 AND period = $2 AND ${column} > 0`, [keyId, periodId], `release_${column}`);
  }

  async usage(keyId: string, periodId: string): Promise<Record<QuotaEndpoint, number>> {
    const { rows } = await this.#query<Record<QuotaEndpoint, number>>('SELECT score, generate FROM usage WHERE key_id = $1 AND period = $2', [keyId, periodId], 'usage');
    return { score: rows[0]?.score ?? 0, generate: rows[0]?.generate ?? 0 };
  }

  async createAccount(account: NewAccount, maxPerKey: number): Promise<AccountCreation> {
    return this.#inTransaction(async () => {
      // The key's accounts are counted and added under a lock per key: two instances cannot both add the last one.
      await this.#query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accounts:${account.key_id}`]);
      const { rows } = await this.#query<{ count: number }>('SELECT count(*) AS count FROM accounts WHERE key_id = $1', [account.key_id]);
      const count = rows[0]?.count ?? 0;
      if (count >= maxPerKey) return { created: false, count };
      await this.#query('INSERT INTO accounts (id, key_id, label, platform, created_at) VALUES ($1, $2, $3, $4, $5)', [
        account.id,
        account.key_id,
        storableText(account.label),
        account.platform,
        account.created_at,
      ]);
      return { created: true, count: count + 1 };
    });
  }

  async listAccounts(keyId: string): Promise<AccountRecord[]> {
    const { rows } = await this.#query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.key_id = $1 ORDER BY a.seq`, [keyId]);
    return rows.map(accountOf);
  }

  async getAccount(id: string): Promise<AccountRecord | undefined> {
    const { rows } = await this.#query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
    return rows[0] && accountOf(rows[0]);
  }

  async deleteAccount(id: string): Promise<boolean> {
    const { rowCount } = await this.#query('DELETE FROM accounts WHERE id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  async moveAccounts(fromKeyId: string, toKeyId: string): Promise<number> {
    const { rowCount } = await this.#query('UPDATE accounts SET key_id = $2 WHERE key_id = $1', [fromKeyId, toKeyId]);
    return rowCount ?? 0;
  }

  async upsertPosts(accountId: string, given: readonly FingerprintedPost[], maxPosts: number, budget?: TextBudget): Promise<PostsUpsert | undefined> {
    const posts = given.map(storablePost);
    return this.#inTransaction(async () => {
      const { rows: owners } = await this.#query<{ key_id: string }>('SELECT key_id FROM accounts WHERE id = $1', [accountId]);
      const keyId = owners[0]?.key_id;
      if (keyId === undefined) return undefined;
      // The key's lock (the one createAccount takes) before the account's row: two uploads into two accounts of
      // one key cannot both pass the key's text budget. Always in this order, so no two transactions deadlock.
      if (budget) await this.#query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accounts:${keyId}`]);
      // The account's row is locked while its posts are counted and changed, so two ingests cannot both add the last post.
      const { rows: locked } = await this.#query<{ text_bytes: number }>('SELECT text_bytes FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
      if (!locked[0]) return undefined;
      const before = locked[0].text_bytes;
      const { rows: stats } = await this.#query<{ count: number; next: number }>(
        'SELECT count(*) AS count, coalesce(max(position) + 1, 0) AS next FROM account_posts WHERE account_id = $1',
        [accountId],
      );
      let count = stats[0]?.count ?? 0;
      let next = stats[0]?.next ?? 0;
      const ids = [...new Set(posts.map((post) => post.post_id))];
      const { rows: stored } = await this.#query<{ post_id: string; post: AccountPost; fingerprint: string | null }>(
        'SELECT post_id, post, fingerprint FROM account_posts WHERE account_id = $1 AND post_id = ANY($2::text[])',
        [accountId, ids],
      );
      // What each post_id holds as the batch is applied in order (a batch may name one post twice).
      const current = new Map(stored.map((row) => [row.post_id, { json: canonicalJson(row.post), bytes: textBytes(row.post.text), fingerprint: row.fingerprint }]));
      const added = new Map<string, { position: number; post: FingerprintedPost }>();
      const updated = new Map<string, FingerprintedPost>();
      const result: PostsUpsert = { added: 0, updated: 0, unchanged: 0, over_limit: [] };
      let bytes = before;
      for (const post of posts) {
        const held = current.get(post.post_id);
        const bare = withoutFingerprint(post);
        const json = canonicalJson(bare);
        const size = textBytes(post.text);
        if (held === undefined) {
          if (count >= maxPosts) {
            result.over_limit.push(post.post_id);
            continue;
          }
          added.set(post.post_id, { position: next++, post });
          count++;
          bytes += size;
          result.added++;
        } else if (held.json === json) {
          result.unchanged++;
          // The same post, now with the fingerprint the stored one lacked: keep it (no change to the history).
          if (held.fingerprint === null && post.fingerprint !== undefined && !added.has(post.post_id)) updated.set(post.post_id, post);
        } else {
          const adding = added.get(post.post_id);
          if (adding) adding.post = post;
          else updated.set(post.post_id, post);
          bytes += size - held.bytes;
          result.updated++;
        }
        current.set(post.post_id, { json, bytes: size, fingerprint: post.fingerprint ?? held?.fingerprint ?? null });
      }
      if (budget && bytes > before) {
        const over = await this.#overBudget(keyId, before, bytes, budget);
        if (over) return { over_budget: over, added: 0, updated: 0, unchanged: 0, over_limit: [] };
      }
      if (added.size > 0) {
        const rows = [...added.entries()];
        await this.#query(
          `INSERT INTO account_posts (account_id, post_id, position, post, fingerprint)
           SELECT $1, * FROM unnest($2::text[], $3::integer[], $4::jsonb[], $5::text[])`,
          [
            accountId,
            rows.map(([id]) => id),
            rows.map(([, row]) => row.position),
            rows.map(([, row]) => JSON.stringify(withoutFingerprint(row.post))),
            rows.map(([, row]) => row.post.fingerprint ?? null),
          ],
        );
      }
      if (updated.size > 0) {
        const rows = [...updated.entries()];
        await this.#query(
          `UPDATE account_posts p SET post = u.post, fingerprint = coalesce(u.fingerprint, p.fingerprint)
           FROM unnest($2::text[], $3::jsonb[], $4::text[]) AS u(post_id, post, fingerprint)
           WHERE p.account_id = $1 AND p.post_id = u.post_id`,
          [accountId, rows.map(([id]) => id), rows.map(([, post]) => JSON.stringify(withoutFingerprint(post))), rows.map(([, post]) => post.fingerprint ?? null)],
        );
      }
      const changed = result.added + result.updated > 0;
      if (changed || bytes !== before) {
        await this.#query(`UPDATE accounts SET text_bytes = $2${changed ? ', revision = revision + 1' : ''} WHERE id = $1`, [accountId, bytes]);
      }
      return result;
    });
  }

  /** Growing past a budget is refused; an account already past it (from before budgets) may still shrink or stay. */
  async #overBudget(keyId: string, before: number, after: number, budget: TextBudget): Promise<OverBudget | undefined> {
    if (after > budget.perAccount) return { scope: 'account', limit: budget.perAccount, used: before, after };
    const used = await this.keyTextBytes(keyId);
    if (used - before + after > budget.perKey) return { scope: 'key', limit: budget.perKey, used, after: used - before + after };
    return undefined;
  }

  async keyTextBytes(keyId: string): Promise<number> {
    const { rows } = await this.#query<{ bytes: number }>('SELECT coalesce(sum(text_bytes), 0)::bigint AS bytes FROM accounts WHERE key_id = $1', [keyId]);
    return rows[0]?.bytes ?? 0;
  }

  async listPosts(accountId: string): Promise<AccountPost[]> {
    const { rows } = await this.#query<{ post: AccountPost }>('SELECT post FROM account_posts WHERE account_id = $1 ORDER BY position', [accountId]);
    return rows.map((row) => row.post);
  }

  async listPostFingerprints(accountId: string): Promise<PostFingerprint[]> {
    // The texts stay in the database: a receipt needs only the time and the fingerprint of every post.
    const { rows } = await this.#query<PostFingerprint>(
      "SELECT post_id, post->>'posted_at' AS posted_at, fingerprint FROM account_posts WHERE account_id = $1 ORDER BY position",
      [accountId],
    );
    return rows;
  }

  async postsById(accountId: string, postIds: readonly string[]): Promise<AccountPost[]> {
    if (postIds.length === 0) return [];
    const { rows } = await this.#query<{ post: AccountPost }>('SELECT post FROM account_posts WHERE account_id = $1 AND post_id = ANY($2::text[])', [accountId, [...postIds]]);
    return rows.map((row) => row.post);
  }

  async saveFingerprints(accountId: string, fingerprints: ReadonlyMap<string, string>): Promise<void> {
    if (fingerprints.size === 0) return;
    await this.#query(
      `UPDATE account_posts p SET fingerprint = u.fingerprint
       FROM unnest($2::text[], $3::text[]) AS u(post_id, fingerprint)
       WHERE p.account_id = $1 AND p.post_id = u.post_id AND p.fingerprint IS NULL`,
      [accountId, [...fingerprints.keys()], [...fingerprints.values()]],
    );
  }

  async saveModel(accountId: string, model: AccountModel, revision?: number): Promise<boolean> {
    const { rowCount } = await this.#query('UPDATE accounts SET model = $2 WHERE id = $1 AND ($3::integer IS NULL OR revision = $3)', [
      accountId,
      JSON.stringify(model),
      revision ?? null,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async addPrediction(accountId: string, prediction: PredictionRecord, keep: number): Promise<void> {
    await this.#inTransaction(async () => {
      const { rowCount } = await this.#query('INSERT INTO predictions (account_id, prediction) SELECT id, $2 FROM accounts WHERE id = $1', [
        accountId,
        JSON.stringify(prediction),
      ]);
      if (rowCount === 0) return;
      await this.#query(
        `DELETE FROM predictions WHERE account_id = $1 AND seq NOT IN (
           SELECT seq FROM predictions WHERE account_id = $1 ORDER BY seq DESC LIMIT $2)`,
        [accountId, keep],
      );
    });
  }

  async listPredictions(accountId: string): Promise<PredictionRecord[]> {
    const { rows } = await this.#query<{ prediction: PredictionRecord }>('SELECT prediction FROM predictions WHERE account_id = $1 ORDER BY seq', [accountId]);
    return rows.map((row) => row.prediction);
  }

  async keyChange<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await this.#inTransaction(async () => {
        await this.#query('SELECT pg_advisory_xact_lock($1)', [KEY_CHANGE_LOCK]);
        return change();
      });
    } catch (error) {
      // The transaction was rolled back: nothing changed. A database that went away is said as such.
      if (error instanceof StoreUnavailable) throw new ChangeNotSaved(this.#where, error);
      throw error;
    }
  }

  /** Every change is written when its statement returns. */
  async flush(): Promise<void> {}

  async close(): Promise<void> {
    this.#closed = true;
    this.#stopProbing();
    this.#unanswered.close();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    // A frozen database never acknowledges the goodbye of an idle connection: the process may still end.
    await Promise.race([this.#pool.end(), waited]).finally(() => clearTimeout(timer));
  }
}
