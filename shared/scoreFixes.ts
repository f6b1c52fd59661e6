// The one-click fixes as the engine offers them: the fixes take a scorer (shared/fixes/index.ts), and here it
// is the engine's own `score`, which checks each request against the contract as any caller's score does.
import type { Fix, ScoreResult } from './schemas';
import { score, type ScoreInput } from './score';
import { applyMechanicalFixesWith, suggestFixesWith, type MechanicalFixesApplied } from './fixes/index';

/** The fixes for a post; pass the post's result when you already have it, so it is not scored twice. */
export function suggestFixes(input: ScoreInput, result?: ScoreResult): Fix[] {
  return suggestFixesWith(score, input, result);
}

/** Applies every mechanical fix that raises the score, one after the other (the panel's "Apply all"). */
export function applyMechanicalFixes(input: ScoreInput): MechanicalFixesApplied {
  return applyMechanicalFixesWith(score, input);
}
