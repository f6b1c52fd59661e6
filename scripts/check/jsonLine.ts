// --json: one line per draft, {"source","index","line","text","result"} with the full score result, or
// {"source","index","line","text","error"} for a draft the engine refused.
import type { CheckedDraft } from './checkDraft';

export function jsonLine(draft: CheckedDraft): string {
  const { source, index, line, text } = draft;
  const body = draft.result ? { source, index, line, text, result: draft.result } : { source, index, line, text, error: draft.error };
  return `${JSON.stringify(body)}\n`;
}
