// The popup's last drafts checked, unparsed (state/checkHistory.ts parses them).
import { storage } from 'wxt/utils/storage';

export const checkHistoryItem = storage.defineItem<unknown>('local:checkHistory');
