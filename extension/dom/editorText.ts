// Reading the post out of the editors the sites use. Each editor keeps its own model; the DOM is read
// the way each one renders lines, and never changed by us. The text is read together with where each of its
// characters lives (a text node and an offset), so the panel can mark the engine's spans in the editor
// (editorTextMap.ts) with exactly the text that was scored.

const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'SECTION']);
// Editors park these in the DOM for caret placement; they are not part of the post.
const PLACEHOLDER = /[\u200B\uFEFF]/;

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isBlock = (node: Node): node is Element => isElement(node) && BLOCK_TAGS.has(node.tagName);

/**
 * A run of the post's text that sits in one text node; `offsets[i]` is where its character i is in the node (one more entry: the node's
 * end).
 */
export interface Piece {
  node: Text;
  start: number;
  offsets: number[];
}

export interface EditorTextMap {
  /** The post as the site reads it. */
  text: string;
  pieces: readonly Piece[];
}

/** Builds the text and its pieces together, so they cannot disagree. */
class MapWriter {
  text = '';
  pieces: Piece[] = [];

  node(node: Text, stripPlaceholders: boolean): void {
    const offsets: number[] = [];
    let kept = '';
    const data = node.data;
    for (let i = 0; i < data.length; i++) {
      const ch = data.charAt(i);
      if (stripPlaceholders && PLACEHOLDER.test(ch)) continue;
      offsets.push(i);
      kept += ch;
    }
    offsets.push(data.length);
    if (kept !== '') this.pieces.push({ node, start: this.text.length, offsets });
    this.text += kept;
  }

  /** A line break that is no character in the DOM (a block boundary, a <br>). */
  virtual(ch: string): void {
    this.text += ch;
  }
}

type Token = { kind: 'text'; node: Text } | { kind: 'break' };

function inlineTokens(node: Node, out: Token[]): void {
  if (node.nodeType === 3) {
    out.push({ kind: 'text', node: node as Text });
    return;
  }
  if (!isElement(node)) return;
  if (node.tagName === 'BR') {
    out.push({ kind: 'break' });
    return;
  }
  for (const child of node.childNodes) inlineTokens(child, out);
}

/**
 * One line. A `<br>` is a line break, except the last one of a block: ProseMirror, Quill and Lexical all keep
 * a trailing `<br>` so an empty or break-ended line has height.
 */
function writeInline(nodes: readonly Node[], out: MapWriter): void {
  const tokens: Token[] = [];
  for (const node of nodes) inlineTokens(node, tokens);
  if (tokens.at(-1)?.kind === 'break') tokens.pop();
  for (const t of tokens) {
    if (t.kind === 'break') out.virtual('\n');
    else out.node(t.node, true);
  }
}

function collectLines(container: Element, lines: Node[][]): void {
  let inline: Node[] = [];
  const flush = () => {
    // Source formatting between blocks is not a line.
    if (inline.some((n) => n.nodeType !== 3 || (n as Text).data.trim() !== '')) lines.push(inline);
    inline = [];
  };
  container.childNodes.forEach((child) => {
    if (!isBlock(child)) {
      inline.push(child);
      return;
    }
    flush();
    if (Array.from(child.childNodes).some(isBlock)) collectLines(child, lines);
    else lines.push(Array.from(child.childNodes));
  });
  flush();
}

/** ProseMirror, Quill, Lexical, plain contenteditable: one line per block, <br> a line break. */
export function blockTextMap(editor: Element): EditorTextMap {
  const out = new MapWriter();
  if (!Array.from(editor.childNodes).some(isBlock)) {
    writeInline(Array.from(editor.childNodes), out);
  } else {
    const lines: Node[][] = [];
    collectLines(editor, lines);
    lines.forEach((line, i) => {
      if (i > 0) out.virtual('\n');
      writeInline(line, out);
    });
  }
  return { text: out.text, pieces: out.pieces };
}

/**
 * X's Draft.js editor: its `[data-block="true"]` elements joined by line breaks, since
 * the editor's textContent drops the breaks and its innerText adds extra ones.
 */
export function draftTextMap(blocks: readonly Element[]): EditorTextMap {
  const out = new MapWriter();
  blocks.forEach((block, i) => {
    if (i > 0) out.virtual('\n');
    const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.node(node as Text, false);
  });
  return { text: out.text, pieces: out.pieces };
}

/**
 * One read of the editor: the post, and for an editor with text nodes, where each of its characters lives. The
 * panel scores `text` and marks the engine's spans with `map`, so one read serves both.
 */
export interface EditorRead {
  text: string;
  /** Null for a textarea: its text has no nodes to mark. */
  map: EditorTextMap | null;
}

const withMap = (map: EditorTextMap): EditorRead => ({ text: map.text, map });

/** A rich-text editor's post: one line per block (paragraph, list item), `<br>` as a line break. */
export function readBlockPost(editor: Element): EditorRead {
  return withMap(blockTextMap(editor));
}

export function readDraftJsPost(editor: Element): EditorRead {
  const blocks = Array.from(editor.querySelectorAll('[data-block="true"]'));
  return blocks.length === 0 ? readBlockPost(editor) : withMap(draftTextMap(blocks));
}

export function readTextareaPost(editor: HTMLElement): EditorRead {
  return isTextarea(editor) ? { text: editor.value, map: null } : readBlockPost(editor);
}

export function isTextarea(editor: Element): editor is HTMLTextAreaElement {
  return editor.tagName === 'TEXTAREA';
}
