// Counts writes of the store file from outside, as the disk sees them (inotify through fs.watch), so the
// figure holds whatever the store does inside. lowdb's writer renames a temporary file over the store,
// which is one event naming the store file per write; a store written in place would show at least one
// event per write too.
import { watch } from 'node:fs';
import { basename, dirname } from 'node:path';

export interface WriteCounter {
  readonly count: number;
  close(): void;
}

export function countStoreWrites(storeFile: string): WriteCounter {
  const name = basename(storeFile);
  let count = 0;
  const watcher = watch(dirname(storeFile), (_event, file) => {
    if (file === name) count++;
  });
  return {
    get count() {
      return count;
    },
    close: () => watcher.close(),
  };
}
