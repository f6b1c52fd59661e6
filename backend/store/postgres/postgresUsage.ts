// The PostgreSQL store's usage counts: one row per key and month. A charge is one conditional upsert on that row,
// which returns nothing when the quota is spent, in a transaction of its own so that a call answered 503 is never
// left counted (chargeTransaction.ts); instances never count past a limit between them.
import type { QuotaEndpoint } from '@preflight/engine/wire';
import type { UsageStore } from '../usageStore';
import { chargeInTransaction, CommitUnanswered, COUNT_COLUMN } from './chargeTransaction';
import type { PostgresConnection } from './postgresConnection';
import type { ChargeSettlement, UnansweredCharges } from './unansweredCharges';

export function postgresUsage(
  db: PostgresConnection,
  unanswered: UnansweredCharges,
  onUnanswered: (event: 'unanswered' | ChargeSettlement) => void,
): UsageStore {
  const usage: UsageStore = {
    async reserve(keyId, endpoint, periodId, limit) {
      if (limit === null || limit > 0) {
        let used: number | null;
        try {
          used = await chargeInTransaction(db.pool, { keyId, endpoint, periodId }, limit);
          db.answered();
        } catch (error) {
          if (!(error instanceof CommitUnanswered)) throw db.unavailable(error);
          // The call is answered 503: if the COMMIT landed after all, the charge is taken back once the database answers.
          unanswered.add(error.charge, error.xid);
          onUnanswered('unanswered');
          throw db.unavailable(error.cause);
        }
        if (used !== null) return { granted: true, used };
      }
      return { granted: false, used: (await usage.usage(keyId, periodId))[endpoint] };
    },

    async release(keyId, endpoint, periodId) {
      const column = COUNT_COLUMN[endpoint];
      const text = `UPDATE usage SET ${column} = ${column} - 1 WHERE key_id = $1 AND period = $2 AND ${column} > 0`;
      await db.query(text, [keyId, periodId], `release_${column}`);
    },

    async usage(keyId, periodId) {
      const text = 'SELECT score, generate FROM usage WHERE key_id = $1 AND period = $2';
      const { rows } = await db.query<Record<QuotaEndpoint, number>>(text, [keyId, periodId], 'usage');
      return { score: rows[0]?.score ?? 0, generate: rows[0]?.generate ?? 0 };
    },
  };
  return usage;
}
