// What the manifest and the run-time registrations are built from. The sites' own match patterns come from
// their declared hosts (siteHosts.ts); Mastodon instances are added per origin at run time
// (permissions/mastodonInstances.ts), so they are not listed here.
export { SITE_MATCHES } from './siteHosts';

/** The default backend runs on this machine; the service worker calls it (any port). */
export const BACKEND_HOST_PERMISSIONS = ['http://127.0.0.1/*', 'http://localhost/*'] as const;

/** The built composer script, reused for the Mastodon instances registered at run time. */
export const COMPOSER_SCRIPT_FILE = 'content-scripts/composer.js';
