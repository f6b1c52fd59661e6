// Threads (threads.com, threads.net): a contenteditable textbox inside the compose dialog.
import { readBlockText } from './editorText';
import { replaceEditorText } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';
import { threadsAddControl } from './threadsAddControl';

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
  // "Add to thread", found by its place in the dialog whatever the interface language (threadsAddControl.ts).
  addPostControl: (editor) => threadsAddControl(editor, (scope) => findBySelectors(scope, selectors)),
};
