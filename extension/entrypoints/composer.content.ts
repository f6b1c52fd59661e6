import { defineContentScript } from 'wxt/utils/define-content-script';
import { startComposerWatch } from '../composer/composerWatch';
import { CONTENT_SCRIPT_MARK } from '../composer/engineContract';
import { loadComposerEngine } from '../composer/engineLoader';
import { SITE_MATCHES } from '../sites/matches';

// Beside the composers: light on page load (site detection, the composer observer, a standby line); the
// engine and the full panel load when a composer is first focused (composer/composerWatch.ts says why).
// Also registered at run time for each Mastodon instance the user adds (permissions/mastodonInstances.ts),
// which is why its file name is fixed (COMPOSER_SCRIPT_FILE).
export default defineContentScript({
  matches: [...SITE_MATCHES],
  runAt: 'document_idle',
  // The panel's CSS lives in its shadow root as a string: no stylesheet to inject or fetch.
  cssInjectionMode: 'manual',
  main(ctx) {
    performance.mark(CONTENT_SCRIPT_MARK);
    void startComposerWatch({
      doc: document,
      signal: ctx.signal,
      onLocationChange: (listener) => ctx.addEventListener(window, 'wxt:locationchange', listener),
      loadEngine: loadComposerEngine,
    });
  },
});
