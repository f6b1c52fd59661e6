// LinkedIn: a Quill editor in the share box (and in comment boxes).
import { defineSite } from './defineSite';
import { readBlockPost } from '../dom/editorText';
import { SITE_HOSTS } from './siteHosts';

const selectors = [
  'div.ql-editor[contenteditable="true"][role="textbox"]',
  'div[contenteditable="true"][role="textbox"][aria-label*="creating content" i]',
  'div.ql-editor[contenteditable="true"]',
] as const;

export const linkedinSite = defineSite({
  id: 'linkedin',
  label: 'LinkedIn',
  hosts: SITE_HOSTS.linkedin,
  selectors,
  postButton: '.share-actions__primary-action',
  // Quill renders one <p> per line and <p><br></p> for an empty one.
  readPost: readBlockPost,
  composerUrl: (url) => url.pathname.startsWith('/feed') && url.searchParams.get('shareActive') === 'true',
});
