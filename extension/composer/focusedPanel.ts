// Several panels on one page (the boxes of a thread, one panel each): only the panel of the box the writer is
// in opens its details, the way the writer left the last one; the others stay on their compact line, so a
// written thread is not three full panels stacked under its boxes. One panel alone is left as it is.
import type { ComposerPanel } from './composerPanel';

type Foldable = Pick<ComposerPanel, 'editor' | 'showExpanded' | 'writing'>;

export interface FocusedPanelDeps {
  doc: Document;
  /** The panels on the page now. */
  panels(): Iterable<Foldable>;
  /** Whether the writer left the details open (the remembered layout). */
  expandedByChoice(): boolean;
  signal: AbortSignal;
}

/** Whether a new panel opens the remembered way: alone on the page, or beside the box the writer is in. */
export function opensExpanded(editor: HTMLElement, others: readonly Foldable[]): boolean {
  if (others.length === 0) return true;
  // A thread being written moves the focus through the new boxes: their panels open compact.
  if (others.some((p) => p.writing())) return false;
  const active = editor.ownerDocument.activeElement;
  return active !== null && editor.contains(active);
}

/** Opens the details of the focused box's panel (as remembered) and folds the others, as the focus moves. */
export function followFocus({ doc, panels, expandedByChoice, signal }: FocusedPanelDeps): (editor: HTMLElement) => void {
  const focus = (editor: HTMLElement) => {
    const all = [...panels()];
    if (all.length < 2 || all.some((p) => p.writing())) return;
    const focused = all.find((p) => p.editor === editor);
    if (!focused) return;
    for (const panel of all) panel.showExpanded(panel === focused ? expandedByChoice() : false);
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Node | null;
    const panel = target ? [...panels()].find((p) => p.editor.contains(target)) : undefined;
    if (panel) focus(panel.editor);
  };
  doc.addEventListener('focusin', onFocusIn, true);
  signal.addEventListener('abort', () => doc.removeEventListener('focusin', onFocusIn, true));
  return focus;
}
