// Mastodon (any instance the user adds in the options): the web app's compose textarea.
import { readTextareaText } from './editorText';
import { replaceEditorText } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';

const selectors = [
  'textarea.autosuggest-textarea__textarea',
  'form.compose-form textarea[aria-label]',
  '.compose-form textarea',
] as const;

export const mastodonSite: SiteAdapter = {
  id: 'mastodon',
  label: 'Mastodon',
  selectors,
  postButton: '.compose-form__submit button, .compose-form__publish button',
  findComposers: (root) => findBySelectors(root, selectors),
  readText: readTextareaText,
  writeText: (editor, text) => replaceEditorText(editor, text, readTextareaText),
  composerUrl: (url) => /^\/(publish|share)\/?$/.test(url.pathname),
  // Mastodon counts down the characters left under the box; the panel leaves the counting to it.
  countsLength: true,
};
