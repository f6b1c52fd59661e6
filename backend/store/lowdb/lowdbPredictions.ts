// The lowdb store's predictions: each account's newest, oldest first, in the account's record.
import type { PredictionStore } from '../predictionStore';
import type { AccountIndex } from './accountIndex';
import type { LowdbFile } from './lowdbFile';

export function lowdbPredictions(file: LowdbFile, index: AccountIndex): PredictionStore {
  return {
    async addPrediction(accountId, prediction, keep) {
      const account = index.account(accountId);
      if (!account) return;
      account.predictions.push(prediction);
      if (account.predictions.length > keep) account.predictions.splice(0, account.predictions.length - keep);
      file.changed();
    },

    async listPredictions(accountId) {
      return index.account(accountId)?.predictions.slice() ?? [];
    },
  };
}
