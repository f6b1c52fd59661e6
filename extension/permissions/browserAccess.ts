// The two browser APIs behind per-origin access, as small interfaces: the options page and the
// service worker use the browser's, the unit tests an in-memory one (WXT's fake browser has neither).
import { browser } from 'wxt/browser';

export interface HostPermissions {
  request(origins: string[]): Promise<boolean>;
  remove(origins: string[]): Promise<boolean>;
  contains(origins: string[]): Promise<boolean>;
}

export interface RegisteredScript {
  id: string;
  matches: string[];
  js: string[];
}

export interface ContentScriptRegistry {
  list(): Promise<RegisteredScript[]>;
  register(scripts: RegisteredScript[]): Promise<void>;
  unregister(ids: string[]): Promise<void>;
}

export function browserHostPermissions(): HostPermissions {
  return {
    request: (origins) => browser.permissions.request({ origins }),
    remove: (origins) => browser.permissions.remove({ origins }),
    contains: (origins) => browser.permissions.contains({ origins }),
  };
}

export function browserScriptRegistry(): ContentScriptRegistry {
  return {
    async list() {
      const scripts = await browser.scripting.getRegisteredContentScripts();
      return scripts.map((s) => ({ id: s.id, matches: s.matches ?? [], js: s.js ?? [] }));
    },
    async register(scripts) {
      await browser.scripting.registerContentScripts(
        scripts.map((s) => ({ ...s, runAt: 'document_idle' as const, persistAcrossSessions: true })),
      );
    },
    async unregister(ids) {
      if (ids.length > 0) await browser.scripting.unregisterContentScripts({ ids });
    },
  };
}
