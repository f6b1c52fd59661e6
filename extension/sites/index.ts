// Which adapter a page gets. Mastodon has no fixed host: the composer script only runs on an
// instance after the user added it in the options, so any other host is a Mastodon instance.
import type { SiteAdapter, SiteId } from './siteAdapter';
import { blueskySite } from './bluesky';
import { linkedinSite } from './linkedin';
import { mastodonSite } from './mastodon';
import { threadsSite } from './threads';
import { xSite } from './x';

export type { SiteAdapter, SiteId } from './siteAdapter';

export const SITES: readonly SiteAdapter[] = [xSite, blueskySite, threadsSite, linkedinSite, mastodonSite];
export const SITE_IDS: readonly SiteId[] = SITES.map((site) => site.id);

const BY_HOST: Readonly<Record<string, SiteAdapter>> = {
  'x.com': xSite,
  'twitter.com': xSite,
  'bsky.app': blueskySite,
  'threads.com': threadsSite,
  'threads.net': threadsSite,
  'linkedin.com': linkedinSite,
};

export function siteForHost(hostname: string): SiteAdapter {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  return BY_HOST[host] ?? mastodonSite;
}

export function siteById(id: SiteId): SiteAdapter {
  return SITES.find((site) => site.id === id) ?? xSite;
}
