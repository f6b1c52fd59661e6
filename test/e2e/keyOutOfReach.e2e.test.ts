// The writer's API key is out of the content scripts' reach: a content script runs beside the page (a
// site's script cannot read its globals, but a bug in it, or a page that finds a way into it, could),
// so it must hold nothing that spends the writer's quota. Checked in Chromium from the extension's own
// isolated world in X's page, where its content script runs, after the key was saved on the options page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { clearExtensionStorage, readExtensionStorage, writeExtensionStorage } from './harness/extensionStorage';
import { evaluateInExtensionWorld } from './harness/isolatedWorld';
import { panelIn } from './harness/panel';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const KEY = 'tsk_KeyOutOfReachOfTheContentScripts';
/** A key as an earlier version stored it: in chrome.storage.local, where content scripts can read it. */
const OLD_KEY = 'tsk_KeyAnEarlierVersionLeftInLocal__';
const home = xHome();
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [home]);
  await clearExtensionStorage(session);
});

afterAll(async () => {
  await session?.close();
});

describe('the API key', () => {
  it('is saved on the options page and cannot be read from the content script’s world', async () => {
    expect(KEY).toMatch(/^tsk_[A-Za-z0-9_-]{32}$/);
    const options = await session.openExtensionPage('options.html');
    await options.getByTestId('options-mode').selectOption('online');
    await options.getByTestId('options-api-key').fill(KEY);
    await options.getByTestId('options-save').click();
    await expect.poll(() => options.getByTestId('options-status').textContent(), { timeout: 10_000 }).toBe('Saved.');
    await options.close();

    const page = await session.context.newPage();
    await page.goto(home.url);
    await panelIn(page).root.waitFor({ state: 'visible', timeout: 15_000 });
    // Everything the content script's world can read of the extension's storage, every area it may open.
    const readable = await evaluateInExtensionWorld(
      page,
      'Preflight',
      `(async () => {
        const areas = {};
        for (const name of ['local', 'sync', 'session']) {
          try { areas[name] = await chrome.storage[name].get(null); } catch (error) { areas[name] = 'refused: ' + error.message; }
        }
        return JSON.stringify(areas);
      })()`,
    );
    expect(typeof readable).toBe('string');
    // The world is the right one: it reads the settings it needs (online mode, as just saved) ...
    expect(JSON.parse(String(readable))).toMatchObject({ local: { settings: { mode: 'online' } } });
    // ... and the key in no area, under no name.
    expect(String(readable)).not.toContain(KEY);
    expect(String(readable)).not.toContain('tsk_');
    await page.close();
  });

  it('left in storage.local by an earlier version, is moved out once the options page reads it, and still shown as saved', async () => {
    expect(OLD_KEY).toMatch(/^tsk_[A-Za-z0-9_-]{32}$/);
    await clearExtensionStorage(session);
    await writeExtensionStorage(session, { apiKey: OLD_KEY, settings: { mode: 'online' } });
    const options = await session.openExtensionPage('options.html');
    // The page shows the key it read, masked: from the key store it was moved to.
    await expect
      .poll(() => options.locator('span.muted', { hasText: 'saved: tsk_' }).textContent(), { timeout: 10_000 })
      .toContain(OLD_KEY.slice(-4));
    await options.close();
    expect(await readExtensionStorage(session, 'apiKey')).toBeUndefined();
    const reopened = await session.openExtensionPage('options.html');
    await expect
      .poll(() => reopened.locator('span.muted', { hasText: 'saved: tsk_' }).textContent(), { timeout: 10_000 })
      .toContain(OLD_KEY.slice(-4));
    await reopened.close();
  });
});
