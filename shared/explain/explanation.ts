// The explanation of a result, decided once per score in the engine: the issues grouped and ordered, the
// verdict's words, the one thing that matters most, the language note and the reach in people's terms.
// The panel, the command line and the API's clients present it; none of them decides it again.
import type { Explanation, ScoreResult } from '../schemas';
import { issuesOf, languageNoteOf } from './issues';
import { reachOf, type UsualViews } from './reach';
import { topIssue, verdictSentence } from './verdict';

/** `usual`: the post the views are read against (the account's typical post, or a new account's). */
export function explanationOf(result: Pick<ScoreResult, 'decision' | 'blockers' | 'reasons' | 'view_curve'>, usual: UsualViews): Explanation {
  const issues = issuesOf(result);
  const verdict = verdictSentence(result, issues);
  return {
    verdict,
    top_issue: topIssue(result, issues, verdict),
    issues,
    language_note: languageNoteOf(result),
    reach: reachOf(result.view_curve, usual),
  };
}
