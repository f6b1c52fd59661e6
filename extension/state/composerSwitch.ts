// Whether the composer panel is switched on for this page, read straight from the stored settings without
// zod: the content script needs only this before a composer is focused, and zod would be most of its size.
// It reads the two fields the way settings.ts's schema falls back (a missing or odd switch is on; an odd
// instance list is empty); test/extension/state/composerSwitch.test.ts holds the two readings together.
import type { SiteId } from '../sites/siteAdapter';
import { settingsItem } from '../storage/settingsItem';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored settings as they are: unparsed, since the full parse happens once the panel loads. */
export type RawSettings = unknown;

export function composerSwitchedOn(raw: RawSettings, site: SiteId, origin: string): boolean {
  const settings = isRecord(raw) ? raw : {};
  const switches = isRecord(settings.sites) ? settings.sites : {};
  const switchedOn = typeof switches[site] === 'boolean' ? switches[site] : true;
  if (!switchedOn) return false;
  // Mastodon's script is registered per instance; a leftover registration for a removed one stays quiet.
  if (site !== 'mastodon') return true;
  const instances = settings.mastodonInstances;
  return Array.isArray(instances) && instances.every((i) => typeof i === 'string') && instances.includes(origin);
}

export async function loadRawSettings(): Promise<RawSettings> {
  return settingsItem.getValue();
}

export function watchRawSettings(onChange: (raw: RawSettings) => void): () => void {
  return settingsItem.watch(onChange);
}
