// The Fix tab's cards: one per concept, the issues first (most helpful first, as the engine's explanation orders them), each
// with the engine's fixes for its concept, then one card per concept for fixes no issue claims, so no fix is
// lost and no concept shows twice. Each fix comes with the edits it makes, for its preview and its marks.
import { fixesFor, unclaimedFixes, type Fix, type Issue, type IssueSeverity, type Span } from '@preflight/engine';
import { editsOf, type TextEdit } from './fixEdits';

export interface CardFix {
  fix: Fix;
  edits: TextEdit[];
}

export interface FixCardModel {
  concept: string;
  severity: IssueSeverity | 'fix';
  /** The card's one-line name: the problem in a few words, or the fix's own label. */
  name: string;
  /** What is wrong, in the engine's words (the card's description). */
  message: string;
  /** How to fix it by hand, in the engine's words, when no fix can be made for the writer. */
  advice: string | null;
  /** Points the concept costs (negative) for a reason's card, else 0. */
  impact: number;
  /** The words the problem points at. */
  spans: Span[];
  fixes: CardFix[];
}

const withEdits = (fixes: readonly Fix[], text: string): CardFix[] => fixes.map((fix) => ({ fix, edits: editsOf(fix, text) }));

const sentenceOf = (s: string) =>
  s
    .trim()
    .replace(/[.!]+$/u, '')
    .toLowerCase();

/**
 * The advice, unless the message already says it: an over-limit verdict is its own instruction ("Over X's 280:
 * post it as your thread of 3, or cut 26 characters."), and a card says a sentence once.
 */
function adviceBeyond(message: string, advice: string | null): string | null {
  return advice && !sentenceOf(message).includes(sentenceOf(advice)) ? advice : null;
}

export function fixCards(issues: readonly Issue[], fixes: readonly Fix[], text: string): FixCardModel[] {
  const cards: FixCardModel[] = issues.map((issue) => ({
    concept: issue.concept,
    severity: issue.severity,
    name: issue.name,
    message: issue.message,
    advice: adviceBeyond(issue.message, issue.fix),
    impact: issue.severity === 'reason' ? issue.impact : 0,
    spans: issue.spans,
    fixes: withEdits(fixesFor(issue, fixes), text),
  }));
  const byConcept = new Map<string, FixCardModel>();
  for (const fix of unclaimedFixes(issues, fixes)) {
    const known = byConcept.get(fix.concept);
    if (known) known.fixes.push(...withEdits([fix], text));
    else
      byConcept.set(fix.concept, {
        concept: fix.concept,
        severity: 'fix',
        name: fix.label,
        message: fix.label,
        advice: null,
        impact: 0,
        spans: [],
        fixes: withEdits([fix], text),
      });
  }
  return [...cards, ...byConcept.values()];
}

/** What a card's fixes replace or remove in the text on screen (an insertion has no width to mark). */
export function changedSpans(card: FixCardModel): Span[] {
  return card.fixes.flatMap(({ edits }) => edits.filter((e) => e.end > e.start).map((e) => ({ start: e.start, end: e.end })));
}

/** "Apply: 62 → 71" when the fix raises the rounded score; only "Apply" when it does not (never "0 → 0"). */
export function applyLabel(verb: string, from: number, to: number): string {
  const a = Math.round(from);
  const b = Math.round(to);
  return b > a ? `${verb}: ${a} → ${b}` : verb;
}
