// Where earlier versions kept the API key (storage.local, which content scripts can read). It is only read
// to move a key found there into the key store (apiKeyStore.ts), then removed.
import { storage } from 'wxt/utils/storage';

export const legacyApiKeyItem = storage.defineItem<string>('local:apiKey', { fallback: '' });
