// Where each character of the post lives in a site's editor: the post read by the site adapters' own reader
// (editorText.ts), which keeps, for every character, the text node and offset it came from. The panel
// takes the map from the very read it scored (SiteAdapter.readPost); this reads one for the caret. The
// engine's spans (UTF-16 offsets into the post) become DOM Ranges over the editor's own text nodes, so the
// words can be marked without touching the editor's DOM. A textarea has no text nodes to mark: no map.
import { isTextarea, readDraftJsPost, type EditorTextMap } from './editorText';

export type { EditorTextMap };

/** The editor's post with its character positions; null for a textarea (its text has no nodes to mark). */
export function editorTextMap(editor: HTMLElement): EditorTextMap | null {
  return isTextarea(editor) ? null : readDraftJsPost(editor).map;
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
