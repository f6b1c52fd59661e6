// "Check with API" answers kept by draft, in session storage (which outlives the service worker's restarts
// but not the browser session). Unparsed: messaging/scoreCache.ts parses them; tests pass a key of their own.
import { storage } from 'wxt/utils/storage';

export const SCORE_CACHE_KEY = 'session:apiScoreCache';

export function scoreCacheItem(key: `session:${string}` = SCORE_CACHE_KEY) {
  return storage.defineItem<unknown>(key);
}
