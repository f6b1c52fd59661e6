// One-click fixes (issue 11): suggestFixes(input, result?) → every fix the engine can make mechanically,
// each with its text and the score that text gets, best first. score({ want_fixes: true }) returns the same.
import type { Fix, ScoreResult } from '../schemas';
import { score, type ScoreInput } from '../score';
import { fixesOf } from './fixesOf';

/** The fixes for a post; pass the post's result when you already have it, so it is not scored twice. */
export function suggestFixes(input: ScoreInput, result?: ScoreResult): Fix[] {
  const base = { ...input, want_fixes: false, want_panel: false };
  return fixesOf(input, result ?? score(base), (text) => score({ ...base, text }));
}

export { fixesOf, type ScoreText } from './fixesOf';
