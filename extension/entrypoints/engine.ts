import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startComposerScript } from '../composer/composerScript';
import { ENGINE_GLOBAL, type ComposerEngine } from '../composer/engineContract';
import { warmUpEngine } from '../composer/engineWarmUp';
import { siteForHost } from '../sites/index';

// The engine and the full panel, built as /engine.js and injected by the service worker into a tab's
// frame when the composer script there first sees a composer focused (composer/composerWatch.ts). It runs
// in the content script's isolated world and leaves its API there under ENGINE_GLOBAL.
export default defineUnlistedScript(() => {
  const engine: ComposerEngine = { startComposerScript };
  Object.assign(globalThis, { [ENGINE_GLOBAL]: engine });
  warmUpEngine(window, siteForHost(location.hostname).id);
});
