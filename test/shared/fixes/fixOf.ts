// The fix of one kind that suggestFixes offers for a post, for tests that check one kind at a time.
import { suggestFixes, type Fix, type FixKind, type ScoreInput } from '../../../shared/index';

export function fixOf(kind: FixKind, input: ScoreInput): Fix | undefined {
  return suggestFixes(input).find((f) => f.kind === kind);
}

/** The words a fix's `changed` span points at in the original text. */
export function changedWords(input: ScoreInput, fix: Fix): string {
  return input.text.slice(fix.changed.start, fix.changed.end);
}
