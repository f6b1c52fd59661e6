// The Store on a lowdb JSON file: the file read and checked at open, then its data served by one part per
// aggregate (keys, usage, accounts, posts, predictions), all changing the one in-memory copy that lowdbFile.ts
// writes back. Only one process may hold the file: see ownerLock.ts.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import type { Store } from '../store';
import { AccountIndex } from './accountIndex';
import { lowdbAccounts } from './lowdbAccounts';
import { LowdbFile, type LowdbStoreOptions } from './lowdbFile';
import { lowdbKeys } from './lowdbKeys';
import { lowdbPosts } from './lowdbPosts';
import { lowdbPredictions } from './lowdbPredictions';
import { lowdbUsage } from './lowdbUsage';
import { SlicedJsonFile } from './slicedJsonFile';
import { StoreData, emptyStoreData } from './storeFile';
import { StoreFileError, storeFileFailure } from './storeFileError';
import { storeFileLines } from './storeFileLines';

export { StoreFileError };
export type { LowdbStoreOptions };

export async function openLowdbStore(file: string, options: LowdbStoreOptions = {}): Promise<Store> {
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch (error) {
    throw storeFileFailure(`Cannot create the store's folder ${dirname(file)}`, error);
  }
  const adapter = adapterFor(file);
  let data = await readChecked(adapter, file);
  if (data === null) {
    data = emptyStoreData();
    // Create the file now, so a bad path, a full disk or a read-only folder fails at start, before the store
    // (and its retries of failed writes) exists.
    try {
      await adapter.write(data);
    } catch (error) {
      throw storeFileFailure(`Cannot write the store ${file}`, error);
    }
  }
  return composeLowdbStore(new LowdbFile(file, new Low(adapter, data), options));
}

function composeLowdbStore(file: LowdbFile): Store {
  const accounts = new AccountIndex(file);
  return {
    ...lowdbKeys(file),
    ...lowdbUsage(file),
    ...lowdbAccounts(file, accounts),
    ...lowdbPosts(file, accounts),
    ...lowdbPredictions(file, accounts),
    flush: () => file.flush(),
    health: () => file.health(),
    checkHealth: () => file.checkHealth(),
    close: () => file.close(),
  };
}

/**
 * The file's data as openLowdbStore would load it, without serving it: what `npm run keys -- migrate`
 * copies. A missing file is an error here (opening a store would create it).
 */
export async function readStoreFile(file: string): Promise<StoreData> {
  const stored = await readChecked(adapterFor(file), file);
  if (stored === null) throw new StoreFileError(`No store at ${file} to migrate; set PREFLIGHT_DB to the file to copy.`);
  return stored;
}

function adapterFor(file: string): SlicedJsonFile<StoreData> {
  return new SlicedJsonFile<StoreData>(file, { lines: storeFileLines, parse: (value) => parseStoreData(file, value) });
}

/** null when the file does not exist; a StoreFileError when it cannot be read, is not JSON or is not a store. */
async function readChecked(adapter: SlicedJsonFile<StoreData>, file: string): Promise<StoreData | null> {
  try {
    return await adapter.read();
  } catch (error) {
    if (error instanceof StoreFileError) throw error;
    // Only a parse failure means the content is bad; a file the system will not read (permissions, a folder
    // in its place, a disk error) is said as such, since restoring a backup would not help.
    if (!(error instanceof SyntaxError)) throw storeFileFailure(`Cannot read the store ${file}`, error);
    throw new StoreFileError(`The store ${file} is not valid JSON (${error.message}); restore it from a backup or move it away.`);
  }
}

function parseStoreData(file: string, value: unknown): StoreData {
  const parsed = StoreData.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new StoreFileError(`The store ${file} has an unexpected shape at ${first?.path.join('.') || '(root)'}: ${first?.message}`);
}
