// API keys: "tsk_" + 32 URL-safe characters (24 random bytes, base64url), the key format the API documents.
import { hash, randomBytes } from 'node:crypto';
import { KEY_PATTERN } from '@preflight/engine/wire';

// The key's shape is part of the wire contract: the extension checks a pasted key against the same pattern.
export { KEY_PATTERN };
/** Characters of the key kept in the clear: "tsk_" and 8 more, enough to tell keys apart in a list. */
export const PREFIX_LENGTH = 12;

export interface IssuedKey {
  key: string;
  prefix: string;
  hash: string;
}

export function issueKey(): IssuedKey {
  const key = `tsk_${randomBytes(24).toString('base64url')}`;
  return { key, prefix: keyPrefix(key), hash: hashKey(key) };
}

/** On every authenticated request: the one-shot hash() skips the Hash object that createHash builds (a third of the time). */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

export function newKeyId(): string {
  return `key_${randomBytes(6).toString('hex')}`;
}
