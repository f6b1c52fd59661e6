// The content script's side of loading the full panel: ask the service worker to inject it into this frame
// (messaging/engineInjection.ts), then take its API from the isolated world both scripts share.
import { browser } from 'wxt/browser';
import { ENGINE_GLOBAL, LOAD_ENGINE_MESSAGE, type ComposerEngine, type LoadEngineReply } from './engineContract';

const loadedEngine = () => (globalThis as unknown as Record<string, ComposerEngine | undefined>)[ENGINE_GLOBAL];

export async function loadComposerEngine(): Promise<ComposerEngine> {
  // Already here when a second copy of the content script runs in this frame (a Mastodon instance's
  // registration and the built-in matches can both apply).
  const present = loadedEngine();
  if (present) return present;
  const reply = (await browser.runtime.sendMessage({ type: LOAD_ENGINE_MESSAGE })) as LoadEngineReply | undefined;
  if (!reply?.ok) throw new Error(reply?.message ?? "Preflight's background worker did not answer");
  const engine = loadedEngine();
  if (!engine) throw new Error('the injected panel script left no API behind');
  return engine;
}
