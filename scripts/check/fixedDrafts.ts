// --fix: each draft with every fix the engine can make applied in turn (the best fix, then the best fix of
// the result, until none raises the score), or as written when the engine has none, written as a drafts file
// (parts separated by a line holding only ---) so the output can be checked again. Each fix the engine offers
// is safe to apply without asking: it never deletes the writer's words, scores higher than the text before
// it and blocks nothing that text did not (shared/fixes/fixesOf.ts). What was applied, and the change as a
// diff, go to stderr, so stdout holds nothing but the drafts.
import type { Fix } from '@preflight/engine';
import type { CheckedDraft, Draft, EngineOptions } from './checkDraft';
import type { Paint } from './colour';
import { lineDiff } from './lineDiff';
import { fixWords, sourceLabel } from './report';

/** One fix applied: the fix, and the score of the text it was applied to. */
export interface AppliedFix {
  fix: Fix;
  before: number;
}

export interface FixedDraft {
  /** The draft as written, checked. */
  original: CheckedDraft;
  /** The fixes applied, in order. */
  applied: AppliedFix[];
  /** The draft after the last fix, checked (the original when none applied). */
  fixed: CheckedDraft;
}

/** More rounds than there are kinds of fix: each round applies one, and a kind once applied has nothing left to fix. */
const MAX_ROUNDS = 10;

/** Applies the best fix while one raises the score; `check` scores a text with its fixes, as checkDraft does. */
export function fixDraft(draft: Draft, engine: EngineOptions, check: (draft: Draft, engine: EngineOptions) => CheckedDraft): FixedDraft {
  const original = check(draft, engine);
  const applied: AppliedFix[] = [];
  const seen = new Set([draft.text]);
  let current = original;
  for (let round = 0; round < MAX_ROUNDS && current.result; round++) {
    const fix = current.result.fixes?.[0];
    if (!fix || fix.pre_publish_score <= current.result.pre_publish_score || seen.has(fix.text)) break;
    seen.add(fix.text);
    applied.push({ fix, before: current.result.pre_publish_score });
    current = check({ ...draft, text: fix.text }, engine);
  }
  return { original, applied, fixed: current };
}

/** The draft's text as it goes into the fixed drafts file; `first` leaves out the separator before it. */
export function fixedDraftChunk(text: string, first: boolean): string {
  return `${first ? '' : '---\n'}${text}\n`;
}

/** For stderr: each fix a draft got with the score it moved to, then the change, line by line ("-" before, "+" after). */
export function appliedFixLines(fixed: FixedDraft, p: Paint): string {
  if (fixed.applied.length === 0) return '';
  const label = sourceLabel(fixed.original);
  const lines = fixed.applied.map((a) => `${label}  fix  ${fixWords(a.fix, a.before, p)}`);
  for (const d of lineDiff(fixed.original.text, fixed.fixed.text))
    lines.push(d.kind === 'removed' ? p.bad(`  - ${d.text}`) : p.good(`  + ${d.text}`));
  return `${lines.join('\n')}\n`;
}
