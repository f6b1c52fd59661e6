// Runs once before the e2e files: checks for Chromium, rebuilds the extension when its sources changed,
// and bundles the fixture editors.
import { existsSync } from 'node:fs';
import { buildExtension, extensionIsStale, snapshotExtension } from '../../scripts/browser/extensionBuild';
import { bundleFixtureEditors } from '../../scripts/browser/fixtureBundles';
import { CHROMIUM_PATH } from '../../scripts/browser/paths';

export default async function setup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `e2e: ${CHROMIUM_PATH} is missing. The browser tests drive Debian's Chromium: run \`apt-get install ` +
        `-y chromium\` (as root) and try again.`,
    );
  }
  if (extensionIsStale()) buildExtension();
  await snapshotExtension();
  await bundleFixtureEditors();
}
