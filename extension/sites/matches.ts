// Where the composer script runs without asking: the built-in sites. Mastodon instances are added per
// origin at run time (permissions/mastodonInstances.ts), so they are not listed here.
export const SITE_MATCHES = [
  'https://x.com/*',
  'https://twitter.com/*',
  'https://bsky.app/*',
  'https://www.threads.com/*',
  'https://threads.com/*',
  'https://www.threads.net/*',
  'https://threads.net/*',
  'https://www.linkedin.com/*',
  'https://linkedin.com/*',
] as const;

/** The default backend runs on this machine; the service worker calls it (any port). */
export const BACKEND_HOST_PERMISSIONS = ['http://127.0.0.1/*', 'http://localhost/*'] as const;

/** The built composer script, reused for the Mastodon instances registered at run time. */
export const COMPOSER_SCRIPT_FILE = 'content-scripts/composer.js';
