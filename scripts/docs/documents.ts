// The documents that hold generated blocks: the README and every markdown file of docs/ (its examples aside).
// A block's name is unique across all of them, so `npm run docs` finds each block in the document of its
// section wherever that section lives.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarkerError, readBlocks } from './markers';

export function documentsWithBlocks(repoRoot: string): string[] {
  const docs = join(repoRoot, 'docs');
  const inDocs = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => join(docs, name))
    : [];
  return [join(repoRoot, 'README.md'), ...inDocs];
}

/** Every generated block's text and the document it is in, by name; a name in two documents is an error. */
export function readAllBlocks(repoRoot: string): Map<string, { path: string; text: string }> {
  const all = new Map<string, { path: string; text: string }>();
  for (const path of documentsWithBlocks(repoRoot)) {
    for (const [name, text] of readBlocks(readFileSync(path, 'utf8'))) {
      const other = all.get(name);
      if (other) throw new MarkerError(`the block "${name}" is in both ${other.path} and ${path}`);
      all.set(name, { path, text });
    }
  }
  return all;
}
