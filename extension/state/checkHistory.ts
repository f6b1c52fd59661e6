// The popup's last drafts checked, newest first, in local storage. One entry per draft: editing a
// draft updates its entry instead of filling the list with every keystroke.
import { z } from 'zod';
import { Decision, HeadlineTone, Platform, headlineTone, shownScore, TONE_LABELS } from '@preflight/engine';
import { checkHistoryItem as historyItem } from '../storage/checkHistoryItem';

export const HISTORY_LIMIT = 10;

/**
 * An entry keeps the headline the engine gave its draft (tone and label) beside the decision and the score,
 * so the list says what the panel said. An entry stored before the headline existed gets the tone the engine's
 * rule gives its decision and score, and that tone's own label.
 */
function withHeadline(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'tone' in raw) return raw;
  const entry = raw as Record<string, unknown>;
  const decision = Decision.safeParse(entry.decision);
  if (!decision.success || typeof entry.score !== 'number') return raw;
  const tone = headlineTone(decision.data, shownScore(entry.score));
  return { ...entry, tone, label: TONE_LABELS[tone] };
}

export const CheckedDraft = z.preprocess(
  withHeadline,
  z.object({
    id: z.string(),
    text: z.string(),
    platform: Platform,
    persona: z.string(),
    decision: Decision,
    score: z.number(),
    tone: HeadlineTone,
    label: z.string(),
    checkedAt: z.string(),
  }),
);
export type CheckedDraft = z.infer<typeof CheckedDraft>;

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
