// Where a composer's panel goes: right after the block that holds the editor, before the site's Post button
// when that follows the editor in the same block, in the page's normal flow, so it pushes content down
// instead of covering anything. Never inside the editor, never outside the composer's dialog.

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
  let block: Element = (withButton && beforeTheButton(editor, withButton, chain, postButton)) ?? withButton ?? cell ?? editor;
  // A sibling in a row would sit beside the composer and squeeze it; go up to a vertical flow.
  for (let depth = 0; depth < MAX_CLIMB; depth++) {
    const up = block.parentElement;
    if (!up || stop(up) || !isRowFlex(up)) break;
    block = up;
  }
  return block;
}

/**
 * Keyboard order follows the page's order, and a writer tabs from the editor to the panel before posting:
 * when the Post button comes after the editor in the block holding both, the panel goes right after the
 * editor's own branch of that block, so it sits between the editor and the button.
 */
function beforeTheButton(
  editor: Element,
  withButton: Element,
  chain: readonly Element[],
  postButton: string | undefined,
): Element | undefined {
  const button = postButton ? withButton.querySelector(postButton) : null;
  if (!button || !(editor.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING)) return undefined;
  const branch = chain[chain.indexOf(withButton) - 1] ?? editor;
  return branch.contains(button) ? undefined : branch;
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

/**
 * Puts a panel's host right after the composer's block (again, when the site re-rendered it away), contained
 * when that block sits in a dialog or fixed layer; returns the block, whose colours the panel takes.
 */
export function placeAfterBlock(host: HTMLElement, editor: Element, options: BlockOptions): Element {
  const block = composerBlock(editor, options);
  if (host.previousElementSibling !== block || !host.isConnected) block.after(host);
  host.toggleAttribute('data-contained', inFixedLayer(block));
  return block;
}
