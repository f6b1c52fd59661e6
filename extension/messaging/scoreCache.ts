// "Check with API" answers, kept by draft: a free key has 20 score calls a month, so asking twice
// about the same text must not spend a second one. Kept in session storage, which outlives the
// service worker's restarts but not the browser session.
import { z } from 'zod';
import { ScoreResult } from '@preflight/engine';
import { SCORE_CACHE_KEY, scoreCacheItem } from '../storage/scoreCacheItem';
import type { ScoreCall } from './protocol';

const CACHE_LIMIT = 30;

const Entry = z.object({ key: z.string(), result: ScoreResult });
type Entry = z.infer<typeof Entry>;

export interface ScoreCache {
  get(call: Omit<ScoreCall, 'type'>): Promise<ScoreResult | null>;
  set(call: Omit<ScoreCall, 'type'>, result: ScoreResult): Promise<void>;
}

const keyOf = (call: Omit<ScoreCall, 'type'>) => JSON.stringify([call.platform, call.persona ?? '', call.text]);

export function createScoreCache(storageKey: `session:${string}` = SCORE_CACHE_KEY): ScoreCache {
  const item = scoreCacheItem(storageKey);
  const load = async (): Promise<Entry[]> => {
    const parsed = z.array(Entry).safeParse(await item.getValue());
    return parsed.success ? parsed.data : [];
  };
  return {
    async get(call) {
      const key = keyOf(call);
      return (await load()).find((e) => e.key === key)?.result ?? null;
    },
    async set(call, result) {
      const key = keyOf(call);
      const next = [{ key, result }, ...(await load()).filter((e) => e.key !== key)].slice(0, CACHE_LIMIT);
      await item.setValue(next);
    },
  };
}
