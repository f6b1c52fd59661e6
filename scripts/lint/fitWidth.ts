// A one-way tool for the formatter's width: the formatter lays out code but never breaks a string or a
// comment, so a line that is long because of one stays long. This splits such string literals at a space
// into pieces joined by `+` (the same string at run time), for the formatter to lay out on its next run,
// and wraps long comment lines into the lines below them.
//
//   npx tsx scripts/lint/fitWidth.ts FILE...     rewrites the files in place; then run npm run format
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

import { displayWidth, LINE_WIDTH, WIDE_CHAR } from './width';

const WIDTH = LINE_WIDTH;
/** Where a piece may end: a little short of the width, for the indent and the ` +` the formatter adds. */
const PIECE = 100;

type Piece = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

/** Parents under which `a + b` reads the same as the literal it replaces, without parentheses. */
function safeBare(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return parent.expression !== node;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.EqualsToken || op === ts.SyntaxKind.PlusEqualsToken) return true;
    return (
      (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) &&
      parent.right === node
    );
  }
  if (ts.isConditionalExpression(parent)) return parent.condition !== node;
  return (
    ts.isPropertyAssignment(parent) ||
    ts.isVariableDeclaration(parent) ||
    ts.isArrayLiteralExpression(parent) ||
    ts.isReturnStatement(parent) ||
    ts.isParenthesizedExpression(parent) ||
    ts.isJsxExpression(parent) ||
    ts.isTemplateSpan(parent) ||
    ts.isArrowFunction(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isParameter(parent) ||
    ts.isThrowStatement(parent) ||
    ts.isSpreadElement(parent)
  );
}

/** Literals that are names, not values: splitting them would not compile or would change a type. */
function splittable(node: Piece): boolean {
  const parent = node.parent;
  if (
    ts.isLiteralTypeNode(parent) ||
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isPropertySignature(parent) || ts.isEnumMember(parent) || ts.isJsxAttribute(parent) || ts.isCaseClause(parent)) return false;
  if (ts.isTaggedTemplateExpression(parent) || ts.isImportTypeNode(parent) || ts.isElementAccessExpression(parent)) return false;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return false;
  if (ts.isExpressionStatement(parent)) return false;
  return true;
}

/**
 * Cut points in the literal's source text (between quotes or backticks): after a space that is outside any
 * `${…}`, so every piece is a valid literal of the same kind.
 */
function cutPoints(raw: string): number[] {
  const points: number[] = [];
  let depth = 0;
  for (let i = 1; i < raw.length - 1; i++) {
    const c = raw[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '$' && raw[i + 1] === '{') {
      depth++;
      i++;
      continue;
    }
    if (depth > 0) {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      continue;
    }
    if ((c === ' ' && raw[i + 1] !== ' ') || c === '|') points.push(i + 1);
    // Scripts written without spaces (Chinese, Japanese) may be cut between any two of their characters.
    else if (WIDE_CHAR.test(c ?? '') && WIDE_CHAR.test(raw[i + 1] ?? '')) points.push(i + 1);
  }
  return points;
}

/** The literal as pieces of at most about PIECE columns each, cut after spaces (or between wide characters). */
function pieces(raw: string): string[] {
  const quote = raw[0]!;
  const cuts = cutPoints(raw);
  const out: string[] = [];
  let start = 1;
  const end = raw.length - 1;
  while (displayWidth(raw.slice(start, end)) > PIECE) {
    const fitting = cuts.filter((point) => point > start && displayWidth(raw.slice(start, point)) <= PIECE);
    const cut = fitting.at(-1) ?? cuts.find((point) => point > start);
    if (cut === undefined || cut >= end) break;
    out.push(`${quote}${raw.slice(start, cut)}${quote}`);
    start = cut;
  }
  out.push(`${quote}${raw.slice(start, end)}${quote}`);
  return out;
}

/**
 * A long regular expression literal as the same expression built from raw pieces: `new RegExp('…' +
 * '…', flags)` compiles the very same source with the same flags. Cut where no escape is split (a
 * piece never ends in a backslash); undefined when the source holds what a raw template cannot (` or ${).
 */
function regexPieces(literal: string): string | undefined {
  const close = literal.lastIndexOf('/');
  const body = literal.slice(1, close);
  const flags = literal.slice(close + 1);
  if (body.includes('`') || body.includes('${') || displayWidth(body) <= PIECE) return undefined;
  // Cut only between the expression's tokens: an escape (\u{1F300}, \p{L}, \d) is never split.
  const ends = [...body.matchAll(/\\u\{[0-9A-Fa-f]+\}|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|\\[pPk]\{[^}]*\}|\\c[A-Za-z]|\\.|[^\\]/gsu)].map(
    (token) => (token.index ?? 0) + token[0].length,
  );
  const parts: string[] = [];
  let start = 0;
  while (displayWidth(body.slice(start)) > PIECE) {
    const fitting = ends.filter((end) => end > start && displayWidth(body.slice(start, end)) <= PIECE);
    const breakable = fitting.filter((end) => '|) '.includes(body[end - 1] ?? '') && end > start + PIECE / 2);
    const cut = breakable.at(-1) ?? fitting.at(-1);
    if (cut === undefined || cut >= body.length) break;
    parts.push(body.slice(start, cut));
    start = cut;
  }
  parts.push(body.slice(start));
  // A piece with no backslash is a plain string: String.raw would change nothing in it.
  const joined = parts.map((part) => (part.includes('\\') ? `String.raw\`${part}\`` : `'${part.replaceAll("'", "\\'")}'`)).join(' +\n');
  return `new RegExp(${joined}${flags ? `, '${flags}'` : ''})`;
}

export function splitLongStrings(text: string, fileName: string): string {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = text.split('\n');
  const longLines = new Set(lines.flatMap((line, i) => (displayWidth(line) > WIDTH ? [i] : [])));
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node) && longLines.has(source.getLineAndCharacterOfPosition(node.getStart(source)).line)) {
      const split = regexPieces(node.text);
      if (split) edits.push({ start: node.getStart(source), end: node.getEnd(), text: split });
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const start = node.getStart(source);
      const first = source.getLineAndCharacterOfPosition(start).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const raw = text.slice(start, node.getEnd());
      if (first === last && longLines.has(first) && displayWidth(raw) > 60 && splittable(node) && !raw.includes('\n')) {
        const parts = pieces(raw);
        if (parts.length > 1) {
          const joined = parts.join(' +\n');
          edits.push({ start, end: node.getEnd(), text: safeBare(node) ? joined : `(${joined})` });
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const LINE_COMMENT = /^(\s*\/\/ ?)(.*)$/;
const BLOCK_LINE = /^(\s*\* ?)(.*)$/;
const ONE_LINE_DOC = /^(\s*)\/\*\* (.*) \*\/$/;

/** The last space at or before the width, past the comment's prefix; -1 when the line has none. */
function breakAt(line: string, prefixLength: number): number {
  const cut = line.lastIndexOf(' ', WIDTH);
  return cut > prefixLength + 10 ? cut : -1;
}

/** A line that starts something of its own, which a wrapped remainder must not be joined to. */
function startsItsOwn(text: string): boolean {
  return text === '' || /^([-*•|>@]|\d+[.)] |```|[A-Z_]+:)/.test(text);
}

/** Wraps comment lines over the width: the remainder joins the next line of the same comment, or opens one. */
export function wrapLongComments(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const doc = ONE_LINE_DOC.exec(line);
    if (displayWidth(line) > WIDTH && doc) {
      lines.splice(i + 1, 0, `${doc[1]} * ${doc[2]}`, `${doc[1]} */`);
      line = `${doc[1]}/**`;
    }
    const comment = LINE_COMMENT.exec(line) ?? (/^\s*\*/.test(line) && !/^\s*\*\//.test(line) ? BLOCK_LINE.exec(line) : null);
    if (displayWidth(line) <= WIDTH || !comment) {
      out.push(line);
      continue;
    }
    const prefix = comment[1]!;
    const cut = breakAt(line, prefix.length);
    if (cut < 0) {
      out.push(line);
      continue;
    }
    out.push(line.slice(0, cut));
    const rest = line.slice(cut + 1);
    const next = lines[i + 1];
    const nextText = next?.startsWith(prefix) ? next.slice(prefix.length) : undefined;
    if (nextText !== undefined && !startsItsOwn(nextText) && !/^\s/.test(nextText)) lines[i + 1] = `${prefix}${rest} ${nextText}`;
    else lines.splice(i + 1, 0, `${prefix}${rest}`);
  }
  return out.join('\n');
}

/** The lines of `text` that lie inside a template literal spanning several lines (a style sheet, a query). */
function templateLines(text: string, fileName: string): Set<number> {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const inside = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = first + 1; line < last; line++) inside.add(line);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return inside;
}

const CSS_RULE = /^(\s*)([^{}`]+?) \{ (.+?);? \}$/;
const CSS_DECLARATIONS = /^(\s*)((?:[a-z-]+: [^;{}`]+; )+[a-z-]+: [^;{}`]+;?)$/;

/** Declarations packed onto lines of `indent` within the width, each ending in its semicolon. */
function packDeclarations(indent: string, declarations: readonly string[]): string[] {
  const lines: string[] = [];
  let current = indent;
  for (const declaration of declarations.map((d) => (d.endsWith(';') ? d : `${d};`))) {
    if (current.trim() !== '' && displayWidth(current) + displayWidth(declaration) + 1 > WIDTH) {
      lines.push(current.trimEnd());
      current = indent;
    }
    current += `${declaration} `;
  }
  lines.push(current.trimEnd());
  return lines;
}

/**
 * A style rule over the width inside a multi-line template (a style sheet in a string) opens onto lines of
 * its own, its declarations packed within the width: the same rules to the browser, whitespace apart.
 */
export function wrapLongStyleRules(text: string, fileName: string): string {
  const inside = templateLines(text, fileName);
  return text
    .split('\n')
    .flatMap((line, i) => {
      const long = inside.has(i) && displayWidth(line) > WIDTH;
      const declarations = long ? CSS_DECLARATIONS.exec(line) : null;
      if (declarations) return packDeclarations(declarations[1]!, declarations[2]!.split(/;\s+/u));
      const rule = long ? CSS_RULE.exec(line) : null;
      if (!rule) return [line];
      const [, indent, selector, body] = rule as unknown as [string, string, string, string];
      return [`${indent}${selector} {`, ...packDeclarations(`${indent}  `, body.split(/;\s+/u)), `${indent}}`];
    })
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let changed = 0;
  for (const file of process.argv.slice(2)) {
    const text = readFileSync(file, 'utf8');
    const out = wrapLongStyleRules(wrapLongComments(splitLongStrings(text, file)), file);
    if (out !== text) {
      writeFileSync(file, out);
      changed++;
    }
  }
  console.log(`${changed} files with long strings split`);
}
