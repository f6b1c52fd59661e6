// Mastodon (any instance the user adds in the options): the web app's compose textarea.
import { defineSite } from './defineSite';
import { readTextareaPost } from '../dom/editorText';
import { SITE_HOSTS } from './siteHosts';

const selectors = ['textarea.autosuggest-textarea__textarea', 'form.compose-form textarea[aria-label]', '.compose-form textarea'] as const;

export const mastodonSite = defineSite({
  id: 'mastodon',
  label: 'Mastodon',
  // No fixed host: any page the composer script runs on that no other site declares is an instance.
  hosts: SITE_HOSTS.mastodon,
  selectors,
  postButton: '.compose-form__submit button, .compose-form__publish button',
  readPost: readTextareaPost,
  composerUrl: (url) => /^\/(publish|share)\/?$/.test(url.pathname),
  // Mastodon counts down the characters left under the box; the panel leaves the counting to it.
  countsLength: true,
});
