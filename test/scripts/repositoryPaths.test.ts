// On the case-insensitive file systems of macOS and Windows, two paths equal apart from case are one file, and
// an import of "./viewCurveChart" may load ViewCurveChart.tsx instead of viewCurveChart.ts. No two paths of the
// repository may be equal apart from case, nor two modules whose import specifiers (the path without its
// extension) are.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folders that are not the repository's own files: installed packages, build output, Git's store, test output. */
const NOT_OURS = new Set(['node_modules', '.git', '.output', '.wxt', 'artifacts']);
const MODULE = /\.(?:ts|tsx|mts|js|mjs|jsx)$/u;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_OURS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(ROOT, path)];
  });
}

/** Groups of the keys that fold to the same lower-case form, where a group has more than one. */
function clashes(keys: readonly string[]): string[][] {
  const byFold = new Map<string, Set<string>>();
  for (const key of keys) {
    const fold = key.toLowerCase();
    byFold.set(fold, (byFold.get(fold) ?? new Set()).add(key));
  }
  return [...byFold.values()].filter((group) => group.size > 1).map((group) => [...group].sort());
}

describe('repository paths', () => {
  const files = filesUnder(ROOT);

  it('holds no two paths equal apart from case', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(clashes(files)).toEqual([]);
  });

  it('holds no two modules whose import specifiers are equal apart from case', () => {
    const specifiers = [...new Set(files.filter((f) => MODULE.test(f)).map((f) => f.replace(MODULE, '')))];
    expect(clashes(specifiers)).toEqual([]);
    // The check finds such a pair: the one the extension had.
    expect(clashes(['extension/panel/ViewCurveChart', 'extension/panel/viewCurveChart'])).toHaveLength(1);
  });
});
