// The extension's storage (`chrome.storage.local`, and `session` for what lasts one browser session),
// read and written from its service worker, so a test can start from a known state and check what the
// extension kept. Every state the extension has lives there, so an emptied storage is a fresh install.
import type { BrowserSession } from './browserSession';

interface LocalStorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  clear(): Promise<void>;
}
type ChromeGlobal = { chrome: { storage: { local: LocalStorageArea; session: LocalStorageArea } } };

/**
 * Forgets everything the extension stored: settings, key, history, account models, panel layout, the
 * remembered quota (local) and the "Check with API" answers (session).
 */
export async function clearExtensionStorage(session: BrowserSession): Promise<void> {
  const worker = await session.serviceWorker();
  await worker.evaluate(async () => {
    const { storage } = (globalThis as unknown as ChromeGlobal).chrome;
    await Promise.all([storage.local.clear(), storage.session.clear()]);
  });
}

export async function readExtensionStorage(session: BrowserSession, key: string): Promise<unknown> {
  const worker = await session.serviceWorker();
  return worker.evaluate(async (k) => (await (globalThis as unknown as ChromeGlobal).chrome.storage.local.get(k))[k], key);
}

export async function writeExtensionStorage(session: BrowserSession, items: Record<string, unknown>): Promise<void> {
  const worker = await session.serviceWorker();
  await worker.evaluate((i) => (globalThis as unknown as ChromeGlobal).chrome.storage.local.set(i), items);
}
