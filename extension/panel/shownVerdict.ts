// The result as the writer chose to see it: a card hidden (for this post or for good) takes its concept out of
// everything that names it, the verdict line, the Fix tab's count and the underlines, not only the card. The
// words are the engine's own (headlineOf, verdictSentence) over what is left, so the line reads as the engine
// would say it without that concept; the number is the engine's, untouched. Undo brings the concept back.
import { headlineOf, verdictSentence, type ScoreResult } from '@preflight/engine';
import { blockerConcept } from '../../ui/problemMarks';

/** The concept a blocker belongs to, as its card and its issue name it. */

/**
 * `result` without the concepts `shows` leaves out: its blockers, its issues, and a headline and verdict made
 * from what is left. The same object when nothing is hidden.
 */
export function withoutHidden(result: ScoreResult, shows: (concept: string) => boolean): ScoreResult {
  const { explanation } = result;
  const issues = explanation.issues.filter((i) => shows(i.concept));
  if (issues.length === explanation.issues.length) return result;
  const blockers = result.blockers.filter((b) => shows(blockerConcept(b)));
  const headline = headlineOf({ ...result, blockers });
  // A verdict that asks for changes names what to change; with every such thing hidden it is only the label
  // (never "several small things count against it" when the one thing was the hidden one).
  const asks = headline.tone === 'caution' || headline.tone === 'stop';
  const verdict = asks && issues.length === 0 ? headline.label : verdictSentence({ decision: result.decision, blockers }, issues, headline);
  return { ...result, blockers, explanation: { ...explanation, headline, verdict, issues } };
}
