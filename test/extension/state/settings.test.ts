import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  DEFAULT_SETTINGS,
  isLocalBackend,
  loadApiKey,
  loadSettings,
  maskApiKey,
  normalizeBackendUrl,
  saveApiKey,
  parseSettings,
  saveSettings,
  switchSiteOff,
  watchSettings,
  type Settings,
} from '../../../extension/state/settings';

describe('settings in local extension storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('start offline, on every site, with the local backend, no persona and no X Premium', async () => {
    expect(await loadSettings()).toEqual({
      mode: 'offline',
      backendUrl: 'http://127.0.0.1:8787',
      persona: '',
      sites: { x: true, bluesky: true, threads: true, linkedin: true, mastodon: true },
      mastodonInstances: [],
      dismissedCards: [],
      xPremium: false,
    });
  });

  it('keep X Premium once switched on, and read a damaged value as off', async () => {
    await saveSettings({ xPremium: true });
    expect((await loadSettings()).xPremium).toBe(true);
    await fakeBrowser.storage.local.set({ settings: { xPremium: 'yes' } });
    expect((await loadSettings()).xPremium).toBe(false);
  });

  it('switch one site off from its panel, keeping the others and the rest of the settings', async () => {
    await saveSettings({ persona: 'indie SaaS founders', sites: { ...DEFAULT_SETTINGS.sites, linkedin: false } });
    await switchSiteOff('x');
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      persona: 'indie SaaS founders',
      sites: { ...DEFAULT_SETTINGS.sites, linkedin: false, x: false },
    });
  });

  it('keep the cards dismissed for good, dropping only a damaged entry', async () => {
    await saveSettings({ dismissedCards: [{ concept: 'hashtags', label: 'too many hashtags' }] });
    expect((await loadSettings()).dismissedCards).toEqual([{ concept: 'hashtags', label: 'too many hashtags' }]);
    expect(parseSettings({ dismissedCards: [{ concept: 'jargon', label: 'jargon' }, { concept: '' }, 7] }).dismissedCards).toEqual([
      { concept: 'jargon', label: 'jargon' },
    ]);
    expect(parseSettings({ dismissedCards: 'all' }).dismissedCards).toEqual([]);
  });

  it('save a change and read it back, keeping the fields not changed', async () => {
    await saveSettings({ mode: 'online', persona: 'indie SaaS founders' });
    await saveSettings({ sites: { ...DEFAULT_SETTINGS.sites, linkedin: false } });
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      mode: 'online',
      persona: 'indie SaaS founders',
      sites: { ...DEFAULT_SETTINGS.sites, linkedin: false },
    });
  });

  it('fall back field by field when the stored value is damaged', async () => {
    await fakeBrowser.storage.local.set({
      settings: { mode: 'turbo', persona: 42, sites: { x: false, bluesky: 'yes' }, backendUrl: 'http://10.0.0.2:9000' },
    });
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      backendUrl: 'http://10.0.0.2:9000',
      sites: { ...DEFAULT_SETTINGS.sites, x: false },
    });
  });

  it('tell watchers about every saved change', async () => {
    const seen: Settings[] = [];
    const stop = watchSettings((s) => seen.push(s));
    await saveSettings({ mode: 'online' });
    stop();
    await saveSettings({ mode: 'offline' });
    expect(seen.map((s) => s.mode)).toEqual(['online']);
  });

  it('keep the API key apart from the settings the content scripts read, and out of storage.local altogether', async () => {
    await saveApiKey('  tsk_0123456789abcdefghijABCDEFGHIJ_-  ');
    expect(await loadApiKey()).toBe('tsk_0123456789abcdefghijABCDEFGHIJ_-');
    expect(JSON.stringify(await loadSettings())).not.toContain('tsk_');
    // storage.local is readable from content scripts: nothing of the key may be there.
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('tsk_');
  });

  it('move a key an earlier version left in storage.local to the key store on the first read', async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'tsk_0123456789abcdefghijABCDEFGHIJ_-' });
    expect(await loadApiKey()).toBe('tsk_0123456789abcdefghijABCDEFGHIJ_-');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
    expect(await loadApiKey()).toBe('tsk_0123456789abcdefghijABCDEFGHIJ_-');
  });

  it('keep a key saved since over one an earlier version left behind', async () => {
    await saveApiKey('tsk_0123456789abcdefghijABCDEFGHIJ_-');
    await fakeBrowser.storage.local.set({ apiKey: 'tsk_OLDOLDOLDOLDOLDOLDOLDOLDOLDOLDOL' });
    expect(await loadApiKey()).toBe('tsk_0123456789abcdefghijABCDEFGHIJ_-');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
  });
});

describe('setting values', () => {
  it('mask a key down to its prefix and last four characters', () => {
    expect(maskApiKey('tsk_0123456789abcdefghijABCDEFGHIJ_-')).toBe('tsk_••••••••IJ_-');
    expect(maskApiKey('')).toBe('');
  });

  it('normalise backend URLs and refuse what is not http(s)', () => {
    expect(normalizeBackendUrl(' http://127.0.0.1:8787/ ')).toBe('http://127.0.0.1:8787');
    expect(normalizeBackendUrl('https://api.example.com/preflight/')).toBe('https://api.example.com/preflight');
    expect(normalizeBackendUrl('ftp://example.com')).toBeNull();
    expect(normalizeBackendUrl('not a url')).toBeNull();
    expect(normalizeBackendUrl('https://user:pw@example.com')).toBeNull();
  });

  it('count only this machine as a local backend', () => {
    expect(
      ['http://127.0.0.1:8787', 'http://localhost:3000', 'https://api.example.com', 'http://192.168.1.5:8787'].map(isLocalBackend),
    ).toEqual([true, true, false, false]);
  });
});
