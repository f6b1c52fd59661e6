// Threads (threads.com, threads.net): a contenteditable textbox inside the compose dialog.
import { readBlockText } from './editorText';
import { replaceEditorText } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';

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
};
