// One Chromium with the built extension loaded, in a throwaway profile, plus what the tests need to
// reach the extension's own pages.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { CHROMIUM_PATH, EXTENSION_UNDER_TEST_DIR } from './paths';

export interface BrowserSession {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker as it runs now (Chromium may restart it after idling). */
  serviceWorker(): Promise<Worker>;
  openExtensionPage(path: 'popup.html' | 'options.html'): Promise<Page>;
  close(): Promise<void>;
}

export async function launchBrowserSession(extensionDir: string = EXTENSION_UNDER_TEST_DIR): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'preflight-e2e-profile-'));
  // Chromium's flags for a container: no sandbox, and none of Chromium's own
  // background traffic, so every request a test sees comes from the page or the extension.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  // Playwright waits forever by default; a stuck step should fail with its own message instead.
  context.setDefaultTimeout(15_000);
  const serviceWorker = async (): Promise<Worker> => {
    const running = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'));
    return running ?? context.waitForEvent('serviceworker', { timeout: 15_000 });
  };
  const extensionId = new URL((await serviceWorker()).url()).host;
  return {
    context,
    extensionId,
    serviceWorker,
    async openExtensionPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
