// Bluesky (bsky.app): a TipTap (ProseMirror) editor in the compose dialog.
import { defineSite } from './defineSite';
import { readBlockPost } from '../dom/editorText';
import { SITE_HOSTS } from './siteHosts';

const selectors = [
  '[data-testid="composerTextInput"][contenteditable="true"], [data-testid="composerTextInput"] [contenteditable="true"]',
  '[role="dialog"] div.ProseMirror[contenteditable="true"][role="textbox"]',
  'div.ProseMirror[contenteditable="true"]',
] as const;

export const blueskySite = defineSite({
  id: 'bluesky',
  label: 'Bluesky',
  hosts: SITE_HOSTS.bluesky,
  selectors,
  postButton: '[data-testid="composerPublishBtn"]',
  // One line per paragraph, a hard break is a line break: how Bluesky turns the editor into post text.
  readPost: readBlockPost,
  // ProseMirror's plain-text paste merges blank lines; its HTML paste keeps empty paragraphs.
  paste: { html: true },
  composerUrl: (url) => url.pathname === '/intent/compose',
});
