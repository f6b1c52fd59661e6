// Wires the service worker: the message handlers (registered synchronously, so a message that woke
// the worker finds it) and the Mastodon registrations brought in line with the settings.
import type { browser as browserApi } from 'wxt/browser';
import { canReachBackend } from '../permissions/backendAccess';
import { browserHostPermissions, browserScriptRegistry } from '../permissions/browserAccess';
import { syncInstances } from '../permissions/mastodonInstances';
import { loadApiKey, loadSettings, normalizeBackendUrl, DEFAULT_BACKEND_URL } from '../state/settings';
import { createBackendApi } from './backendApi';
import type { Quota } from './protocol';
import { createMessageHandler } from './backgroundHandler';
import { ENGINE_FILE } from '../composer/engineContract';
import { createEngineInjectionHandler } from './engineInjection';
import { rememberQuota } from './quotaMemory';
import { createScoreCache } from './scoreCache';

export function startBackground(browser: typeof browserApi): void {
  const permissions = browserHostPermissions();
  const config = async () => {
    const [settings, apiKey] = await Promise.all([loadSettings(), loadApiKey()]);
    return { mode: settings.mode, backendUrl: normalizeBackendUrl(settings.backendUrl) ?? DEFAULT_BACKEND_URL, apiKey };
  };
  const api = createBackendApi({
    fetch: (input, init) => fetch(input, init),
    config,
    canReach: (backendUrl) => canReachBackend(backendUrl, permissions),
  });
  const remember = async (quota: Quota) => rememberQuota((await config()).backendUrl, quota);
  browser.runtime.onMessage.addListener(createMessageHandler({ api, cache: createScoreCache(), remember }));
  // The composer script's engine and full panel, injected into its frame when a composer is first focused.
  browser.runtime.onMessage.addListener(
    createEngineInjectionHandler(({ tabId, frameId }) =>
      browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [ENGINE_FILE] }),
    ),
  );

  // A key an earlier version kept in storage.local (which content scripts can read) leaves it now, not at
  // the first API call, which may be months away in offline mode.
  void loadApiKey().catch((error: unknown) => console.warn('Preflight: could not move the API key to its own store', error));

  const sync = async () => {
    const settings = await loadSettings();
    await syncInstances(settings.mastodonInstances, { permissions, scripts: browserScriptRegistry() });
  };
  browser.runtime.onStartup.addListener(() => void sync().catch(reportSyncFailure));
  browser.runtime.onInstalled.addListener(() => void sync().catch(reportSyncFailure));
}

function reportSyncFailure(error: unknown): void {
  console.warn('Preflight: could not restore the Mastodon instances', error);
}
