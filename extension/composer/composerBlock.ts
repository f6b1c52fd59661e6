// Where a composer's panel goes: right after the block that holds the editor (and its Post button when
// that block holds no other editor), in the page's normal flow, so it pushes content down instead of
// covering anything. Never inside the editor, never outside the composer's dialog.

const MAX_CLIMB = 12;
const WRAPPER_LEVELS = 2;

function isRowFlex(el: Element): boolean {
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  if (!style) return false;
  return (style.display === 'flex' || style.display === 'inline-flex') && !style.flexDirection.startsWith('column');
}

export interface BlockOptions {
  /** Every editor the page shows now: a block holding another one is a whole thread or dialog. */
  editors: readonly Element[];
  postButton?: string;
}

/** The element the panel is inserted after. */
export function composerBlock(editor: Element, { editors, postButton }: BlockOptions): Element {
  const boundary = editor.closest('[role="dialog"]');
  const body = editor.ownerDocument.body;
  const holdsAnotherEditor = (el: Element) => editors.some((other) => other !== editor && el.contains(other));
  const stop = (el: Element): boolean => el === boundary || el === body || holdsAnotherEditor(el);

  // The nearest block holding the Post button; in a thread draft, the box's own cell (the largest
  // block holding no other box); otherwise the editor's own wrapper (two levels up).
  const chain: Element[] = [];
  let el = editor.parentElement;
  for (; el && chain.length < MAX_CLIMB && !stop(el); el = el.parentElement) chain.push(el);
  const stoppedByAnotherEditor = el !== null && holdsAnotherEditor(el);
  const withButton = postButton ? chain.find((c) => c.querySelector(postButton) !== null) : undefined;
  const cell = stoppedByAnotherEditor ? chain.at(-1) : chain[Math.min(WRAPPER_LEVELS, chain.length) - 1];
  let block: Element = withButton ?? cell ?? editor;
  // A sibling in a row would sit beside the composer and squeeze it; go up to a vertical flow.
  for (let depth = 0; depth < MAX_CLIMB; depth++) {
    const up = block.parentElement;
    if (!up || stop(up) || !isRowFlex(up)) break;
    block = up;
  }
  return block;
}

/**
 * Inside a dialog or a fixed layer the page cannot scroll the panel into view, so the panel keeps its
 * body to a scrollable share of the screen there.
 */
export function inFixedLayer(el: Element): boolean {
  const win = el.ownerDocument.defaultView;
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.getAttribute('role') === 'dialog' || node.getAttribute('aria-modal') === 'true') return true;
    if (win?.getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}
