// Writing a variant into a site's editor without touching its DOM: the editors own their DOM and
// rebuild it from their model, so we speak to them the way a person does (select all, paste), read back
// what they took, and only then try their other ways in.
import { placeSelection, selectionOffsets } from '../dom/caret';
import { isTextarea } from '../dom/editorText';
import { tick, waitForText } from './readBack';

export interface PasteOptions {
  /** Also offer an HTML version (one <p> per line) for editors whose plain-text paste merges blank lines. */
  html?: boolean;
  /** Type line by line when pasting fails. Off for Draft.js, whose state that corrupts. */
  typeFallback?: boolean;
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

/** Where the selection is, to tell whether selecting changed it (an unchanged one fires no `selectionchange`). */
function selectionAt(doc: Document): readonly unknown[] {
  const s = doc.getSelection();
  return s ? [s.anchorNode, s.anchorOffset, s.focusNode, s.focusOffset] : [];
}

/**
 * Focus, let the editor react to the focus (Draft.js puts back its own caret after the event), then
 * select everything as Ctrl+A would, and wait until the editor has heard of the new selection
 * (editors learn of it from the async `selectionchange` event). A selection that was already all of it
 * fires no event, and the editor knows it already: no wait.
 */
async function selectAll(editor: HTMLElement): Promise<void> {
  const doc = editor.ownerDocument;
  const win = doc.defaultView ?? window;
  if (doc.activeElement !== editor) {
    editor.focus();
    await tick(win, 30);
  }
  const before = selectionAt(doc);
  const heard = nextEvent(doc, 'selectionchange', win, SELECTION_WAIT_MS);
  selectContents(editor);
  const after = selectionAt(doc);
  if (after.length > 0 && after.every((v, i) => v === before[i])) return;
  await heard;
  await tick(win);
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

/**
 * Select all, then a synthetic paste carrying the text. Resolves to whether a listener took the paste (it
 * cancelled the event to insert the text itself): a browser never pastes a synthetic event's data on its own,
 * so an editor that lets it through has ignored it.
 */
export async function pasteReplace(editor: HTMLElement, text: string, options: PasteOptions = {}): Promise<boolean> {
  const win = editor.ownerDocument.defaultView ?? window;
  await selectAll(editor);
  const data = new win.DataTransfer();
  data.setData('text/plain', text);
  if (options.html) data.setData('text/html', linesAsHtml(text));
  return !editor.dispatchEvent(new win.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
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

/** One way of writing a whole text into an editor: it selects everything and replaces it its own way. */
interface WriteWay {
  /** Resolves to false when no listener took the write (then the editor is read once, without the wait). */
  // A strategy that cannot tell whether it worked resolves to nothing (void), one that can, to a boolean.
  // biome-ignore lint/suspicious/noConfusingVoidType: nothing or a boolean
  write: (editor: HTMLElement, text: string) => Promise<boolean | void>;
  /** Tried twice (a first paste can land beside the old text, or before the editor has heard of the selection). */
  retry?: boolean;
}

/** A synthetic beforeinput, then input, carrying the text: editors built on beforeinput (Lexical, Slate) take it. */
export async function inputEventReplace(editor: HTMLElement, text: string): Promise<void> {
  const win = editor.ownerDocument.defaultView ?? window;
  await selectAll(editor);
  const data = new win.DataTransfer();
  data.setData('text/plain', text);
  const init = { inputType: 'insertReplacementText', data: text, dataTransfer: data, bubbles: true, cancelable: true, composed: true };
  editor.dispatchEvent(new win.InputEvent('beforeinput', init));
  editor.dispatchEvent(new win.InputEvent('input', { ...init, cancelable: false }));
}

/** Editors that keep their own model and rebuild their DOM from it: a DOM replacement would be undone or corrupt it. */
const FRAMEWORK_EDITOR =
  '[data-lexical-editor], .ProseMirror, .ql-editor, [data-slate-editor], .public-DraftEditor-content, [data-contents]';

/** A contenteditable no editor framework owns: its DOM is its text, so replacing the DOM is a real write. */
export function isPlainEditable(editor: HTMLElement): boolean {
  return !isTextarea(editor) && !editor.matches(FRAMEWORK_EDITOR) && editor.querySelector(FRAMEWORK_EDITOR) === null;
}

/** One block per line, as a plain contenteditable makes them when typed into, then the input event it would fire. */
export async function domReplace(editor: HTMLElement, text: string): Promise<void> {
  const doc = editor.ownerDocument;
  const win = doc.defaultView ?? window;
  editor.replaceChildren(
    ...text.split('\n').map((line) => {
      const block = doc.createElement('div');
      if (line === '') block.append(doc.createElement('br'));
      else block.textContent = line;
      return block;
    }),
  );
  editor.dispatchEvent(new win.InputEvent('input', { inputType: 'insertReplacementText', data: text, bubbles: true }));
}

async function textareaWrite(editor: HTMLElement, text: string): Promise<void> {
  setTextareaText(editor, text);
}

/** The editing command on a textarea: what a person's typing does, so a framework's listeners all hear it. */
async function textareaCommand(editor: HTMLElement, text: string): Promise<void> {
  if (!isTextarea(editor) || typeof editor.ownerDocument.execCommand !== 'function') return;
  editor.focus();
  editor.select();
  editor.ownerDocument.execCommand('insertText', false, text);
}

/**
 * The ways to write into this editor, the one most like a person's first: a paste (select all, paste), the
 * editing commands (typed line by line), beforeinput/input events, and for a contenteditable no framework
 * owns, its DOM replaced. A textarea: its native value setter with an input event, then the editing command.
 */
function waysFor(editor: HTMLElement, options: PasteOptions): WriteWay[] {
  if (isTextarea(editor)) return [{ write: textareaWrite }, { write: textareaCommand }];
  const ways: WriteWay[] = [{ write: (e, t) => pasteReplace(e, t, options), retry: true }];
  // Draft.js: typing and foreign events corrupt its state; a paste is its only way.
  if (options.typeFallback === false) return ways;
  ways.push({ write: typeReplace }, { write: inputEventReplace });
  if (isPlainEditable(editor)) ways.push({ write: domReplace });
  return ways;
}

/** The way that last worked in each editor: tried first next time, so a paste it ignores is not tried first every time. */
const lastWorked = new WeakMap<HTMLElement, number>();

/** Tries each way until the editor reads back `text`; resolves to whether one did. */
async function writeByWays(
  editor: HTMLElement,
  text: string,
  read: (editor: HTMLElement) => string,
  ways: readonly WriteWay[],
): Promise<boolean> {
  const first = lastWorked.get(editor) ?? 0;
  const order = [...ways.keys()].sort((a, b) => Number(b === first) - Number(a === first));
  for (const index of order) {
    const way = ways[index]!;
    for (let attempt = way.retry ? 2 : 1; attempt > 0; attempt--) {
      const taken = (await way.write(editor, text)) !== false;
      if (await waitForText(editor, text, read, taken)) {
        lastWorked.set(editor, index);
        return true;
      }
      // An ignored write is ignored again: no second try.
      if (!taken) break;
    }
  }
  return false;
}

/**
 * Replaces the whole draft with `text`, reading back what the editor holds after each way of writing it and
 * falling back to the next way when it is not exactly `text`. When no way works, the writer's own text is
 * written back (if an attempt changed it) and their selection restored, so the draft is never left changed
 * or all selected, one keystroke from being lost. Resolves to whether the editor holds exactly `text`.
 */
export async function replaceEditorText(
  editor: HTMLElement,
  text: string,
  read: (editor: HTMLElement) => string,
  options: PasteOptions = {},
): Promise<boolean> {
  const original = read(editor);
  const selection = selectionOffsets(editor);
  const ways = waysFor(editor, options);
  if (await writeByWays(editor, text, read, ways)) return true;
  if (read(editor) !== original) await writeByWays(editor, original, read, ways);
  const end = read(editor).length;
  placeSelection(editor, selection ?? { anchor: end, focus: end });
  return false;
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
