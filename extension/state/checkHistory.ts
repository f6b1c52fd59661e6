// The popup's last drafts checked, newest first, in local storage. One entry per draft: editing a
// draft updates its entry instead of filling the list with every keystroke.
import { z } from 'zod';
import { storage } from 'wxt/utils/storage';
import { Decision, Platform } from '../../shared/index';

export const HISTORY_LIMIT = 10;

export const CheckedDraft = z.object({
  id: z.string(),
  text: z.string(),
  platform: Platform,
  persona: z.string(),
  decision: Decision,
  score: z.number(),
  checkedAt: z.string(),
});
export type CheckedDraft = z.infer<typeof CheckedDraft>;

const historyItem = storage.defineItem<unknown>('local:checkHistory');

export async function loadHistory(): Promise<CheckedDraft[]> {
  const parsed = z.array(CheckedDraft).safeParse(await historyItem.getValue());
  return parsed.success ? parsed.data : [];
}

/** Puts the entry on top (replacing the one with the same id) and keeps the newest HISTORY_LIMIT. */
export async function recordCheck(entry: CheckedDraft): Promise<CheckedDraft[]> {
  const next = [entry, ...(await loadHistory()).filter((e) => e.id !== entry.id)].slice(0, HISTORY_LIMIT);
  await historyItem.setValue(next);
  return next;
}

export async function clearHistory(): Promise<void> {
  await historyItem.removeValue();
}
