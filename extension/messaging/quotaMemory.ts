// The last quota the backend reported, kept in local storage by the service worker, so a panel can
// show what is left without asking the backend (a page load must not cost a request).
import { z } from 'zod';
import { apiQuotaItem as item } from '../storage/apiQuotaItem';
import { Quota } from './protocol';

export const QuotaMemory = z.object({
  backendUrl: z.string(),
  score: Quota.nullable(),
  generate: Quota.nullable(),
});
export type QuotaMemory = z.infer<typeof QuotaMemory>;

const parse = (raw: unknown): QuotaMemory | null => {
  const parsed = QuotaMemory.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export async function loadQuotaMemory(): Promise<QuotaMemory | null> {
  return parse(await item.getValue());
}

export async function rememberQuota(backendUrl: string, quota: Quota): Promise<void> {
  const current = await loadQuotaMemory();
  const base = current && current.backendUrl === backendUrl ? current : { backendUrl, score: null, generate: null };
  await item.setValue({ ...base, [quota.endpoint]: quota });
}

/** After the key or the backend changes, what we knew no longer applies. */
export async function forgetQuota(): Promise<void> {
  await item.removeValue();
}

export function watchQuotaMemory(onChange: (memory: QuotaMemory | null) => void): () => void {
  return item.watch((raw) => onChange(parse(raw)));
}
