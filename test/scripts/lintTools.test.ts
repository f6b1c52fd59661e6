// The habits' own tools: the width as the formatter counts it, the rewrites that bring a line within it
// without changing what the code does, and the size limits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { splitLongStrings, wrapLongComments, wrapLongStyleRules } from '../../scripts/lint/fitWidth';
import { linesOverWidth } from '../../scripts/lint/lineWidth';
import { FILE_LINES_MAX, FUNCTION_LINES_MAX, oversizes } from '../../scripts/lint/sizes';
import { displayWidth, LINE_WIDTH } from '../../scripts/lint/width';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a module's source (TypeScript) and returns what it exports as `value`. */
function evaluated(source: string): unknown {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', js)(module, module.exports);
  return module.exports.value;
}

const SENTENCE = 'Every word of this sentence is kept, in its order, with its spaces, whatever the pieces it is cut into. ';

describe('the width', () => {
  it('counts columns as a terminal draws them: marks take none, wide characters two', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('हिं')).toBe(2); // ह, then ि and ं (marks) on it, then nothing
    expect(displayWidth('日本')).toBe(4);
    expect(linesOverWidth(['a.ts'], () => `ok\n${'x'.repeat(LINE_WIDTH + 1)}\n${'日'.repeat(71)}`)).toEqual([
      `a.ts:2: ${LINE_WIDTH + 1} columns`,
      'a.ts:3: 142 columns',
    ]);
  });
});

describe('fitting a line within the width', () => {
  it('splits a long string into pieces that make the same string, and leaves a short one alone', () => {
    const long = SENTENCE.repeat(3).trim();
    const source = `export const value = { text: '${long}', short: 'kept whole' }.text + ' and more';\n`;
    const out = splitLongStrings(source, 'a.ts');
    expect(out).not.toBe(source);
    expect(out).toContain("'kept whole'");
    expect(evaluated(out)).toBe(evaluated(source));
  });

  it('cuts a string of a script written without spaces between its characters, within the width', () => {
    const source = `export const value = '${'家計簿アプリのバージョン3を公開しました。'.repeat(8)}';\n`;
    const out = splitLongStrings(source, 'a.ts');
    expect(out.split('\n').every((line) => displayWidth(line) <= LINE_WIDTH)).toBe(true);
    expect(evaluated(out)).toBe(evaluated(source));
  });

  it('builds a long regular expression from raw pieces that compile to the same source and flags', () => {
    const alternatives = Array.from({ length: 30 }, (_, i) => `word${i}\\s+\\(x\\)`).join('|');
    const source = `export const value = /^(?:${alternatives})\\/$/giu;\n`;
    const out = splitLongStrings(source, 'a.ts');
    expect(out).toContain('new RegExp(String.raw`');
    expect(out.split('\n').every((line) => displayWidth(line) <= LINE_WIDTH)).toBe(true);
    const [before, after] = [evaluated(source), evaluated(out)] as RegExp[];
    expect([after!.source, after!.flags]).toEqual([before!.source, before!.flags]);
  });

  it('keeps a template with its substitutions whole in each piece, and a string whose method is called in parentheses', () => {
    const long = SENTENCE.repeat(2);
    const source = `const n = 3;\nexport const value = [\`${long}\${n} posts \${'a b'.length} ${long}\`, '${long}'.trim()];\n`;
    const out = splitLongStrings(source, 'a.ts');
    expect(out).not.toBe(source);
    expect(evaluated(out)).toEqual(evaluated(source));
  });

  it('wraps a long comment into the next line of the same comment, and opens a one-line doc comment', () => {
    const words = SENTENCE.repeat(2).trim();
    const out = wrapLongComments(`// ${words}\n// continued here.\n/** ${words} */\nconst a = 1;`);
    const lines = out.split('\n');
    expect(lines.every((line) => displayWidth(line) <= LINE_WIDTH)).toBe(true);
    expect(
      lines
        .filter((l) => l.startsWith('//'))
        .map((l) => l.slice(3))
        .join(' '),
    ).toBe(`${words} continued here.`);
    expect(lines).toContain('/**');
    expect(lines.at(-1)).toBe('const a = 1;');
  });

  it('opens a long style rule in a style sheet string onto lines of its own, declarations unchanged', () => {
    const declarations = Array.from({ length: 12 }, (_, i) => `margin-${i}: ${i}px`).join('; ');
    const source = `export const value = \`\n.pf-card { ${declarations}; }\n\`;\n`;
    const out = wrapLongStyleRules(source, 'a.ts');
    expect(out.split('\n').every((line) => displayWidth(line) <= LINE_WIDTH)).toBe(true);
    const squash = (css: unknown) => String(css).replace(/\s+/g, ' ').replace(/;\s*}/g, '}').trim();
    expect(squash(evaluated(out))).toBe(squash(evaluated(source)));
  });
});

describe('the size limits', () => {
  it('name a file over its lines and a function over its lines, and let a file say why it is larger', () => {
    const root = mkdtempSync(join(tmpdir(), 'preflight-sizes-'));
    dirs.push(root);
    mkdirSync(join(root, 'shared'), { recursive: true });
    const body = Array.from({ length: FUNCTION_LINES_MAX }, (_, i) => `  const v${i} = ${i};`).join('\n');
    writeFileSync(join(root, 'shared/long.ts'), `export function long() {\n${body}\n}\n`);
    writeFileSync(join(root, 'shared/big.ts'), `${'export const a = 1;\n'.repeat(FILE_LINES_MAX + 1)}`);
    writeFileSync(
      join(root, 'shared/excused.ts'),
      `// size: a generated table, one row a line.\n${'export const a = 1;\n'.repeat(FILE_LINES_MAX + 1)}`,
    );
    writeFileSync(join(root, 'shared/fine.test.ts'), `${'export const a = 1;\n'.repeat(FILE_LINES_MAX + 1)}`);
    const found = oversizes(root).map((o) => `${o.file} ${o.what} ${o.lines}`);
    expect(found.sort()).toEqual([`shared/big.ts the file ${FILE_LINES_MAX + 1}`, `shared/long.ts long ${FUNCTION_LINES_MAX + 2}`]);
  });
});
