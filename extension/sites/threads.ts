// Threads (threads.com, threads.net): a contenteditable textbox inside the compose dialog.
import { readBlockText } from './editorText';
import { replaceEditorText } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';

/** Threads names its control only in words; in another language it is not found and the parts are offered to copy. */
const ADD_TO_THREAD = /^add to thread$/i;

const selectors = [
  '[role="dialog"] div[contenteditable="true"][role="textbox"]',
  'div[contenteditable="true"][role="textbox"][aria-label*="thread" i]',
  'div[data-lexical-editor="true"][contenteditable="true"]',
] as const;

export const threadsSite: SiteAdapter = {
  id: 'threads',
  label: 'Threads',
  selectors,
  findComposers: (root) => findBySelectors(root, selectors),
  readText: readBlockText,
  writeText: (editor, text) => replaceEditorText(editor, text, readBlockText),
  composerUrl: (url) => url.pathname === '/intent/post',
  addPostControl: (editor) => {
    const scope = editor.closest('[role="dialog"]') ?? editor.ownerDocument;
    const controls = Array.from(scope.querySelectorAll<HTMLElement>('[role="button"], button'));
    return controls.find((c) => ADD_TO_THREAD.test((c.getAttribute('aria-label') ?? c.textContent ?? '').trim())) ?? null;
  },
};
