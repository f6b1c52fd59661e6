// --fix: each draft with its best fix applied (the fix that scores highest), or as written when the engine has
// none, written as a drafts file (parts separated by a line holding only ---) so the output can be checked again.
// What was applied goes to stderr, one line per fixed draft, so stdout holds nothing but the drafts.
import type { Fix } from '../../shared/index';
import type { CheckedDraft } from './checkDraft';
import type { Paint } from './colour';
import { fixWords, sourceLabel } from './report';

export function bestFix(draft: CheckedDraft): Fix | undefined {
  return draft.result?.fixes?.[0];
}

/** The draft's text as it goes into the fixed drafts file; `first` leaves out the separator before it. */
export function fixedDraftChunk(text: string, first: boolean): string {
  return `${first ? '' : '---\n'}${text}\n`;
}

/** For stderr: which fix a draft got and the score it moves to. */
export function appliedFixLine(draft: CheckedDraft, fix: Fix, p: Paint): string {
  return `${sourceLabel(draft)}  fix  ${fixWords(fix, draft.result?.pre_publish_score ?? 0, p)}\n`;
}
