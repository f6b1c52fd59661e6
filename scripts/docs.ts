// npm run docs [-- --check]: rewrites the README's generated blocks (scripts/docs/blocks.ts lists them and
// what produces each) from the engine, the command line and, when the data sets are there, `npm run eval`.
// Blocks whose data is missing are left as they are, and the run says which. With --check nothing is
// written: the exit status is 1 when a block that could be generated differs from the README.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_BLOCKS } from './docs/blocks';
import { readBlocks, replaceBlocks } from './docs/markers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const readmePath = join(repoRoot, 'README.md');
const checkOnly = process.argv.includes('--check');

const readme = await readFile(readmePath, 'utf8');
const current = readBlocks(readme);
const generated = new Map<string, string>();
const stale: string[] = [];
for (const block of DOC_BLOCKS) {
  const started = Date.now();
  const content = await block.render({ repoRoot, env: process.env });
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (content === null) {
    console.error(`docs: ${block.name}: left as it is (needs the data sets, not found) — ${block.source}`);
    continue;
  }
  generated.set(block.name, content);
  const same = current.get(block.name) === content;
  if (!same) stale.push(block.name);
  console.error(`docs: ${block.name}: ${same ? 'unchanged' : checkOnly ? 'differs' : 'rewritten'} (${took}) — ${block.source}`);
}

if (checkOnly) {
  if (stale.length > 0) console.error(`docs: the README is out of date in ${stale.join(', ')}: run npm run docs`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else if (stale.length > 0) {
  // Read again: the eval takes minutes, and the README may have been edited meanwhile.
  await writeFile(readmePath, replaceBlocks(await readFile(readmePath, 'utf8'), generated));
}
