import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import { BACKEND_HOST_PERMISSIONS, SITE_MATCHES } from './extension/sites/matches';

const OPTIONAL_ORIGINS = ['https://*/*', 'http://*/*'];

// The extension: entrypoints in extension/entrypoints, no auto-imports (every import is explicit, so
// `tsc` works without the generated .wxt folder).
export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  outDir: '.output',
  imports: false,
  // core-js's polyfill modules (imported by twitter-text) are left out: see extension/noPolyfills.ts.
  vite: () => ({
    plugins: [preact()],
    resolve: {
      alias: [{ find: /^core-js\/modules\/.+$/u, replacement: fileURLToPath(new URL('./extension/noPolyfills.ts', import.meta.url)) }],
    },
  }),
  manifest: ({ manifestVersion, browser }) => ({
    name: 'Preflight',
    description: 'Scores your post beside the composer before you publish: decision, score, blockers and fixes, view curve. Works offline.',
    // Our own icon (extension/public/icon/icon.svg, rasterised by scripts/icons.ts): a paper plane taking off.
    icons: { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' },
    // Least privilege: only the composers' sites and a local backend. Mastodon instances and a remote
    // backend are asked for one origin at a time from the options page (optional_host_permissions).
    host_permissions: [...SITE_MATCHES, ...BACKEND_HOST_PERMISSIONS],
    // Firefox's build is MV2, where optional host patterns live in optional_permissions.
    ...(manifestVersion === 3 ? { optional_host_permissions: OPTIONAL_ORIGINS } : { optional_permissions: OPTIONAL_ORIGINS }),
    permissions: ['storage', 'scripting'],
    // Firefox asks every new add-on to declare what it collects: nothing. Scoring runs in the browser; the
    // optional online mode sends drafts only to the backend the user configures.
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: 'preflight@preflight.local', strict_min_version: '115.0', data_collection_permissions: { required: ['none'] } },
          },
        }
      : {}),
  }),
  zip: {
    // The sources zip Firefox reviewers rebuild from: what the extension is built from, nothing else.
    includeSources: [
      'extension/**',
      'ui/**',
      'shared/**',
      'wxt.config.ts',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'README.md',
    ],
    excludeSources: ['shared/datasets/**'],
  },
});
