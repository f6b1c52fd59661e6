// LinkedIn: a Quill editor in the share box (and in comment boxes).
import { readBlockText } from './editorText';
import { replaceEditorText } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';

const selectors = [
  'div.ql-editor[contenteditable="true"][role="textbox"]',
  'div[contenteditable="true"][role="textbox"][aria-label*="creating content" i]',
  'div.ql-editor[contenteditable="true"]',
] as const;

export const linkedinSite: SiteAdapter = {
  id: 'linkedin',
  label: 'LinkedIn',
  selectors,
  postButton: '.share-actions__primary-action',
  findComposers: (root) => findBySelectors(root, selectors),
  // Quill renders one <p> per line and <p><br></p> for an empty one.
  readText: readBlockText,
  writeText: (editor, text) => replaceEditorText(editor, text, readBlockText),
  composerUrl: (url) => url.pathname.startsWith('/feed') && url.searchParams.get('shareActive') === 'true',
};
