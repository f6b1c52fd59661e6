// Where each character of the post lives in a site's editor: the post read exactly as the site adapters read
// it (sites/editorText.ts), but keeping, for every character, the text node and offset it came from. The
// engine's spans (UTF-16 offsets into the post) become DOM Ranges over the editor's own text nodes, so the
// words can be marked without touching the editor's DOM. A textarea has no text nodes to mark: no map.
import { isTextarea } from '../sites/editorText';

// The same rules as sites/editorText.ts: which elements are lines, and what editors park for the caret.
const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'SECTION']);
const PLACEHOLDER = /[\u200B\uFEFF]/;

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isBlock = (node: Node): node is Element => isElement(node) && BLOCK_TAGS.has(node.tagName);

/** A run of the post's text that sits in one text node; `offsets[i]` is where its character i is in the node (one more entry: the node's end). */
interface Piece {
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
  node.childNodes.forEach((child) => inlineTokens(child, out));
}

/** One line: a trailing <br> of a block is the editor's, not a line break (as readBlockText). */
function writeInline(nodes: readonly Node[], out: MapWriter): void {
  const tokens: Token[] = [];
  nodes.forEach((node) => inlineTokens(node, tokens));
  if (tokens.at(-1)?.kind === 'break') tokens.pop();
  for (const t of tokens) {
    if (t.kind === 'break') out.virtual('\n');
    else out.node(t.node, true);
  }
}

function collectLines(container: Element, lines: Node[][]): void {
  let inline: Node[] = [];
  const flush = () => {
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
function blockTextMap(editor: Element): EditorTextMap {
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

/** Draft.js (X): each [data-block] element's text, joined by line breaks (as readDraftJsText). */
function draftTextMap(blocks: readonly Element[]): EditorTextMap {
  const out = new MapWriter();
  blocks.forEach((block, i) => {
    if (i > 0) out.virtual('\n');
    const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.node(node as Text, false);
  });
  return { text: out.text, pieces: out.pieces };
}

/** The editor's post with its character positions; null for a textarea (its text has no nodes to mark). */
export function editorTextMap(editor: HTMLElement): EditorTextMap | null {
  if (isTextarea(editor)) return null;
  const blocks = Array.from(editor.querySelectorAll('[data-block="true"]'));
  return blocks.length > 0 ? draftTextMap(blocks) : blockTextMap(editor);
}

interface Boundary {
  node: Text;
  offset: number;
}

/** Where a range starting at `at` begins: inside the piece holding character `at`, or the next piece. */
function startBoundary(map: EditorTextMap, at: number): Boundary | null {
  for (const p of map.pieces) {
    const length = p.offsets.length - 1;
    if (at < p.start + length) return { node: p.node, offset: p.offsets[Math.max(0, at - p.start)] ?? 0 };
  }
  return null;
}

/** Where a range ending at `at` (exclusive) ends: after character `at - 1`, or the end of the piece before. */
function endBoundary(map: EditorTextMap, at: number): Boundary | null {
  for (let i = map.pieces.length - 1; i >= 0; i--) {
    const p = map.pieces[i]!;
    const length = p.offsets.length - 1;
    // Just after the last character taken, so a placeholder after it stays outside.
    if (at > p.start) return { node: p.node, offset: (p.offsets[Math.min(length, at - p.start) - 1] ?? -1) + 1 };
  }
  return null;
}

/** The DOM Range over the editor's text nodes that holds the post's characters [start, end); null if none. */
export function rangeForSpan(map: EditorTextMap, span: { start: number; end: number }): Range | null {
  const start = Math.max(0, span.start);
  const end = Math.min(map.text.length, span.end);
  if (end <= start) return null;
  const from = startBoundary(map, start);
  const to = endBoundary(map, end);
  if (!from || !to) return null;
  const range = from.node.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range.collapsed ? null : range;
}
