// Bluesky (bsky.app): a TipTap (ProseMirror) editor in the compose dialog.
import { readBlockText } from './editorText';
import { replaceEditorText } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';

const selectors = [
  '[data-testid="composerTextInput"][contenteditable="true"], [data-testid="composerTextInput"] [contenteditable="true"]',
  '[role="dialog"] div.ProseMirror[contenteditable="true"][role="textbox"]',
  'div.ProseMirror[contenteditable="true"]',
] as const;

export const blueskySite: SiteAdapter = {
  id: 'bluesky',
  label: 'Bluesky',
  selectors,
  postButton: '[data-testid="composerPublishBtn"]',
  findComposers: (root) => findBySelectors(root, selectors),
  // One line per paragraph, a hard break is a line break: how Bluesky turns the editor into post text.
  readText: readBlockText,
  // ProseMirror's plain-text paste merges blank lines; its HTML paste keeps empty paragraphs.
  writeText: (editor, text) => replaceEditorText(editor, text, readBlockText, { html: true }),
  composerUrl: (url) => url.pathname === '/intent/compose',
};
