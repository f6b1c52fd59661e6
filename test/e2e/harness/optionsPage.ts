// What the browser tests do on the extension's options page and ask its worker, the way a person sets it up:
// online mode with a backend and a key (Save, then "Saved."), and which sites the content script is
// registered for (an added Mastodon instance among them).
import { expect } from 'vitest';
import type { BrowserSession } from '../../../scripts/browser/browserSession';

/** The match patterns of the content scripts the worker registered at run time. */
export async function registeredMatches(session: BrowserSession): Promise<string[]> {
  const worker = await session.serviceWorker();
  return worker.evaluate(async () => {
    // The service worker's own `chrome` (no @types/chrome in this project).
    const { chrome } = globalThis as unknown as {
      chrome: { scripting: { getRegisteredContentScripts(): Promise<{ matches?: string[] }[]> } };
    };
    const scripts = await chrome.scripting.getRegisteredContentScripts();
    return scripts.flatMap((s) => s.matches ?? []);
  });
}

/** Online mode with this backend and key, saved on the options page and waited for ("Saved."). */
export async function saveOnlineSettings(session: BrowserSession, backendUrl: string, key: string): Promise<void> {
  const options = await session.openExtensionPage('options.html');
  await options.getByTestId('options-mode').selectOption('online');
  await options.getByTestId('options-backend-url').fill(backendUrl);
  await options.getByTestId('options-api-key').fill(key);
  await options.getByTestId('options-save').click();
  await expect.poll(() => options.getByTestId('options-status').textContent(), { timeout: 10_000 }).toBe('Saved.');
  await options.close();
}
