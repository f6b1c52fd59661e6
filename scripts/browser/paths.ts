// Where the browser tests and the bench find the built extension, its fixture bundles and where screenshots go.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const EXTENSION_DIR = join(REPO_ROOT, '.output', 'chrome-mv3');
export const EXTENSION_MANIFEST = join(EXTENSION_DIR, 'manifest.json');
/** Sources whose change makes the built extension stale. */
export const EXTENSION_SOURCES = ['extension', 'ui', 'shared', 'wxt.config.ts'].map((p) => join(REPO_ROOT, p));
/**
 * The copy of the build the tests load, taken once per run, so a rebuild by someone else during the
 * run cannot pull files from under the browser (gitignored: `.tmp/`).
 */
export const EXTENSION_UNDER_TEST_DIR = join(REPO_ROOT, '.tmp', 'e2e-extension', 'chrome-mv3');
/** Bundled fixture editors (gitignored: `.tmp/`). */
export const FIXTURE_BUNDLE_DIR = join(REPO_ROOT, '.tmp', 'e2e-fixtures');
export const FIXTURE_SOURCE_DIR = join(REPO_ROOT, 'test', 'e2e', 'fixtures');
/** Screenshots for people to look at (gitignored). */
export const ARTIFACTS_DIR = join(REPO_ROOT, 'test', 'artifacts');
export const CHROMIUM_PATH = '/usr/bin/chromium';
