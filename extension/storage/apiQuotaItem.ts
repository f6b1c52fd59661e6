// The last quota the backend reported, unparsed (messaging/quotaMemory.ts parses it).
import { storage } from 'wxt/utils/storage';

export const apiQuotaItem = storage.defineItem<unknown>('local:apiQuota');
