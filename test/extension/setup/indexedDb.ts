// The extension keeps the API key in its own IndexedDB (extension/storage/apiKeyStore.ts). Neither happy-dom
// nor node has one, so the unit tests run on fake-indexeddb, an in-memory implementation of the standard
// API; each test starts with an empty one, as it starts with an empty fake browser storage.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach } from 'vitest';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
