// The lowdb store's keys: the records in the file, indexed in memory by hash (every authenticated call) and by id.
import { AmbiguousKeyRef, type ApiKeyRecord, type KeyPatch, type KeyStore } from '../keyStore';
import { storableText } from '../storableText';
import type { LowdbFile } from './lowdbFile';

export function lowdbKeys(file: LowdbFile): KeyStore {
  const keys = file.data.keys;
  const byHash = new Map<string, ApiKeyRecord>();
  const byId = new Map<string, ApiKeyRecord>();
  const index = (key: ApiKeyRecord): void => {
    byHash.set(key.hash, key);
    byId.set(key.id, key);
  };
  const unindex = (key: ApiKeyRecord): void => {
    const at = keys.indexOf(key);
    if (at >= 0) keys.splice(at, 1);
    if (byHash.get(key.hash) === key) byHash.delete(key.hash);
    if (byId.get(key.id) === key) byId.delete(key.id);
  };
  for (const key of keys) index(key);

  return {
    async findKeyByHash(hash) {
      return byHash.get(hash);
    },

    async findKey(ref) {
      const found = byId.get(ref);
      if (found) return { ...found };
      const matches = keys.filter((k) => k.prefix === ref);
      if (matches.length > 1) throw new AmbiguousKeyRef(`The prefix ${ref} matches ${matches.length} keys; use the id instead.`);
      return matches[0] && { ...matches[0] };
    },

    async listKeys() {
      return keys.map((k) => ({ ...k }));
    },

    async insertKey(record) {
      if (byId.has(record.id) || byHash.has(record.hash)) throw new Error(`Key ${record.id} already exists`);
      const copy = { ...record, label: storableText(record.label) };
      keys.push(copy);
      index(copy);
      file.undoable(() => unindex(copy));
      file.changed();
    },

    async updateKey(id, patch) {
      const key = byId.get(id);
      if (!key) throw new Error(`No key with id ${id}`);
      // Only the fields this change set are put back, so a last_used_at written meanwhile by a request stays.
      const before = Object.fromEntries(Object.keys(patch).map((field) => [field, key[field as keyof KeyPatch]])) as KeyPatch;
      file.undoable(() => Object.assign(key, before));
      Object.assign(key, patch.label === undefined ? patch : { ...patch, label: storableText(patch.label) });
      file.changed();
      return { ...key };
    },

    keyChange<T>(change: () => Promise<T>): Promise<T> {
      return file.keyChange(change);
    },
  };
}
