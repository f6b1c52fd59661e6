// The service worker's side of loading the full panel: a content script asks, and the worker injects
// ENGINE_FILE into that script's own tab and frame. Only the worker may call browser.scripting; the
// injected file runs in the content script's isolated world, where it leaves its API.
import type { LoadEngineReply } from '../composer/engineContract';
import { LOAD_ENGINE_MESSAGE } from '../composer/engineContract';

export interface InjectionTarget {
  tabId: number;
  frameId: number;
}

/** Injects the panel's script into one frame (browser.scripting.executeScript in the extension). */
export type InjectEngine = (target: InjectionTarget) => Promise<unknown>;

interface Sender {
  tab?: { id?: number };
  frameId?: number;
}

const isLoadEngineCall = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === LOAD_ENGINE_MESSAGE;

export function createEngineInjectionHandler(inject: InjectEngine) {
  return (message: unknown, sender: Sender, sendResponse: (reply: LoadEngineReply) => void): true | undefined => {
    if (!isLoadEngineCall(message)) return undefined; // not ours: let other listeners answer
    const tabId = sender.tab?.id;
    if (tabId === undefined) {
      sendResponse({ ok: false, message: 'only a page can load the panel' });
      return undefined;
    }
    inject({ tabId, frameId: sender.frameId ?? 0 }).then(
      () => sendResponse({ ok: true }),
      (error: unknown) => sendResponse({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
    return true;
  };
}
