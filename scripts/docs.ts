// npm run docs [-- --check]: rewrites the generated blocks of the README and of docs/*.md
// (scripts/docs/blocks.ts lists them and what produces each) from the engine, the command line, the code's
// settings, the last `npm run bench` (bench/last-run.json) and, when the data sets are there, `npm run eval`. Each block lives in the
// document of its section; a block is found by its markers wherever it is. Blocks whose data is missing are left as they are, and the run
// says which. With --check nothing is written: the exit status is 1 when a block that could be generated differs.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DOC_BLOCKS } from './docs/blocks';
import { documentsWithBlocks, readAllBlocks } from './docs/documents';
import { replaceBlocks } from './docs/markers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const checkOnly = process.argv.includes('--check');

const current = readAllBlocks(repoRoot);
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
  const same = current.get(block.name)?.text === content;
  if (!same) stale.push(block.name);
  console.error(`docs: ${block.name}: ${same ? 'unchanged' : checkOnly ? 'differs' : 'rewritten'} (${took}) — ${block.source}`);
}

if (checkOnly) {
  if (stale.length > 0) console.error(`docs: out of date in ${stale.join(', ')}: run npm run docs`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else if (stale.length > 0) {
  // Read again: the eval takes minutes, and a document may have been edited meanwhile.
  for (const path of documentsWithBlocks(repoRoot)) {
    const text = await readFile(path, 'utf8');
    const mine = new Map([...generated].filter(([name]) => current.get(name)?.path === path));
    if (mine.size > 0) await writeFile(path, replaceBlocks(text, mine));
  }
}
