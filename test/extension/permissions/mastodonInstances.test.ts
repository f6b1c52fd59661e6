import { describe, expect, it } from 'vitest';
import type { ContentScriptRegistry, HostPermissions, RegisteredScript } from '../../../extension/permissions/browserAccess';
import {
  addInstance,
  normalizeInstanceOrigin,
  removeInstance,
  scriptIdFor,
  syncInstances,
} from '../../../extension/permissions/mastodonInstances';
import { canReachBackend } from '../../../extension/permissions/backendAccess';

/**
 * The browser's per-origin grants and script registrations, kept in memory (WXT's fake browser has
 * neither API). `answer` is what the user clicks in the permission prompt.
 */
function browserAccess(answer: boolean) {
  const granted = new Set<string>();
  const registered = new Map<string, RegisteredScript>();
  const prompts: string[][] = [];
  const permissions: HostPermissions = {
    async request(origins) {
      prompts.push(origins);
      if (answer) for (const o of origins) granted.add(o);
      return answer;
    },
    async remove(origins) {
      for (const o of origins) granted.delete(o);
      return true;
    },
    async contains(origins) {
      return origins.every((o) => granted.has(o));
    },
  };
  const scripts: ContentScriptRegistry = {
    async list() {
      return [...registered.values()];
    },
    async register(list) {
      for (const s of list) {
        if (registered.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
        registered.set(s.id, s);
      }
    },
    async unregister(ids) {
      for (const id of ids) registered.delete(id);
    },
  };
  // The settings' list, and what the script registry held each time the list changed.
  const listed: string[] = [];
  const registeredWhenListed: number[] = [];
  const list = {
    async keep(origin: string) {
      registeredWhenListed.push(registered.size);
      if (!listed.includes(origin)) listed.push(origin);
    },
    async drop(origin: string) {
      listed.splice(listed.indexOf(origin), 1);
    },
  };
  return { deps: { permissions, scripts }, list, listed, registeredWhenListed, granted, registered, prompts };
}

describe('Mastodon instances', () => {
  it('take an instance as the user types it and keep only its origin', () => {
    expect(
      ['mastodon.social', 'https://fosstodon.org/home', ' http://localhost:3000/ ', 'x.com', 'mastodon', ''].map(normalizeInstanceOrigin),
    ).toEqual([
      { ok: true, origin: 'https://mastodon.social' },
      { ok: true, origin: 'https://fosstodon.org' },
      { ok: true, origin: 'http://localhost:3000' },
      { ok: false, message: 'x.com is already covered; it is not a Mastodon instance.' },
      { ok: false, message: '"mastodon" is not a full host name.' },
      { ok: false, message: 'Type the address of your Mastodon instance, e.g. mastodon.social.' },
    ]);
  });

  it('are added by asking for that origin only, then registering the composer script for it', async () => {
    const access = browserAccess(true);
    expect(await addInstance('mastodon.social', access.deps, access.list)).toEqual({ ok: true, origin: 'https://mastodon.social' });
    expect(access.prompts).toEqual([['https://mastodon.social/*']]);
    expect(access.listed).toEqual(['https://mastodon.social']);
    expect(access.registeredWhenListed).toEqual([0]); // listed before the script could run there
    expect([...access.registered.values()]).toEqual([
      { id: 'preflight-mastodon-mastodon.social', matches: ['https://mastodon.social/*'], js: ['content-scripts/composer.js'] },
    ]);
  });

  it('are not registered when the user declines the prompt', async () => {
    const access = browserAccess(false);
    expect(await addInstance('mastodon.social', access.deps, access.list)).toEqual({
      ok: false,
      message: 'Access to https://mastodon.social was not granted, so Preflight cannot show its panel there.',
    });
    expect(access.registered.size).toBe(0);
    expect(access.listed).toEqual([]);
  });

  it('can be added twice without a duplicate registration', async () => {
    const access = browserAccess(true);
    await addInstance('mastodon.social', access.deps, access.list);
    expect(await addInstance('https://mastodon.social/', access.deps, access.list)).toEqual({
      ok: true,
      origin: 'https://mastodon.social',
    });
    expect(access.registered.size).toBe(1);
  });

  it('are removed by unregistering the script and giving the origin back', async () => {
    const access = browserAccess(true);
    await addInstance('mastodon.social', access.deps, access.list);
    await addInstance('fosstodon.org', access.deps, access.list);
    await removeInstance('https://mastodon.social', access.deps, access.list);
    expect([...access.registered.keys()]).toEqual(['preflight-mastodon-fosstodon.org']);
    expect([...access.granted]).toEqual(['https://fosstodon.org/*']);
    expect(access.listed).toEqual(['https://fosstodon.org']);
  });

  it('are brought in line with the settings when the service worker starts', async () => {
    const access = browserAccess(true);
    await addInstance('mastodon.social', access.deps, access.list);
    await addInstance('fosstodon.org', access.deps, access.list);
    access.registered.clear(); // a browser that did not keep them (Firefox)
    await access.deps.permissions.remove(['https://fosstodon.org/*']); // the user revoked one in the browser
    await access.deps.scripts.register([
      { id: scriptIdFor('https://old.example'), matches: ['https://old.example/*'], js: ['content-scripts/composer.js'] },
    ]);
    const kept = await syncInstances(['https://mastodon.social', 'https://fosstodon.org'], access.deps);
    expect(kept).toEqual(['https://mastodon.social']);
    expect([...access.registered.keys()]).toEqual(['preflight-mastodon-mastodon.social']);
  });
});

describe('backend access', () => {
  it('needs no grant on this machine and the granted origin elsewhere', async () => {
    const access = browserAccess(true);
    expect(await canReachBackend('http://127.0.0.1:8787', access.deps.permissions)).toBe(true);
    expect(await canReachBackend('https://api.example.com', access.deps.permissions)).toBe(false);
    await access.deps.permissions.request(['https://api.example.com/*']);
    expect(await canReachBackend('https://api.example.com/v2', access.deps.permissions)).toBe(true);
  });
});
