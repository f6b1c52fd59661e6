// The README and docs/ show the product as it is: every generated block that needs no data set is exactly
// what `npm run docs` writes now (in-process, no data sets needed), and every picture the README shows is a
// committed screenshot the e2e suite takes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOC_BLOCKS } from '../../scripts/docs/blocks';
import { MarkerError, readBlocks, replaceBlocks } from '../../scripts/docs/markers';
import { readAllBlocks } from '../../scripts/docs/documents';
import { README_SCREENSHOTS } from '../e2e/harness/screenshots';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

describe('the generated blocks of the README and docs/', () => {
  it('holds each block npm run docs writes exactly once, and no other', () => {
    const inDocuments = [...readAllBlocks(repoRoot).keys()].sort();
    expect(inDocuments).toEqual(DOC_BLOCKS.map((b) => b.name).sort());
  });

  it('shows what npm run docs writes today for every block that needs no data set (run `npm run docs` if not)', async () => {
    const current = new Map([...readAllBlocks(repoRoot)].map(([name, block]) => [name, block.text]));
    const outOfDate: Record<string, { document: string | undefined; generated: string }> = {};
    for (const block of DOC_BLOCKS.filter((b) => b.needs === 'nothing')) {
      const generated = await block.render({ repoRoot, env: {} });
      if (generated === null) throw new Error(`${block.name} needs nothing, yet rendered nothing`);
      if (current.get(block.name) !== generated) outOfDate[block.name] = { document: current.get(block.name), generated };
    }
    expect(outOfDate).toEqual({});
  });
});

describe('the README’s screenshots', () => {
  const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

  it('are all committed under docs/screenshots/ and named in the e2e suite’s list', () => {
    expect(images.length).toBeGreaterThan(0);
    const names = Object.keys(README_SCREENSHOTS).map((name) => `docs/screenshots/${name}.png`);
    expect(images.filter((path) => !names.includes(path))).toEqual([]);
  });

  it('exist in the tree', () => {
    expect(images.filter((path) => !existsSync(join(repoRoot, path)))).toEqual([]);
  });
});

describe('the docs markers', () => {
  const doc = 'Intro\n<!-- docs:a -->\nold a\n<!-- /docs:a -->\nmiddle\n<!-- docs:b -->\n<!-- /docs:b -->\nend\n';

  it('reads each block’s text by name', () => {
    expect(readBlocks(doc)).toEqual(
      new Map([
        ['a', 'old a'],
        ['b', ''],
      ]),
    );
  });

  it('replaces only the blocks given and keeps the markers and everything around them', () => {
    expect(replaceBlocks(doc, new Map([['b', '```text\nnew b\n```']]))).toBe(
      'Intro\n<!-- docs:a -->\nold a\n<!-- /docs:a -->\nmiddle\n<!-- docs:b -->\n```text\nnew b\n```\n<!-- /docs:b -->\nend\n',
    );
  });

  it('refuses a block the file does not have, and an opening marker without its closing one', () => {
    expect(() => replaceBlocks(doc, new Map([['c', 'x']]))).toThrow(MarkerError);
    expect(() => readBlocks('<!-- docs:a -->\nno end\n')).toThrow('<!-- docs:a --> has no <!-- /docs:a --> after it');
  });
});
