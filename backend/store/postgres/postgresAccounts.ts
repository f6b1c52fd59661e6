// The PostgreSQL store's accounts: the accounts table, with each account's post count, text bytes and revision.
// An account is created under a per-key lock, the key's count checked inside, so two instances cannot both add
// the last one.
import { AccountModel } from '@preflight/engine/account';
import type { Platform } from '@preflight/engine';
import type { AccountRecord, AccountStore } from '../accountStore';
import { storableText } from '../storableText';
import type { PostgresConnection } from './postgresConnection';

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

const ACCOUNT_COLUMNS =
  'a.id, a.key_id, a.label, a.platform, a.created_at, a.model, a.revision, a.text_bytes, ' +
  '(SELECT count(*) FROM account_posts p WHERE p.account_id = a.id) AS posts';

function accountOf(row: AccountRow): AccountRecord {
  // Like the lowdb file: a model the engine no longer reads (its schema changed) is null, and recalibrated.
  const model = AccountModel.safeParse(row.model);
  const { id, key_id, label, platform, posts, revision, text_bytes } = row;
  const created_at = row.created_at.toISOString();
  return { id, key_id, label, platform, created_at, posts, model: model.success ? model.data : null, revision, text_bytes };
}

/** The lock a key's accounts are counted and changed under (an upload within the key's text budget takes it too). */
export function keyAccountsLock(keyId: string): string {
  return `accounts:${keyId}`;
}

export function postgresAccounts(db: PostgresConnection): AccountStore {
  return {
    async createAccount(account, maxPerKey) {
      return db.inTransaction(async () => {
        // The key's accounts are counted and added under a lock per key: two instances cannot both add the last one.
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [keyAccountsLock(account.key_id)]);
        const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM accounts WHERE key_id = $1', [account.key_id]);
        const count = rows[0]?.count ?? 0;
        if (count >= maxPerKey) return { created: false, count };
        await db.query('INSERT INTO accounts (id, key_id, label, platform, created_at) VALUES ($1, $2, $3, $4, $5)', [
          account.id,
          account.key_id,
          storableText(account.label),
          account.platform,
          account.created_at,
        ]);
        return { created: true, count: count + 1 };
      });
    },

    async listAccounts(keyId) {
      const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.key_id = $1 ORDER BY a.seq`, [keyId]);
      return rows.map(accountOf);
    },

    async getAccount(id) {
      const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
      return rows[0] && accountOf(rows[0]);
    },

    async deleteAccount(id) {
      const { rowCount } = await db.query('DELETE FROM accounts WHERE id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },

    async moveAccounts(fromKeyId, toKeyId) {
      const { rowCount } = await db.query('UPDATE accounts SET key_id = $2 WHERE key_id = $1', [fromKeyId, toKeyId]);
      return rowCount ?? 0;
    },

    async saveModel(accountId, model, revision) {
      const { rowCount } = await db.query('UPDATE accounts SET model = $2 WHERE id = $1 AND ($3::integer IS NULL OR revision = $3)', [
        accountId,
        JSON.stringify(model),
        revision ?? null,
      ]);
      return (rowCount ?? 0) > 0;
    },
  };
}
