// Where each site lives: its hosts, declared once here and read by everything that needs them (the
// adapters, which page gets which adapter, the manifest's matches, the Mastodon instances the options
// refuse). No DOM code, so the build's config (wxt.config.ts) and the service worker import it as is.
import type { SiteId } from './siteAdapter';

export interface SiteHosts {
  /** The hosts the site answers on, without `www.`. */
  hosts: readonly string[];
  /** The site also answers on each host with `www.` in front (matched first, as the site links to it). */
  alsoWww?: boolean;
}

/**
 * The built-in sites, in the manifest's order. Mastodon has no fixed host: each instance the user adds in the
 * options is granted and registered at run time (permissions/mastodonInstances.ts), so it declares none.
 */
export const SITE_HOSTS: Readonly<Record<SiteId, SiteHosts>> = {
  x: { hosts: ['x.com', 'twitter.com'] },
  bluesky: { hosts: ['bsky.app'] },
  threads: { hosts: ['threads.com', 'threads.net'], alsoWww: true },
  linkedin: { hosts: ['linkedin.com'], alsoWww: true },
  mastodon: { hosts: [] },
};

/** The match patterns of one site's hosts: `https://www.threads.com/*`, `https://threads.com/*`, ... */
export function matchesOf({ hosts, alsoWww = false }: SiteHosts): string[] {
  return hosts.flatMap((host) => (alsoWww ? [`https://www.${host}/*`, `https://${host}/*`] : [`https://${host}/*`]));
}

/** Where the composer script runs without asking: every built-in site's hosts. */
export const SITE_MATCHES: readonly string[] = Object.values(SITE_HOSTS).flatMap(matchesOf);

/** The host as the sites are declared: lower case, without `www.`. */
const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

const SITE_BY_HOST: ReadonlyMap<string, SiteId> = new Map(
  (Object.entries(SITE_HOSTS) as [SiteId, SiteHosts][]).flatMap(([id, { hosts }]) => hosts.map((host) => [host, id] as const)),
);

/** The built-in site at this host (with or without `www.`); undefined for any other host (a Mastodon instance). */
export function builtInSiteAt(hostname: string): SiteId | undefined {
  return SITE_BY_HOST.get(bareHost(hostname));
}
