// What the light content script and the lazily loaded panel (entrypoints/engine.ts) agree on. The content
// script is injected into every page of five sites, so it carries only site detection, the composer
// observer and a standby line; the engine (score, twitter-text, obscenity, afinn, zod) and the full panel
// (Preact, uPlot) are one script the service worker injects into the tab when a composer is first focused.
// Types only from the panel's side: importing its values here would bundle them into the content script.
import type { startComposerScript } from './composerScript';

/** The lazily loaded part, as built by WXT from entrypoints/engine.ts (an IIFE, not listed in the manifest). */
export const ENGINE_FILE = '/engine.js';

/**
 * Where the injected script leaves its API. Scripts the extension injects into a frame share the content
 * script's isolated world (its globals, not the page's), so the page never sees this.
 */
export const ENGINE_GLOBAL = '__preflightComposerEngine';

/** The content script asks the service worker to inject ENGINE_FILE into the frame it runs in. */
export const LOAD_ENGINE_MESSAGE = 'preflight:load-engine';

/**
 * Marks on the page's performance timeline (the isolated world shares it): when the content script starts,
 * and when the full panel has taken over. bench/extension.ts tells the page's own long tasks from ours by
 * the first, and the tests and the bench wait on the second.
 */
export const CONTENT_SCRIPT_MARK = 'preflight:content-script';
export const ENGINE_READY_MARK = 'preflight:engine-ready';

export interface ComposerEngine {
  startComposerScript: typeof startComposerScript;
}

export interface LoadEngineReply {
  ok: boolean;
  /** Why the injection failed, when it did. */
  message?: string;
}
