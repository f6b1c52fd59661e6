// Rebuilds the extension only when a source is newer than the built manifest, so a warm run costs nothing.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EXTENSION_DIR, EXTENSION_MANIFEST, EXTENSION_SOURCES, EXTENSION_UNDER_TEST_DIR, REPO_ROOT } from './paths';

function newestMtime(path: string): number {
  let stat: Stats;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function extensionIsStale(): boolean {
  let built: number;
  try {
    built = statSync(EXTENSION_MANIFEST).mtimeMs;
  } catch {
    return true;
  }
  return EXTENSION_SOURCES.some((source) => newestMtime(source) > built);
}

export function buildExtension(): void {
  try {
    execFileSync('npx', ['wxt', 'build'], { cwd: REPO_ROOT, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`e2e: \`npx wxt build\` failed, so there is no extension to test.\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
  // Only its presence is checked: another build or an edit may have landed meanwhile.
  if (!existsSync(EXTENSION_MANIFEST)) throw new Error(`e2e: \`npx wxt build\` finished but wrote no ${EXTENSION_MANIFEST}`);
}

/**
 * Copies the build to where the tests load it from (see EXTENSION_UNDER_TEST_DIR), again if a build
 * rewrote the manifest while it was being copied (WXT writes the manifest last).
 */
export async function snapshotExtension(): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await sleep(2_000);
    try {
      const before = statSync(EXTENSION_MANIFEST).mtimeMs;
      rmSync(EXTENSION_UNDER_TEST_DIR, { recursive: true, force: true });
      cpSync(EXTENSION_DIR, EXTENSION_UNDER_TEST_DIR, { recursive: true });
      if (statSync(EXTENSION_MANIFEST).mtimeMs === before) return;
    } catch {
      // A build deleted files under us; the next attempt copies what it wrote.
    }
  }
  throw new Error(`e2e: ${EXTENSION_DIR} kept changing while it was copied; is a build running? Try again.`);
}
