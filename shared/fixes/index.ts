// One-click fixes: suggestFixesWith(scorer, input, result?) → every fix the engine can make, each with its text,
// its edits and the score that text gets, best first. score({ want_fixes: true }) returns the same.
// applyMechanicalFixesWith(scorer, input) applies, in turn, every fix that needs no judgement (the panel's
// "Apply all"). The fixes sit below the score pass and take it as their scorer (shared/scoreFixes.ts binds the
// engine's own), so the pass can offer fixes without the fixes importing the pass.
import { FixKind, type Fix, type ScoreResult } from '../schemas';
import { fixedRequest, fixesOf, MECHANICAL, type FixRequest } from './fixesOf';

/** Scores a request shaped like the post's, as the engine scores the post. */
export type Scorer<Input> = (request: Input) => ScoreResult;

/** What the fixes read of a score request. */
export type FixInput = Omit<FixRequest, 'post'> & { want_fixes?: boolean | undefined; want_panel?: boolean | undefined };

/** The fixes for a post; pass the post's result when you already have it, so it is not scored twice. */
export function suggestFixesWith<Input extends FixInput>(scorer: Scorer<Input>, input: Input, result?: ScoreResult): Fix[] {
  const base = { ...input, want_fixes: false, want_panel: false };
  return fixesOf(input, result ?? scorer(base), (text, asThread) => scorer(fixedRequest(base, text, asThread)));
}

export interface MechanicalFixesApplied {
  /** The post after every mechanical fix that raised its score. */
  text: string;
  /** The kinds applied, in the order they were. */
  applied: FixKind[];
  /** The final text's result, scored like the post (without fixes or panel). */
  result: ScoreResult;
}

/**
 * Applies the mechanical fixes one after the other, in FixKind's order: each is made on the text the previous
 * ones left and re-scored, and kept only when it raises the score.
 */
export function applyMechanicalFixesWith<Input extends FixInput>(scorer: Scorer<Input>, input: Input): MechanicalFixesApplied {
  const base = { ...input, want_fixes: false, want_panel: false };
  const scoreText = (text: string) => scorer({ ...base, text });
  const scoreFix = (text: string, asThread: boolean) => scorer(fixedRequest(base, text, asThread));
  let text = input.text;
  let result = scoreText(text);
  const applied: FixKind[] = [];
  for (const kind of FixKind.options.filter((k) => MECHANICAL[k])) {
    const [fix] = fixesOf({ ...input, text }, result, scoreFix, [kind]);
    if (!fix) continue;
    text = fix.text;
    result = scoreText(text);
    applied.push(kind);
  }
  return { text, applied, result };
}

export { fixedRequest, fixesOf, MECHANICAL, type ScoreText } from './fixesOf';
export { applyEdits } from './textEdits';
