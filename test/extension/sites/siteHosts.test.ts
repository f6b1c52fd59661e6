import { describe, expect, it } from 'vitest';
import { normalizeInstanceOrigin } from '../../../extension/permissions/mastodonInstances';
import { SITES } from '../../../extension/sites/index';
import { builtInSiteAt, SITE_HOSTS, SITE_MATCHES } from '../../../extension/sites/siteHosts';

describe('the sites’ declared hosts', () => {
  it('give the manifest the match patterns of every built-in site, www where the site uses it', () => {
    expect(SITE_MATCHES).toEqual([
      'https://x.com/*',
      'https://twitter.com/*',
      'https://bsky.app/*',
      'https://www.threads.com/*',
      'https://threads.com/*',
      'https://www.threads.net/*',
      'https://threads.net/*',
      'https://www.linkedin.com/*',
      'https://linkedin.com/*',
    ]);
  });

  it('are the adapters’ own', () => {
    for (const site of SITES) expect(site.hosts).toBe(SITE_HOSTS[site.id]);
  });

  it('tell a built-in site’s host, with or without www and in any case, from any other', () => {
    expect(['X.com', 'www.twitter.com', 'bsky.app', 'threads.net', 'www.LinkedIn.com', 'mastodon.social'].map(builtInSiteAt)).toEqual([
      'x',
      'x',
      'bluesky',
      'threads',
      'linkedin',
      undefined,
    ]);
  });

  it('are refused as a Mastodon instance, www or not', () => {
    for (const host of ['x.com', 'www.x.com', 'threads.com', 'www.threads.net', 'linkedin.com']) {
      expect(normalizeInstanceOrigin(host)).toMatchObject({
        ok: false,
        message: `${host} is already covered; it is not a Mastodon instance.`,
      });
    }
    expect(normalizeInstanceOrigin('fosstodon.org')).toEqual({ ok: true, origin: 'https://fosstodon.org' });
  });
});
