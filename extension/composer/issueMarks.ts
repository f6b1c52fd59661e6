// Which words to mark for the score on screen: every blocker's and warning's span (of the concepts the writer
// has not hidden), and the words of the card the writer points at, and what that card's fix would remove or
// replace. Only when the editor still holds the scored text: offsets into an older text would mark the wrong
// words (the next score, a pause later, marks the new ones).
import type { Blocker, Span } from '../../shared/index';
import { blockerConcept } from '../panel/shownVerdict';
import type { LiveScore } from '../state/liveScore';
import { rangeForSpan, type EditorTextMap } from './editorTextMap';
import { MARK_NAMES, type Mark, type MarkName } from './textMarks';

/** What the marks leave out: the concepts whose cards the writer hid (all shown when absent). */
export type Shows = (concept: string) => boolean;

/** A letter, digit or joiner inside a word: the limit falling between two of them falls inside a word. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_'’-]/u;

/**
 * Where the overflow's mark starts: the limit may fall inside a word ("…d in a year?"), and the mark starts
 * at that word's first letter, so the whole word that does not fit is marked, never a stray piece of it.
 */
export function overflowStart(text: string, limitAt: number): number {
  let start = Math.min(Math.max(0, limitAt), text.length);
  if (start === 0 || !WORD_CHAR.test(text[start] ?? '')) return start;
  while (start > 0 && WORD_CHAR.test(text[start - 1] ?? '')) start--;
  return start;
}

/** A blocker's mark: the overflow of a post over the limit lightly, from a word's start; other problems wavy. */
function blockerMark(blocker: Blocker, text: string): { name: MarkName; span: Span } | null {
  const { span } = blocker;
  if (!span || span.end <= span.start) return null;
  if (blocker.code === 'over_limit' || blocker.code === 'thread_part_over_limit') return { name: MARK_NAMES.over, span: { start: overflowStart(text, span.start), end: span.end } };
  return { name: blocker.severity === 'block' ? MARK_NAMES.block : MARK_NAMES.warn, span };
}

/** The marked problems of the score on screen, each with its concept (the card a click on it opens). */
export function markedSpans(live: LiveScore, shows: Shows = () => true): { name: MarkName; span: Span; concept: string }[] {
  if (live.kind !== 'scored') return [];
  const marked: { name: MarkName; span: Span; concept: string }[] = [];
  for (const blocker of live.result.blockers) {
    const concept = blockerConcept(blocker);
    if (!shows(concept)) continue;
    const mark = blockerMark(blocker, live.text);
    if (mark) marked.push({ ...mark, concept });
  }
  return marked;
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

export function issueMarks(map: EditorTextMap | null, live: LiveScore, emphasis: readonly Span[] | null, previewed: readonly Span[] | null = null, shows: Shows = () => true): Mark[] {
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
