// Which words to mark for the score on screen: every blocker's and warning's span, and the words of the
// card the writer points at, and what that card's fix would remove or replace. Only when the editor still holds the scored text: offsets into an older text
// would mark the wrong words (the next score, a pause later, marks the new ones).
import type { Span } from '../../shared/index';
import type { LiveScore } from '../state/liveScore';
import { rangeForSpan, type EditorTextMap } from './editorTextMap';
import { MARK_NAMES, type Mark } from './textMarks';

export function issueMarks(map: EditorTextMap | null, live: LiveScore, emphasis: readonly Span[] | null, previewed: readonly Span[] | null = null): Mark[] {
  if (!map || live.kind !== 'scored' || map.text !== live.text) return [];
  const marks: Mark[] = [];
  for (const blocker of live.result.blockers) {
    const range = blocker.span ? rangeForSpan(map, blocker.span) : null;
    if (range) marks.push({ name: blocker.severity === 'block' ? MARK_NAMES.block : MARK_NAMES.warn, range });
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
