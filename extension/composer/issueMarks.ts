// Which words to mark for the score on screen: every blocker's and warning's span (of the concepts the writer
// has not hidden), and the words of the card the writer points at, and what that card's fix would remove or
// replace. Only when the editor still holds the scored text: offsets into an older text would mark the wrong
// words (the next score, a pause later, marks the new ones).
import type { Span } from '@preflight/engine';
import { problemMarks, type ProblemMarkKind } from '../../ui/problemMarks';
import type { LiveScore } from '../state/liveScore';
import { rangeForSpan, type EditorTextMap } from '../dom/editorTextMap';
import { MARK_NAMES, type Mark, type MarkName } from '../dom/textMarks';

/** The highlight each kind of problem is painted with. */
const NAME_OF: Record<ProblemMarkKind, MarkName> = { block: MARK_NAMES.block, warn: MARK_NAMES.warn, over: MARK_NAMES.over };

/** What the marks leave out: the concepts whose cards the writer hid (all shown when absent). */
export type Shows = (concept: string) => boolean;

/** The marked problems of the score on screen, each with its concept (the card a click on it opens). */
export function markedSpans(live: LiveScore, shows: Shows = () => true): { name: MarkName; span: Span; concept: string }[] {
  if (live.kind !== 'scored') return [];
  return problemMarks(live.result.blockers, live.text, shows).map(({ kind, span, concept }) => ({ name: NAME_OF[kind], span, concept }));
}

/**
 * The concept of the mark at `offset` in the scored text (a caret inside the marked words or at either end of
 * them), blocking problems before warnings; null when the caret is on no mark or the editor holds another text.
 */
export function markedConceptAt(map: EditorTextMap | null, live: LiveScore, offset: number, shows: Shows = () => true): string | null {
  if (!map || live.kind !== 'scored' || map.text !== live.text) return null;
  const under = markedSpans(live, shows).filter(({ span }) => span.start <= offset && offset <= span.end);
  const rank = (name: MarkName) => (name === MARK_NAMES.warn ? 1 : 0);
  return under.sort((a, b) => rank(a.name) - rank(b.name))[0]?.concept ?? null;
}

export function issueMarks(
  map: EditorTextMap | null,
  live: LiveScore,
  emphasis: readonly Span[] | null,
  previewed: readonly Span[] | null = null,
  shows: Shows = () => true,
): Mark[] {
  if (!map || live.kind !== 'scored' || map.text !== live.text) return [];
  const marks: Mark[] = [];
  for (const { name, span } of markedSpans(live, shows)) {
    const range = rangeForSpan(map, span);
    if (range) marks.push({ name, range });
  }
  for (const span of emphasis ?? []) {
    const range = rangeForSpan(map, span);
    if (range) marks.push({ name: MARK_NAMES.focus, range });
  }
  for (const span of previewed ?? []) {
    const range = rangeForSpan(map, span);
    if (range) marks.push({ name: MARK_NAMES.change, range });
  }
  return marks;
}
