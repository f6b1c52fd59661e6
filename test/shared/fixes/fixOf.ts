// The fix of one kind that suggestFixes offers for a post, for tests that check one kind at a time.
import { suggestFixes, type Fix, type FixKind, type ScoreInput } from '../../../shared/index';

export function fixOf(kind: FixKind, input: ScoreInput): Fix | undefined {
  return suggestFixes(input).find((f) => f.kind === kind);
}

/** The original characters a fix's edits replace or remove, edit by edit, joined by " | ". */
export function editedText(input: ScoreInput, fix: Fix): string {
  return fix.edits.map((e) => input.text.slice(e.start, e.end)).join(' | ');
}
