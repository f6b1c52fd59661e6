// Threads' "Add to thread": the control under the last post box of the compose dialog that adds another box.
// Threads gives it no test id and names it only in the interface's language, so it is found by where it is
// and what it is: the first worded control after the last box (the boxes' own tools above it are bare icons),
// grouped with the boxes rather than with the dialog's Post button. The English name is one cue among these.
// When the structure does not say so clearly, nothing is found, and the panel offers the parts to copy:
// a wrong guess could press Post or open a menu.

const CONTROLS = '[role="button"], button';
const ENGLISH_NAME = /^add to thread$/i;

const nameOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
/** The words a control shows; a control showing only an icon (an svg with an aria-label) has none. */
const wordsOf = (control: Element) => (control.textContent ?? '').replace(/\s+/gu, ' ').trim();
const isAfter = (node: Node, reference: Node) => (reference.compareDocumentPosition(node) & 4) /* DOCUMENT_POSITION_FOLLOWING */ !== 0;

/** The smallest element holding both. */
function commonAncestor(a: Element, b: Element): Element | null {
  for (let el: Element | null = a; el; el = el.parentElement) if (el.contains(b)) return el;
  return null;
}

/**
 * By the dialog's structure, language aside: after the last box, the first control with words of its own is the
 * add control when it is not the dialog's last worded control (Post) and does not share a group with Post that
 * leaves the boxes out (the footer's reply settings sit beside Post; "Add to thread" sits with the boxes).
 */
function byPlace(controls: readonly HTMLElement[], boxes: readonly HTMLElement[]): HTMLElement | null {
  const last = boxes.at(-1);
  if (!last) return null;
  const worded = controls.filter((c) => wordsOf(c) !== '');
  const post = worded.at(-1);
  const next = worded.find((c) => isAfter(c, last));
  if (!post || !next || next === post || !isAfter(post, next)) return null;
  const group = commonAncestor(next, post);
  return group?.contains(last) ? next : null;
}

/**
 * The add control of the compose dialog holding `editor`, or null when it cannot be told apart for sure.
 * `boxes` lists the dialog's post boxes in document order.
 */
export function threadsAddControl(editor: HTMLElement, boxes: (scope: ParentNode) => HTMLElement[]): HTMLElement | null {
  const dialog = editor.closest('[role="dialog"]');
  const scope = dialog ?? editor.ownerDocument;
  // Never one of the boxes' own contents (a mention chip, a link card inside the text).
  const controls = Array.from(scope.querySelectorAll<HTMLElement>(CONTROLS)).filter((c) => c.closest('[contenteditable="true"]') === null);
  const named = controls.find((c) => ENGLISH_NAME.test(nameOf(c)));
  if (named) return named;
  // Outside a dialog the page around the composer has too many controls to read a place from.
  return dialog ? byPlace(controls, boxes(dialog)) : null;
}
