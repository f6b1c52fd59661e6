// Which adapter a page gets: the one whose declared hosts (siteHosts.ts) hold the page's. Mastodon has no fixed
// host: the composer script only runs on an instance after the user added it in the options, so any other
// host is a Mastodon instance.
import type { SiteAdapter, SiteId } from './siteAdapter';
import { builtInSiteAt } from './siteHosts';
import { blueskySite } from './bluesky';
import { linkedinSite } from './linkedin';
import { mastodonSite } from './mastodon';
import { threadsSite } from './threads';
import { xSite } from './x';

export type { SiteAdapter, SiteId } from './siteAdapter';

export const SITES: readonly SiteAdapter[] = [xSite, blueskySite, threadsSite, linkedinSite, mastodonSite];
export const SITE_IDS: readonly SiteId[] = SITES.map((site) => site.id);

export function siteForHost(hostname: string): SiteAdapter {
  const id = builtInSiteAt(hostname);
  return id === undefined ? mastodonSite : siteById(id);
}

export function siteById(id: SiteId): SiteAdapter {
  return SITES.find((site) => site.id === id) ?? xSite;
}
