// The size habit: no source file over 400 lines and no function over 80 lines in the engine, the backend,
// the extension and the pieces the faces share, unless a comment near the file's top says why it must be
// larger ("size: ..." in the first 10 lines). Small files with one concept each are what keep a change
// local; a function past a screen is a sign that two concerns share it. Generated tables and tests aside.
//
//   npm run lint:sizes          lists every file and function over its limit, exits 1 if any
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const FILE_LINES_MAX = 400;
export const FUNCTION_LINES_MAX = 80;
const ROOTS = ['shared', 'backend', 'extension', 'ui', 'web'];
const EXCUSE = /^\s*(\/\/|\*|\/\*).*\bsize:/;

export interface Oversize {
  file: string;
  line: number;
  what: string;
  lines: number;
  limit: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|generated)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function functionName(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return 'an anonymous function';
}

/** The files and functions over their limits under `root` (the repository). */
export function oversizes(root: string): Oversize[] {
  const found: Oversize[] = [];
  for (const dir of ROOTS.filter((name) => existsSync(join(root, name)))) {
    for (const path of sourceFiles(join(root, dir))) {
      const text = readFileSync(path, 'utf8');
      const file = relative(root, path);
      const lines = text.split('\n');
      if (lines.slice(0, 10).some((line) => EXCUSE.test(line))) continue;
      const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
      if (lineCount > FILE_LINES_MAX) found.push({ file, line: 1, what: 'the file', lines: lineCount, limit: FILE_LINES_MAX });
      const source = ts.createSourceFile(
        path,
        text,
        ts.ScriptTarget.Latest,
        true,
        path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          const length = end - start + 1;
          if (length > FUNCTION_LINES_MAX)
            found.push({ file, line: start + 1, what: functionName(node, source), lines: length, limit: FUNCTION_LINES_MAX });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = oversizes(process.cwd());
  for (const over of found) console.log(`${over.file}:${over.line} ${over.what}: ${over.lines} lines (at most ${over.limit})`);
  if (found.length > 0) {
    console.error(`${found.length} over the size limits: split them, or say at the file's top why it must be larger ("// size: ...").`);
    process.exit(1);
  }
  console.log(`No file over ${FILE_LINES_MAX} lines and no function over ${FUNCTION_LINES_MAX} lines in ${ROOTS.join(', ')}.`);
}
