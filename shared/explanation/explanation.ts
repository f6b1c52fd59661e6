// The explanation of a result, decided once per score in the engine: the headline (the verdict's label and
// tone, the number and its meaning), the issues grouped and ordered, the verdict's words, the one thing that
// matters most, the language note and the reach in people's terms. The panel, the command line and the API's
// clients present it; none of them decides it again.
import type { AccountUse, Explanation, ScoreResult } from '../schemas';
import { headlineOf } from './headline';
import { issuesOf, languageNoteOf } from './issues';
import { reachOf, type UsualViews } from './reach';
import { topIssue, verdictSentence } from './verdict';

export type ExplanationInput = Pick<ScoreResult, 'decision' | 'pre_publish_score' | 'blockers' | 'reasons' | 'view_curve'> & {
  /** The account the forecast was made for, when there is one: its typical post is then the writer's own. */
  account?: Pick<AccountUse, 'status'> | undefined;
};

/** `usual`: the post the views are read against (the account's typical post, or a new account's). */
export function explanationOf(result: ExplanationInput, usual: UsualViews): Explanation {
  const issues = issuesOf(result);
  const headline = headlineOf(result);
  const verdict = verdictSentence(result, issues, headline);
  return {
    headline,
    verdict,
    top_issue: topIssue(result, issues, verdict),
    issues,
    language_note: languageNoteOf(result),
    reach: reachOf(result.view_curve, usual),
  };
}
