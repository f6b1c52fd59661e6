// A server that cannot use its store says why in one line, naming the file and the system's reason, and exits 1:
// the real `backend/serve.ts` on a full disk and on a read-only folder (a tmpfs of its own: support/smallDisk.ts),
// on a folder it may not write and a file it may not read (as the unprivileged user `nobody`), and with a folder
// where the file should be. Before, a full disk printed a stack trace, an unwritable folder said "Set PORT to a
// free port" and an unreadable file said "not valid JSON, restore it from a backup".
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { emptyStoreData } from '../../backend/store/lowdb/storeFile';
import { runScript, type Finished } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { smallDiskRefused, startSmallDisk, type SmallDisk } from './support/smallDisk';

const diskRefused = smallDiskRefused();
const asNobody = ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'] as const;
const nobodyRefused =
  process.getuid?.() !== 0
    ? 'not root: cannot run the server as nobody'
    : existsSync('/usr/bin/setpriv')
      ? undefined
      : 'setpriv is missing';
let disk: SmallDisk | undefined;

afterEach(() => {
  disk?.remove();
  disk = undefined;
});
afterAll(removeTempDirs);

function serveOnce(storeFile: string, launcher: readonly string[] = []): Promise<Finished> {
  return runScript('backend/serve.ts', [], { PREFLIGHT_DB: storeFile, HOST: '127.0.0.1', PORT: '0' }, launcher);
}

/** Exit 1, nothing on stdout, and one line on stderr without a stack trace or a word about PORT. */
function oneLine(run: Finished): string {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n').filter(Boolean);
  expect(lines, run.stderr).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+|Set PORT/);
  return lines[0] as string;
}

describe.skipIf(diskRefused !== undefined)(
  `start-up on a disk that cannot be written${diskRefused ? ` (skipped: ${diskRefused})` : ''}`,
  () => {
    it('on a full disk: one line naming the lock file and ENOSPC, and no empty lock left behind', async () => {
      disk = await startSmallDisk(1 << 20);
      disk.fill();
      const storeFile = `${disk.dir}/preflight.json`;
      const line = oneLine(await serveOnce(storeFile, disk.launcher));
      expect(line).toBe(`Cannot create the store's lock ${storeFile}.lock: no space left on the device (ENOSPC).`);
      expect(readdirSync(disk.outside(''))).toEqual(['.filler']);
      console.log(`start on a full disk: ${line}`);
    }, 30_000);

    it('on a disk with room for the lock but not for rewriting it: one line naming the lock file and ENOSPC', async () => {
      disk = await startSmallDisk(1 << 20);
      // Two pages left: the lock is created in one, the new store file written in the other, and the lock's
      // new copy (written beside it, then renamed over it once the server knows its admin address) finds none.
      disk.fill(2);
      const storeFile = `${disk.dir}/preflight.json`;
      const line = oneLine(await serveOnce(storeFile, disk.launcher));
      expect(line).toBe(`Cannot rewrite the store's lock ${storeFile}.lock: no space left on the device (ENOSPC).`);
      console.log(`start with room for the lock only: ${line}`);
    }, 30_000);

    it('on a read-only folder: one line naming the lock file and EROFS', async () => {
      disk = await startSmallDisk(1 << 20);
      await disk.readOnly();
      const storeFile = `${disk.dir}/preflight.json`;
      const line = oneLine(await serveOnce(storeFile, disk.launcher));
      expect(line).toBe(`Cannot create the store's lock ${storeFile}.lock: the file system is read-only (EROFS).`);
      console.log(`start on a read-only folder: ${line}`);
    }, 30_000);
  },
);

describe.skipIf(nobodyRefused !== undefined)(
  `start-up as a user the store refuses${nobodyRefused ? ` (skipped: ${nobodyRefused})` : ''}`,
  () => {
    it('a folder it may not write: one line naming the lock file and EACCES, not PORT', async () => {
      const dir = tempDir();
      chmodSync(dir, 0o755); // root's, readable by all, writable by root only
      const line = oneLine(await serveOnce(join(dir, 'preflight.json'), asNobody));
      expect(line).toBe(`Cannot create the store's lock ${join(dir, 'preflight.json')}.lock: permission denied (EACCES).`);
      console.log(`start on an unwritable folder: ${line}`);
    }, 30_000);

    it('a store file it may not read: one line naming the file and EACCES, not "not valid JSON"', async () => {
      const dir = tempDir();
      chmodSync(dir, 0o755);
      const folder = join(dir, 'data');
      mkdirSync(folder);
      chownSync(folder, 65534, 65534); // nobody may write the folder (the lock goes there)...
      const storeFile = join(folder, 'preflight.json');
      writeFileSync(storeFile, JSON.stringify(emptyStoreData()), { mode: 0o600 }); // ...but not read root's file
      const line = oneLine(await serveOnce(storeFile, asNobody));
      expect(line).toBe(`Cannot read the store ${storeFile}: permission denied (EACCES).`);
      expect(readdirSync(folder)).toEqual(['preflight.json']); // the lock was given up
      console.log(`start on an unreadable file: ${line}`);
    }, 30_000);
  },
);

describe('start-up with a folder where the store file should be', () => {
  it('one line naming the file and EISDIR', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    mkdirSync(storeFile);
    const line = oneLine(await serveOnce(storeFile));
    expect(line).toMatch(new RegExp(`^Cannot read the store ${storeFile}: .*EISDIR`));
  }, 30_000);
});
