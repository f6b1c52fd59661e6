// Reading the post out of the editors the sites use. Each editor keeps its own model; the DOM is read
// the way each one renders lines, and never changed by us.

const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'SECTION']);
// Editors park these in the DOM for caret placement; they are not part of the post.
const PLACEHOLDER_CHARS = /[\u200B\uFEFF]/g;

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isBlock = (node: Node): node is Element => isElement(node) && BLOCK_TAGS.has(node.tagName);

type Token = { kind: 'text'; text: string } | { kind: 'break' };

function inlineTokens(node: Node, out: Token[]): void {
  if (node.nodeType === 3) {
    out.push({ kind: 'text', text: (node as Text).data });
    return;
  }
  if (!isElement(node)) return;
  if (node.tagName === 'BR') {
    out.push({ kind: 'break' });
    return;
  }
  node.childNodes.forEach((child) => inlineTokens(child, out));
}

/**
 * One line's text. A `<br>` is a line break, except the last one of a block: ProseMirror, Quill and
 * Lexical all keep a trailing `<br>` so an empty or break-ended line has height.
 */
function inlineText(nodes: readonly Node[]): string {
  const tokens: Token[] = [];
  nodes.forEach((node) => inlineTokens(node, tokens));
  if (tokens.at(-1)?.kind === 'break') tokens.pop();
  return tokens.map((t) => (t.kind === 'break' ? '\n' : t.text)).join('');
}

function collectLines(container: Element, lines: string[]): void {
  let inline: Node[] = [];
  const flush = () => {
    // Source formatting between blocks is not a line.
    if (inline.some((n) => n.nodeType !== 3 || (n as Text).data.trim() !== '')) lines.push(inlineText(inline));
    inline = [];
  };
  container.childNodes.forEach((child) => {
    if (!isBlock(child)) {
      inline.push(child);
      return;
    }
    flush();
    if (Array.from(child.childNodes).some(isBlock)) collectLines(child, lines);
    else lines.push(inlineText(Array.from(child.childNodes)));
  });
  flush();
}

/** A rich-text editor's post: one line per block (paragraph, list item), `<br>` as a line break. */
export function readBlockText(editor: Element): string {
  if (!Array.from(editor.childNodes).some(isBlock)) return inlineText(Array.from(editor.childNodes)).replace(PLACEHOLDER_CHARS, '');
  const lines: string[] = [];
  collectLines(editor, lines);
  return lines.join('\n').replace(PLACEHOLDER_CHARS, '');
}

/**
 * X's Draft.js editor: its `[data-block="true"]` elements joined by line breaks (DESIGN.md section 3:
 * textContent drops the breaks, innerText adds extra ones).
 */
export function readDraftJsText(editor: Element): string {
  const blocks = editor.querySelectorAll('[data-block="true"]');
  if (blocks.length === 0) return readBlockText(editor);
  return Array.from(blocks, (block) => block.textContent ?? '').join('\n');
}

export function readTextareaText(editor: HTMLElement): string {
  return isTextarea(editor) ? editor.value : readBlockText(editor);
}

export function isTextarea(editor: Element): editor is HTMLTextAreaElement {
  return editor.tagName === 'TEXTAREA';
}
