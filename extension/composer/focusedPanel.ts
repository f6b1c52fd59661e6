// Several panels on one page (the boxes of a thread, one panel each): only the panel of the box the writer is
// in opens its details, the way the writer left the last one; the others stay on their compact line, so a
// written thread is not three full panels stacked under its boxes. One panel alone is left as it is.
//
// A thread written by the panel moves the focus through the boxes it fills, and the site may focus the last
// one a moment later: those moves are not the writer's. From the moment a panel is seen writing until the
// writer next clicks or presses a key, the focus is not followed and new boxes' panels open compact, so the
// panel that wrote the thread (with its Undo) stays open.
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

export interface FocusedPanels {
  /** Whether a new panel beside `editor` opens the remembered way: alone on the page, or beside the box the writer is in. */
  opensExpanded(editor: HTMLElement): boolean;
  /** Opens the details of `editor`'s panel (as remembered) and folds the others. */
  focus(editor: HTMLElement): void;
}

export function followFocus({ doc, panels, expandedByChoice, signal }: FocusedPanelDeps): FocusedPanels {
  /** Set once a panel is seen writing; cleared by the writer's next click or key. */
  let afterWrite = false;
  const quiet = (all: readonly Foldable[]) => {
    if (all.some((p) => p.writing())) afterWrite = true;
    return afterWrite;
  };

  const focus = (editor: HTMLElement) => {
    const all = [...panels()];
    // Seen writing even while it is the only panel: the boxes a thread adds get theirs a moment later.
    if (quiet(all) || all.length < 2) return;
    const focused = all.find((p) => p.editor === editor);
    if (!focused) return;
    for (const panel of all) panel.showExpanded(panel === focused ? expandedByChoice() : false);
  };

  const opensExpanded = (editor: HTMLElement) => {
    const others = [...panels()];
    if (others.length === 0) return true;
    if (quiet(others)) return false;
    const active = editor.ownerDocument.activeElement;
    return active !== null && editor.contains(active);
  };

  const editorOf = (target: EventTarget | null) => {
    const node = target as Node | null;
    return node ? [...panels()].find((p) => p.editor.contains(node))?.editor : undefined;
  };
  const onFocusIn = (event: FocusEvent) => {
    const editor = editorOf(event.target);
    if (editor) focus(editor);
  };
  // Captured first, before the focus they cause: the writer's own move ends the quiet after a write, and a
  // click or a key in a box the focus already is in (where a write left it) opens that box's panel too.
  const onInput = (event: Event) => {
    if ([...panels()].some((p) => p.writing())) return;
    afterWrite = false;
    const editor = editorOf(event.target);
    if (editor?.contains(doc.activeElement)) focus(editor);
  };
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerdown', onInput, true);
  doc.addEventListener('keydown', onInput, true);
  signal.addEventListener('abort', () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('pointerdown', onInput, true);
    doc.removeEventListener('keydown', onInput, true);
  });
  return { opensExpanded, focus };
}
