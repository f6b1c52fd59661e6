import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh folder under the OS temp dir for one test's store; removeTempDirs() deletes them all. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-backend-'));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
