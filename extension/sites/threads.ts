// Threads (threads.com, threads.net): a contenteditable textbox inside the compose dialog.
import { defineSite } from './defineSite';
import { readBlockPost } from '../dom/editorText';
import { findBySelectors } from './siteAdapter';
import { SITE_HOSTS } from './siteHosts';
import { threadsAddControl } from './threadsAddControl';

const selectors = [
  '[role="dialog"] div[contenteditable="true"][role="textbox"]',
  'div[contenteditable="true"][role="textbox"][aria-label*="thread" i]',
  'div[data-lexical-editor="true"][contenteditable="true"]',
] as const;

export const threadsSite = defineSite({
  id: 'threads',
  label: 'Threads',
  hosts: SITE_HOSTS.threads,
  selectors,
  readPost: readBlockPost,
  composerUrl: (url) => url.pathname === '/intent/post',
  // "Add to thread", found by its place in the dialog whatever the interface language (threadsAddControl.ts).
  addPostControl: (editor) => threadsAddControl(editor, (scope) => findBySelectors(scope, selectors)),
});
