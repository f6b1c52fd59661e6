// Where the writer's API key is kept: the extension's own IndexedDB, which only the extension's pages and
// its service worker open. A content script runs in the site's page, so the indexedDB it sees is the
// site's; the extension's database is out of its reach in every browser. `chrome.storage.local` is not:
// content scripts read it by default, and Chromium's `setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' })`
// closes a whole area, so it would also take away the settings and the panel's layout the content scripts
// read there (Firefox has no such switch for storage.local at all).

/** Exported for the end-to-end tests, which delete it to start from a fresh install. */
export const API_KEY_DATABASE = 'preflight-secrets';
const STORE = 'secrets';
const API_KEY = 'apiKey';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(API_KEY_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Preflight could not open its key store'));
  });
}

/** Runs one request in its own transaction and answers once the transaction is committed. */
async function inTransaction<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const pending = request(transaction.objectStore(STORE));
      const failed = () => reject(transaction.error ?? pending.error ?? new Error('Preflight could not use its key store'));
      transaction.oncomplete = () => resolve(pending.result);
      transaction.onerror = failed;
      transaction.onabort = failed;
    });
  } finally {
    db.close();
  }
}

/** The stored key, or '' when none was saved. */
export async function readStoredApiKey(): Promise<string> {
  const value: unknown = await inTransaction('readonly', (store) => store.get(API_KEY));
  return typeof value === 'string' ? value : '';
}

export async function writeStoredApiKey(key: string): Promise<void> {
  await inTransaction('readwrite', (store) => store.put(key, API_KEY));
}
