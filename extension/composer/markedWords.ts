// The words each problem points at, underlined in the editor after every score (the hovered card's too), and
// a click on marked words opening the panel at their card, as a writing assistant's underlines do: the caret
// stays in the editor, so the writer can go on typing. Alt+Enter there does the same from the keyboard and
// moves the focus to the card (Enter alone writes a new line: the editor's, never taken).
import { effect } from '@preact/signals';
import { selectionOffsets } from '../dom/caret';
import { createTextMarks } from '../dom/textMarks';
import type { PanelState } from '../state/panelState';
import type { EditorFeed } from './editorFeed';
import { issueMarks, markedConceptAt } from './issueMarks';

export function markWords(editor: HTMLElement, state: PanelState, feed: EditorFeed): () => void {
  const marks = createTextMarks(editor.ownerDocument);
  const stopMarks = effect(() => {
    const live = state.live.value;
    const emphasis = state.emphasis.value;
    const previewed = state.previewed.value;
    // The map of the latest read: issueMarks marks nothing unless it is of the very text scored. A hidden
    // card's concept is not marked (state.shows reads the dismissals, so hiding or bringing one back redraws).
    marks.show(issueMarks(feed.map(), live, emphasis, previewed, state.shows));
  });

  const markedAtCaret = (): string | null => {
    const selection = selectionOffsets(editor);
    if (!selection || selection.anchor !== selection.focus) return null;
    return markedConceptAt(feed.map(), state.live.peek(), selection.focus, state.shows);
  };
  const onEditorClick = () => {
    const concept = markedAtCaret();
    if (concept) state.openCard(concept, false);
  };
  const onEditorKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const concept = markedAtCaret();
    if (!concept) return;
    event.preventDefault();
    event.stopPropagation();
    state.openCard(concept, true);
  };
  editor.addEventListener('click', onEditorClick);
  editor.addEventListener('keydown', onEditorKeyDown);

  return () => {
    stopMarks();
    marks.dispose();
    editor.removeEventListener('click', onEditorClick);
    editor.removeEventListener('keydown', onEditorKeyDown);
  };
}
