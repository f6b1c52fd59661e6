// The PostgreSQL store's predictions: the predictions table, each account's newest kept, oldest first by seq.
import type { PredictionRecord, PredictionStore } from '../predictionStore';
import type { PostgresConnection } from './postgresConnection';

export function postgresPredictions(db: PostgresConnection): PredictionStore {
  return {
    async addPrediction(accountId, prediction, keep) {
      await db.inTransaction(async () => {
        const { rowCount } = await db.query('INSERT INTO predictions (account_id, prediction) SELECT id, $2 FROM accounts WHERE id = $1', [
          accountId,
          JSON.stringify(prediction),
        ]);
        if (rowCount === 0) return;
        await db.query(
          `DELETE FROM predictions WHERE account_id = $1 AND seq NOT IN (
             SELECT seq FROM predictions WHERE account_id = $1 ORDER BY seq DESC LIMIT $2)`,
          [accountId, keep],
        );
      });
    },

    async listPredictions(accountId) {
      const { rows } = await db.query<{ prediction: PredictionRecord }>(
        'SELECT prediction FROM predictions WHERE account_id = $1 ORDER BY seq',
        [accountId],
      );
      return rows.map((row) => row.prediction);
    },
  };
}
