// The PostgreSQL store's posts: the account_posts table, one row per post with its position and fingerprint.
// Posts are added under the account's row lock (and the key's lock when a text budget applies), the count and
// the bytes checked inside, so two ingests cannot both add the last post or both pass a budget.
import type { AccountPost } from '@preflight/engine/account';
import { canonicalJson } from '../canonicalJson';
import type { FingerprintedPost, OverBudget, PostFingerprint, PostStore, TextBudget } from '../postStore';
import { refusedForBudget } from '../postStore';
import { storablePost } from '../storableText';
import { textBytes } from '../textBytes';
import { withoutFingerprint } from '../withoutFingerprint';
import { keyAccountsLock } from './postgresAccounts';
import type { PostgresConnection } from './postgresConnection';
import { planUpsert, type HeldPost, type LockedAccount, type UpsertPlan } from './upsertPlan';

export function postgresPosts(db: PostgresConnection): PostStore {
  const posts: PostStore = {
    async upsertPosts(accountId, given, maxPosts, budget) {
      const storable = given.map(storablePost);
      return db.inTransaction(async () => {
        const account = await lockAccount(db, accountId, budget);
        if (!account) return undefined;
        const plan = planUpsert(account, await heldPosts(db, accountId, storable), storable, maxPosts);
        if (budget && plan.bytes > account.before) {
          const over = await overBudget(account, plan.bytes, budget, () => posts.keyTextBytes(account.keyId));
          if (over) return refusedForBudget(over);
        }
        await writePlan(db, accountId, plan, account.before);
        return plan.result;
      });
    },

    async keyTextBytes(keyId) {
      const text = 'SELECT coalesce(sum(text_bytes), 0)::bigint AS bytes FROM accounts WHERE key_id = $1';
      const { rows } = await db.query<{ bytes: number }>(text, [keyId]);
      return rows[0]?.bytes ?? 0;
    },

    async listPosts(accountId) {
      const text = 'SELECT post FROM account_posts WHERE account_id = $1 ORDER BY position';
      const { rows } = await db.query<{ post: AccountPost }>(text, [accountId]);
      return rows.map((row) => row.post);
    },

    async listPostFingerprints(accountId) {
      // The texts stay in the database: a receipt needs only the time and the fingerprint of every post.
      const { rows } = await db.query<PostFingerprint>(
        "SELECT post_id, post->>'posted_at' AS posted_at, fingerprint FROM account_posts WHERE account_id = $1 ORDER BY position",
        [accountId],
      );
      return rows;
    },

    async postsById(accountId, postIds) {
      if (postIds.length === 0) return [];
      const text = 'SELECT post FROM account_posts WHERE account_id = $1 AND post_id = ANY($2::text[])';
      const { rows } = await db.query<{ post: AccountPost }>(text, [accountId, [...postIds]]);
      return rows.map((row) => row.post);
    },

    async saveFingerprints(accountId, fingerprints) {
      if (fingerprints.size === 0) return;
      await db.query(
        `UPDATE account_posts p SET fingerprint = u.fingerprint
         FROM unnest($2::text[], $3::text[]) AS u(post_id, fingerprint)
         WHERE p.account_id = $1 AND p.post_id = u.post_id AND p.fingerprint IS NULL`,
        [accountId, [...fingerprints.keys()], [...fingerprints.values()]],
      );
    },
  };
  return posts;
}

/** Takes the locks an upload needs and reads the account's counts; undefined when there is no such account. */
async function lockAccount(db: PostgresConnection, accountId: string, budget: TextBudget | undefined): Promise<LockedAccount | undefined> {
  const { rows: owners } = await db.query<{ key_id: string }>('SELECT key_id FROM accounts WHERE id = $1', [accountId]);
  const keyId = owners[0]?.key_id;
  if (keyId === undefined) return undefined;
  // The key's lock (the one createAccount takes) before the account's row: two uploads into two accounts of
  // one key cannot both pass the key's text budget. Always in this order, so no two transactions deadlock.
  if (budget) await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [keyAccountsLock(keyId)]);
  // The account's row is locked while its posts are counted and changed, so two ingests cannot both add the last post.
  const forUpdate = 'SELECT text_bytes FROM accounts WHERE id = $1 FOR UPDATE';
  const { rows: locked } = await db.query<{ text_bytes: number }>(forUpdate, [accountId]);
  if (!locked[0]) return undefined;
  const { rows: stats } = await db.query<{ count: number; next: number }>(
    'SELECT count(*) AS count, coalesce(max(position) + 1, 0) AS next FROM account_posts WHERE account_id = $1',
    [accountId],
  );
  return { keyId, before: locked[0].text_bytes, count: stats[0]?.count ?? 0, next: stats[0]?.next ?? 0 };
}

/** The stored versions of the posts the batch names. */
async function heldPosts(db: PostgresConnection, accountId: string, posts: readonly FingerprintedPost[]): Promise<Map<string, HeldPost>> {
  const ids = [...new Set(posts.map((post) => post.post_id))];
  const { rows: stored } = await db.query<{ post_id: string; post: AccountPost; fingerprint: string | null }>(
    'SELECT post_id, post, fingerprint FROM account_posts WHERE account_id = $1 AND post_id = ANY($2::text[])',
    [accountId, ids],
  );
  const held = stored.map((row): [string, HeldPost] => [
    row.post_id,
    { json: canonicalJson(row.post), bytes: textBytes(row.post.text), fingerprint: row.fingerprint },
  ]);
  return new Map(held);
}

/**
 * Growing past a budget is refused; an account already past it (from before budgets) may still shrink or stay.
 * `keyBytes` reads what all the key's accounts hold now, asked only when the account's own budget is not passed.
 */
async function overBudget(
  account: LockedAccount,
  after: number,
  budget: TextBudget,
  keyBytes: () => Promise<number>,
): Promise<OverBudget | undefined> {
  const { before } = account;
  if (after > budget.perAccount) return { scope: 'account', limit: budget.perAccount, used: before, after };
  const used = await keyBytes();
  if (used - before + after > budget.perKey) return { scope: 'key', limit: budget.perKey, used, after: used - before + after };
  return undefined;
}

async function writePlan(db: PostgresConnection, accountId: string, plan: UpsertPlan, before: number): Promise<void> {
  if (plan.added.size > 0) {
    const rows = [...plan.added.entries()];
    await db.query(
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
  if (plan.updated.size > 0) {
    const rows = [...plan.updated.entries()];
    await db.query(
      `UPDATE account_posts p SET post = u.post, fingerprint = coalesce(u.fingerprint, p.fingerprint)
       FROM unnest($2::text[], $3::jsonb[], $4::text[]) AS u(post_id, post, fingerprint)
       WHERE p.account_id = $1 AND p.post_id = u.post_id`,
      [
        accountId,
        rows.map(([id]) => id),
        rows.map(([, post]) => JSON.stringify(withoutFingerprint(post))),
        rows.map(([, post]) => post.fingerprint ?? null),
      ],
    );
  }
  const changed = plan.result.added + plan.result.updated > 0;
  if (changed || plan.bytes !== before) {
    const revision = changed ? ', revision = revision + 1' : '';
    await db.query(`UPDATE accounts SET text_bytes = $2${revision} WHERE id = $1`, [accountId, plan.bytes]);
  }
}
