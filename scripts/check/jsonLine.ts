// --json: one line per draft, {"source","index","text","result"} with the full score result, or
// {"source","index","text","error"} for a draft the engine refused.
import type { CheckedDraft } from './checkDraft';

export function jsonLine(draft: CheckedDraft): string {
  const { source, index, text } = draft;
  const body = draft.result ? { source, index, text, result: draft.result } : { source, index, text, error: draft.error };
  return `${JSON.stringify(body)}\n`;
}
