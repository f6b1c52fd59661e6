import { defineContentScript } from 'wxt/utils/define-content-script';
import { startComposerScript } from '../composer/composerScript';
import { SITE_MATCHES } from '../sites/matches';

// The panel beside the composers. Also registered at run time for each Mastodon instance the user
// adds (permissions/mastodonInstances.ts), which is why its file name is fixed (COMPOSER_SCRIPT_FILE).
export default defineContentScript({
  matches: [...SITE_MATCHES],
  runAt: 'document_idle',
  // The panel's CSS lives in its shadow root as a string: no stylesheet to inject or fetch.
  cssInjectionMode: 'manual',
  main(ctx) {
    void startComposerScript({
      doc: document,
      signal: ctx.signal,
      onLocationChange: (listener) => ctx.addEventListener(window, 'wxt:locationchange', listener),
    });
  },
});
