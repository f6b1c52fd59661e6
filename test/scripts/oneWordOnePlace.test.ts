// One word, one meaning: a phrase the writer reads is built in one source file (the engine's words), and every
// face imports it from there. A second copy in a face is how two faces drift into saying one thing two ways.
// Comments may quote the words; the API contract's field descriptions quote them as examples and are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FACES_AND_ENGINE = ['shared', 'backend', 'extension', 'ui', 'web', 'scripts'];
const SOURCE = /\.tsx?$/u;
const CONTRACT = /^shared\/contract\//u;

/** Each phrase and the one file that may build it. */
const ONE_PLACE: Record<string, string> = {
  'Ready to post': 'shared/explanation/headline.ts',
  'Fine to post': 'shared/explanation/headline.ts',
  'Calibrated on': 'shared/explanation/words/accountWords.ts',
  'typical post ≈': 'shared/explanation/words/accountWords.ts',
  'with view counts': 'shared/explanation/words/accountWords.ts',
  'Thread of ': 'shared/explanation/words/threadWords.ts',
  'all parts fit': 'shared/explanation/words/threadWords.ts',
  'under 0.1': 'shared/explanation/words/countWords.ts',
  'off the score': 'shared/explanation/words/costWords.ts',
  'Your usual post': 'shared/explanation/reach.ts',
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourcesUnder(path) : SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The file's code without its comment lines (a line that starts with //, /* or *). */
function codeOf(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\/\*|\*)/u.test(line))
    .join('\n');
}

describe('one word, one place', () => {
  const files = FACES_AND_ENGINE.flatMap(sourcesUnder)
    .map((path) => relative(ROOT, join(ROOT, path)))
    .filter((path) => !CONTRACT.test(path));
  const code = new Map(files.map((path) => [path, codeOf(path)]));

  it.each(Object.entries(ONE_PLACE))('"%s" is built only in %s', (phrase, home) => {
    const where = files.filter((path) => code.get(path)?.includes(phrase));
    expect(where).toEqual([home]);
  });
});
