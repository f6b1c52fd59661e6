// The extension's storage (`chrome.storage.local`, `session` for what lasts one browser session, and the key's
// own IndexedDB), read and written from its service worker, so a test can start from a known state and check what the
// extension kept. Every state the extension has lives there, so an emptied storage is a fresh install.
import { API_KEY_DATABASE } from '../../../extension/storage/apiKeyStore';
import type { BrowserSession } from '../../../scripts/browser/browserSession';

interface LocalStorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  clear(): Promise<void>;
}
type ChromeGlobal = { chrome: { storage: { local: LocalStorageArea; session: LocalStorageArea } } };

/**
 * Forgets everything the extension stored: settings, history, account models, panel layout, the
 * remembered quota (local), the "Check with API" answers (session) and the key (its own IndexedDB).
 */
export async function clearExtensionStorage(session: BrowserSession): Promise<void> {
  const worker = await session.serviceWorker();
  await worker.evaluate(async (keyDatabase) => {
    const { storage } = (globalThis as unknown as ChromeGlobal).chrome;
    const keyGone = new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(keyDatabase);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('could not delete the key store'));
    });
    await Promise.all([storage.local.clear(), storage.session.clear(), keyGone]);
  }, API_KEY_DATABASE);
}

export async function readExtensionStorage(session: BrowserSession, key: string): Promise<unknown> {
  const worker = await session.serviceWorker();
  return worker.evaluate(async (k) => (await (globalThis as unknown as ChromeGlobal).chrome.storage.local.get(k))[k], key);
}

export async function writeExtensionStorage(session: BrowserSession, items: Record<string, unknown>): Promise<void> {
  const worker = await session.serviceWorker();
  await worker.evaluate((i) => (globalThis as unknown as ChromeGlobal).chrome.storage.local.set(i), items);
}
