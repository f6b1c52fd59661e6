// The lowdb store's usage counts: per key, per month, per endpoint, in the file's `usage` record.
import type { QuotaEndpoint } from '@preflight/engine/wire';
import type { UsageStore } from '../usageStore';
import type { LowdbFile } from './lowdbFile';

export function lowdbUsage(file: LowdbFile): UsageStore {
  const counts = (keyId: string, periodId: string): Record<QuotaEndpoint, number> => {
    const perKey = (file.data.usage[keyId] ??= {});
    return (perKey[periodId] ??= { score: 0, generate: 0 });
  };

  return {
    // Synchronous inside: in one Node process nothing can run between the check and the increment.
    async reserve(keyId, endpoint, periodId, limit) {
      const count = counts(keyId, periodId);
      if (limit !== null && count[endpoint] >= limit) return { granted: false, used: count[endpoint] };
      count[endpoint] += 1;
      file.changed();
      return { granted: true, used: count[endpoint] };
    },

    async release(keyId, endpoint, periodId) {
      const count = counts(keyId, periodId);
      if (count[endpoint] > 0) count[endpoint] -= 1;
      file.changed();
    },

    async usage(keyId, periodId) {
      const count = file.data.usage[keyId]?.[periodId];
      return { score: count?.score ?? 0, generate: count?.generate ?? 0 };
    },
  };
}
