// Mastodon runs on thousands of hosts, so none is in the manifest: each instance the user adds gets
// its origin granted (optional host permission) and the composer script registered for it at run
// time; removing it undoes both.
import { COMPOSER_SCRIPT_FILE } from '../sites/matches';
import { builtInSiteAt } from '../sites/siteHosts';
import type { ContentScriptRegistry, HostPermissions, RegisteredScript } from './browserAccess';

const SCRIPT_ID_PREFIX = 'preflight-mastodon-';

export type InstanceOrigin = { ok: true; origin: string } | { ok: false; message: string };

/** "mastodon.social", "https://mastodon.social/home" → "https://mastodon.social". */
export function normalizeInstanceOrigin(input: string): InstanceOrigin {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, message: 'Type the address of your Mastodon instance, e.g. mastodon.social.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, message: `"${trimmed}" is not a web address.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'A Mastodon instance is an http(s) address.' };
  if (!url.hostname.includes('.') && url.hostname !== 'localhost')
    return { ok: false, message: `"${url.hostname}" is not a full host name.` };
  // A built-in site's page gets that site's adapter whatever the options say: never a Mastodon instance.
  if (builtInSiteAt(url.hostname) !== undefined)
    return { ok: false, message: `${url.hostname} is already covered; it is not a Mastodon instance.` };
  return { ok: true, origin: url.origin };
}

export const originPattern = (origin: string) => `${origin}/*`;

export function scriptIdFor(origin: string): string {
  return SCRIPT_ID_PREFIX + new URL(origin).host.replace(/[^a-zA-Z\d.-]/g, '_');
}

function scriptFor(origin: string): RegisteredScript {
  return { id: scriptIdFor(origin), matches: [originPattern(origin)], js: [COMPOSER_SCRIPT_FILE] };
}

export interface InstanceDeps {
  permissions: HostPermissions;
  scripts: ContentScriptRegistry;
}

/** Keeps the user's list of instances (the settings); called before the script can run there. */
export interface InstanceList {
  keep(origin: string): Promise<void>;
  drop(origin: string): Promise<void>;
}

export type InstanceChange = { ok: true; origin: string } | { ok: false; message: string };

/**
 * Call straight from the click handler: the permission prompt needs the user's gesture, which an
 * earlier `await` would lose.
 */
export async function addInstance(input: string, deps: InstanceDeps, list: InstanceList): Promise<InstanceChange> {
  const parsed = normalizeInstanceOrigin(input);
  if (!parsed.ok) return parsed;
  const granted = await deps.permissions.request([originPattern(parsed.origin)]);
  if (!granted) return { ok: false, message: `Access to ${parsed.origin} was not granted, so Preflight cannot show its panel there.` };
  // Listed first: the script, once registered, only shows its panel on listed instances.
  await list.keep(parsed.origin);
  const registered = await deps.scripts.list();
  const id = scriptIdFor(parsed.origin);
  if (!registered.some((s) => s.id === id)) await deps.scripts.register([scriptFor(parsed.origin)]);
  return { ok: true, origin: parsed.origin };
}

export async function removeInstance(origin: string, deps: InstanceDeps, list: InstanceList): Promise<void> {
  await list.drop(origin);
  const id = scriptIdFor(origin);
  if ((await deps.scripts.list()).some((s) => s.id === id)) await deps.scripts.unregister([id]);
  await deps.permissions.remove([originPattern(origin)]);
}

/**
 * Makes the registered scripts match the instances the user kept and still grants: run when the
 * service worker starts (Firefox does not keep registrations across restarts). Returns the origins kept.
 */
export async function syncInstances(origins: readonly string[], deps: InstanceDeps): Promise<string[]> {
  const registered = (await deps.scripts.list()).filter((s) => s.id.startsWith(SCRIPT_ID_PREFIX));
  const kept: string[] = [];
  for (const origin of origins) {
    if (await deps.permissions.contains([originPattern(origin)])) kept.push(origin);
  }
  const wanted = kept.map(scriptFor);
  const stale = registered.filter((s) => !wanted.some((w) => w.id === s.id)).map((s) => s.id);
  const missing = wanted.filter((w) => !registered.some((s) => s.id === w.id));
  await deps.scripts.unregister(stale);
  if (missing.length > 0) await deps.scripts.register(missing);
  return kept;
}
