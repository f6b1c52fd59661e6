// A one-way tool for the formatter's width: the formatter lays out code but never breaks a string or a
// comment, so a line that is long because of one stays long. This splits such string literals at a space
// into pieces joined by `+` (the same string at run time), for the formatter to lay out on its next run,
// and wraps long comment lines into the lines below them.
//
//   npx tsx scripts/lint/fitWidth.ts FILE...     rewrites the files in place; then run npm run format
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

/** The formatter's line width (biome.json). */
export const LINE_WIDTH = 140;
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
    return (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) && parent.right === node;
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
  if (ts.isLiteralTypeNode(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return false;
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
    if (c === ' ' && raw[i + 1] !== ' ') points.push(i + 1);
  }
  return points;
}

/** The literal as pieces of at most about PIECE characters each, cut after spaces. */
function pieces(raw: string): string[] {
  const quote = raw[0]!;
  const body = raw;
  const cuts = cutPoints(body);
  const out: string[] = [];
  let start = 1;
  while (body.length - 1 - start > PIECE) {
    const limit = start + PIECE;
    const cut = [...cuts].reverse().find((point) => point > start + 20 && point <= limit) ?? cuts.find((point) => point > limit);
    if (cut === undefined || cut >= body.length - 1) break;
    out.push(`${quote}${body.slice(start, cut)}${quote}`);
    start = cut;
  }
  out.push(`${quote}${body.slice(start, body.length - 1)}${quote}`);
  return out;
}

export function splitLongStrings(text: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split('\n');
  const longLines = new Set(lines.flatMap((line, i) => (line.length > WIDTH ? [i] : [])));
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const start = node.getStart(source);
      const first = source.getLineAndCharacterOfPosition(start).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const raw = text.slice(start, node.getEnd());
      if (first === last && longLines.has(first) && raw.length > 60 && splittable(node) && !raw.includes('\n')) {
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
    if (line.length > WIDTH && doc) {
      lines.splice(i + 1, 0, `${doc[1]} * ${doc[2]}`, `${doc[1]} */`);
      line = `${doc[1]}/**`;
    }
    const comment = LINE_COMMENT.exec(line) ?? (/^\s*\*/.test(line) && !/^\s*\*\//.test(line) ? BLOCK_LINE.exec(line) : null);
    if (line.length <= WIDTH || !comment) {
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
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
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

const CSS_RULE = /^(\s*)([^{}`'"]+?) \{ (.+?);? \}$/;

/**
 * A style rule over the width inside a multi-line template (a style sheet in a string) opens onto lines of
 * its own, its declarations packed within the width: the same rules to the browser, whitespace apart.
 */
export function wrapLongStyleRules(text: string, fileName: string): string {
  const inside = templateLines(text, fileName);
  return text
    .split('\n')
    .flatMap((line, i) => {
      const rule = inside.has(i) && line.length > WIDTH ? CSS_RULE.exec(line) : null;
      if (!rule) return [line];
      const [, indent, selector, body] = rule as unknown as [string, string, string, string];
      const declarations = body.split(/;\s+/u).map((d) => `${d};`);
      const lines = [`${indent}${selector} {`];
      let current = `${indent}  `;
      for (const declaration of declarations) {
        if (current.trim() !== '' && current.length + declaration.length + 1 > WIDTH) {
          lines.push(current.trimEnd());
          current = `${indent}  `;
        }
        current += `${declaration} `;
      }
      lines.push(current.trimEnd(), `${indent}}`);
      return lines;
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
