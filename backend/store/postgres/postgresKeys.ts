// The PostgreSQL store's keys: the api_keys table, read on every authenticated call (nothing is cached, so a key
// revoked through one instance is refused by all of them on their next request).
import type { Tier } from '@preflight/engine/wire';
import { ChangeNotSaved } from '../changeNotSaved';
import { AmbiguousKeyRef, type ApiKeyRecord, type KeyPatch, type KeyStore } from '../keyStore';
import { storableText } from '../storableText';
import type { PostgresConnection } from './postgresConnection';
import { StoreUnavailable } from './storeUnavailable';

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

const KEY_COLUMNS = 'id, prefix, hash, label, tier, created_at, last_used_at, revoked_at';
const PATCHABLE: ReadonlyArray<keyof KeyPatch> = ['tier', 'revoked_at', 'last_used_at', 'label'];

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function keyOf(row: KeyRow): ApiKeyRecord {
  return { ...row, created_at: row.created_at.toISOString(), last_used_at: iso(row.last_used_at), revoked_at: iso(row.revoked_at) };
}

export function postgresKeys(db: PostgresConnection): KeyStore {
  const keys: KeyStore = {
    async findKeyByHash(hash) {
      const { rows } = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = $1`, [hash], 'key_by_hash');
      return rows[0] && keyOf(rows[0]);
    },

    async findKey(ref) {
      const { rows } = await db.query<KeyRow>(
        `SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = $1 OR prefix = $1 ORDER BY (id = $1) DESC, created_at`,
        [ref],
      );
      const byId = rows.find((row) => row.id === ref);
      if (byId) return keyOf(byId);
      if (rows.length > 1) throw new AmbiguousKeyRef(`The prefix ${ref} matches ${rows.length} keys; use the id instead.`);
      return rows[0] && keyOf(rows[0]);
    },

    async listKeys() {
      const { rows } = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`);
      return rows.map(keyOf);
    },

    async insertKey(record) {
      const { rowCount } = await db.query(
        `INSERT INTO api_keys (${KEY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          record.id,
          record.prefix,
          record.hash,
          storableText(record.label),
          record.tier,
          record.created_at,
          record.last_used_at,
          record.revoked_at,
        ],
      );
      if (rowCount === 0) throw new Error(`Key ${record.id} already exists`);
    },

    async updateKey(id, patch) {
      const fields = PATCHABLE.filter((field) => Object.hasOwn(patch, field));
      if (fields.length === 0) {
        const found = await keys.findKey(id);
        if (!found || found.id !== id) throw new Error(`No key with id ${id}`);
        return found;
      }
      const sets = fields.map((field, i) => `${field} = $${i + 2}`).join(', ');
      const values = fields.map((field) => (field === 'label' && patch.label !== undefined ? storableText(patch.label) : patch[field]));
      const { rows } = await db.query<KeyRow>(`UPDATE api_keys SET ${sets} WHERE id = $1 RETURNING ${KEY_COLUMNS}`, [id, ...values]);
      if (!rows[0]) throw new Error(`No key with id ${id}`);
      return keyOf(rows[0]);
    },

    async keyChange<T>(change: () => Promise<T>): Promise<T> {
      try {
        return await db.inTransaction(async () => {
          await db.query('SELECT pg_advisory_xact_lock($1)', [KEY_CHANGE_LOCK]);
          return change();
        });
      } catch (error) {
        // The transaction was rolled back: nothing changed. A database that went away is said as such.
        if (error instanceof StoreUnavailable) throw new ChangeNotSaved(db.where, error);
        throw error;
      }
    },
  };
  return keys;
}
