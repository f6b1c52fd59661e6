// Mastodon runs on any host, so the extension asks for each instance at run time
// (`chrome.permissions.request` from the options page). Headless Chromium cannot answer that
// prompt: it has no browser UI, the request never settles (checked on Chromium 156), and no
// switch auto-accepts it (`--apps-gallery-install-auto-confirm-for-tests` covers store installs
// only; `developerPrivate.addHostPermission` grants only hosts the manifest requires).
// The test hook: a copy of the build whose manifest also lists the instance under host_permissions,
// so Chromium grants it at load. The options page flow then runs unchanged: the extension's own
// `permissions.request` resolves true at once (nothing new to grant) and its own code registers the
// content script for the instance. Only the prompt itself is not exercised.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { EXTENSION_UNDER_TEST_DIR } from '../../../scripts/browser/paths';

const Manifest = z.looseObject({ host_permissions: z.array(z.string()).optional() });

export interface GrantedHostBuild {
  dir: string;
  remove(): Promise<void>;
}

export async function buildWithGrantedHost(origin: string): Promise<GrantedHostBuild> {
  const dir = join(await mkdtemp(join(tmpdir(), 'preflight-e2e-ext-')), 'chrome-mv3');
  await cp(EXTENSION_UNDER_TEST_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = Manifest.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  manifest.host_permissions = [...(manifest.host_permissions ?? []), `${origin}/*`];
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  return { dir, remove: () => rm(join(dir, '..'), { recursive: true, force: true }) };
}
