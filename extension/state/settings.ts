// The user's settings, in the extension's local storage. Parsed with zod on every read: an old or
// hand-edited value falls back field by field to the defaults instead of breaking the panel.
import { z } from 'zod';
import { PERSONA_MAX } from '@preflight/engine';
import { readStoredApiKey, writeStoredApiKey } from '../storage/apiKeyStore';
import { legacyApiKeyItem } from '../storage/legacyApiKeyItem';
import { settingsItem } from '../storage/settingsItem';

export const DEFAULT_BACKEND_URL = 'http://127.0.0.1:8787';

export const Mode = z.enum(['offline', 'online']);
export type Mode = z.infer<typeof Mode>;

const SiteSwitches = z.object({
  x: z.boolean().catch(true),
  bluesky: z.boolean().catch(true),
  threads: z.boolean().catch(true),
  linkedin: z.boolean().catch(true),
  mastodon: z.boolean().catch(true),
});
export type SiteSwitches = z.infer<typeof SiteSwitches>;
const ALL_SITES_ON: SiteSwitches = { x: true, bluesky: true, threads: true, linkedin: true, mastodon: true };

/** A Fix-tab card the writer dismissed for good: its concept, and its name as the card said it (for the options page). */
export const DismissedCard = z.object({
  concept: z.string().min(1).max(100),
  label: z.string().max(200),
});
export type DismissedCard = z.infer<typeof DismissedCard>;

/** A bad entry is dropped on its own, so one hand-edited value does not bring every dismissed card back. */
const DismissedCards = z
  .array(z.unknown())
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = DismissedCard.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  )
  .catch([]);

export const Settings = z.object({
  mode: Mode.catch('offline'),
  backendUrl: z.string().catch(DEFAULT_BACKEND_URL),
  persona: z.string().max(PERSONA_MAX).catch(''),
  sites: SiteSwitches.catch(ALL_SITES_ON),
  /** Origins such as "https://mastodon.social", each granted and registered from the options page. */
  mastodonInstances: z.array(z.string()).catch([]),
  /** Fix-tab cards not to show again, until brought back on the options page. */
  dismissedCards: DismissedCards,
  /** X Premium's long posts: X composers (and the popup's X check) are held to 25,000 characters instead of 280. */
  xPremium: z.boolean().catch(false),
});
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});

// The settings are in storage.local, which the content scripts read. The key is not: it is kept where
// only the service worker and the options page can open it (storage/apiKeyStore.ts). Earlier versions kept it in
// storage.local; it is moved out the first time either of them reads it (the worker does at start).

export function parseSettings(raw: unknown): Settings {
  return Settings.parse(raw ?? {});
}

export async function loadSettings(): Promise<Settings> {
  return parseSettings(await settingsItem.getValue());
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = Settings.parse({ ...(await loadSettings()), ...patch });
  await settingsItem.setValue(next);
  return next;
}

/** The per-site switch of the options page's Sites, turned off from a panel on that site. */
export async function switchSiteOff(site: keyof SiteSwitches): Promise<Settings> {
  const { sites } = await loadSettings();
  return saveSettings({ sites: { ...sites, [site]: false } });
}

export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((raw) => onChange(parseSettings(raw)));
}

/** The API key: for the service worker and the options page only (a content script cannot open its store). */
export async function loadApiKey(): Promise<string> {
  const kept = await readStoredApiKey();
  const legacy = (await legacyApiKeyItem.getValue()).trim();
  if (legacy === '') return kept.trim();
  // A key an earlier version left where content scripts can read it: a key saved since wins.
  if (kept === '') await writeStoredApiKey(legacy);
  await legacyApiKeyItem.removeValue();
  return kept === '' ? legacy : kept.trim();
}

export async function saveApiKey(key: string): Promise<void> {
  await writeStoredApiKey(key.trim());
  await legacyApiKeyItem.removeValue();
}

/** An API key: the prefix tsk_ and 32 URL-safe characters, as the wire contract declares it. */
export { KEY_PATTERN as API_KEY_PATTERN } from '@preflight/engine/wire';

/** Shows enough of a key to recognise it, never the secret part. */
export function maskApiKey(key: string): string {
  if (key === '') return '';
  return `${key.slice(0, 4)}${'•'.repeat(8)}${key.slice(-4)}`;
}

/** "http://127.0.0.1:8787/" → "http://127.0.0.1:8787"; null for anything but an http(s) URL. */
export function normalizeBackendUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Backends on this machine are covered by the manifest; any other needs its origin granted. */
export function isLocalBackend(backendUrl: string): boolean {
  const { hostname, protocol } = new URL(backendUrl);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost');
}
