import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../messaging/startBackground';

// The service worker: the only part that talks to the backend, and the keeper of the Mastodon
// instances' script registrations.
export default defineBackground(() => {
  startBackground(browser);
});
