// Writing a variant into a site's editor without touching its DOM: the editors own their DOM and
// rebuild it from their model, so we speak to them the way a person does (select all, paste).
import { isTextarea } from './editorText';

export interface PasteOptions {
  /** Also offer an HTML version (one <p> per line) for editors whose plain-text paste merges blank lines. */
  html?: boolean;
  /** Type line by line when pasting fails. Off for Draft.js, whose state that corrupts (DESIGN.md section 3). */
  typeFallback?: boolean;
}

/** A macrotask later: the editor's own handlers (and the microtasks they queue) have run. */
function tick(win: Window, ms = 0): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, ms));
}

/** Resolves on the next `type` event at `target`, or after `timeoutMs` if none comes. */
function nextEvent(target: EventTarget, type: string, win: Window, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      target.removeEventListener(type, done);
      win.clearTimeout(timer);
      resolve();
    };
    const timer = win.setTimeout(done, timeoutMs);
    target.addEventListener(type, done);
  });
}

const SELECTION_WAIT_MS = 300;
const TEXT_WAIT_MS = 600;

/**
 * Focus, let the editor react to the focus (Draft.js puts back its own caret after the event), then
 * select everything as Ctrl+A would, and wait until the editor has heard of the new selection
 * (editors learn of it from the async `selectionchange` event).
 */
async function selectAll(editor: HTMLElement): Promise<void> {
  const doc = editor.ownerDocument;
  const win = doc.defaultView ?? window;
  if (doc.activeElement !== editor) {
    editor.focus();
    await tick(win, 30);
  }
  const heard = nextEvent(doc, 'selectionchange', win, SELECTION_WAIT_MS);
  selectContents(editor);
  await heard;
  await tick(win);
}

/** Polls until the editor reads `text` (editors re-render after a paste, some a frame later). */
async function waitForText(editor: HTMLElement, text: string, read: (editor: HTMLElement) => string): Promise<boolean> {
  const win = editor.ownerDocument.defaultView ?? window;
  const deadline = Date.now() + TEXT_WAIT_MS;
  for (;;) {
    if (read(editor) === text) return true;
    if (Date.now() >= deadline) return false;
    await tick(win, 30);
  }
}

function selectContents(editor: HTMLElement): void {
  const doc = editor.ownerDocument;
  // What Ctrl+A does inside the focused editor; the Range is for documents without execCommand.
  let done = false;
  try {
    done = typeof doc.execCommand === 'function' && doc.execCommand('selectAll');
  } catch {
    done = false;
  }
  if (done) return;
  const selection = doc.getSelection();
  if (!selection) return;
  const range = doc.createRange();
  range.selectNodeContents(editor);
  selection.removeAllRanges();
  selection.addRange(range);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function linesAsHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '<p><br></p>' : `<p>${escapeHtml(line)}</p>`))
    .join('');
}

/** Select all, then a synthetic paste carrying the text (DESIGN.md section 3). */
export async function pasteReplace(editor: HTMLElement, text: string, options: PasteOptions = {}): Promise<void> {
  const win = editor.ownerDocument.defaultView ?? window;
  await selectAll(editor);
  const data = new win.DataTransfer();
  data.setData('text/plain', text);
  if (options.html) data.setData('text/html', linesAsHtml(text));
  editor.dispatchEvent(new win.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/** The fallback when a paste did not take: type it in, line by line, through the editing commands. */
export async function typeReplace(editor: HTMLElement, text: string): Promise<void> {
  const doc = editor.ownerDocument;
  if (typeof doc.execCommand !== 'function') return;
  await selectAll(editor);
  text.split('\n').forEach((line, i) => {
    if (i > 0) doc.execCommand('insertParagraph');
    if (line !== '') doc.execCommand('insertText', false, line);
    else if (i === 0) doc.execCommand('delete');
  });
}

/**
 * Paste (twice if the first one landed beside the old text instead of over it), check what the editor
 * now says, and type it in as a last resort where that is safe. Resolves to whether the editor ends up
 * holding exactly `text`.
 */
export async function replaceEditorText(
  editor: HTMLElement,
  text: string,
  read: (editor: HTMLElement) => string,
  options: PasteOptions = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    await pasteReplace(editor, text, options);
    if (await waitForText(editor, text, read)) return true;
  }
  if (options.typeFallback === false) return false;
  await typeReplace(editor, text);
  return waitForText(editor, text, read);
}

/**
 * A textarea, including React-controlled ones (Mastodon): the prototype's setter, so a framework's
 * own `value` hook sees a change, then the `input` event the framework listens to.
 */
export function setTextareaText(editor: HTMLElement, text: string): boolean {
  if (!isTextarea(editor)) return false;
  const win = editor.ownerDocument.defaultView ?? window;
  editor.focus();
  const setter = Object.getOwnPropertyDescriptor(win.HTMLTextAreaElement.prototype, 'value')?.set;
  if (setter) setter.call(editor, text);
  else editor.value = text;
  editor.dispatchEvent(new win.Event('input', { bubbles: true }));
  editor.setSelectionRange(text.length, text.length);
  return editor.value === text;
}
