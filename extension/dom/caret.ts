// The writer's caret as an offset into the post's text (the text the site adapter reads), and back: Undo puts
// the caret where it was before the write it takes back. A textarea has its own selection offsets; a rich
// editor's caret is a DOM point, found in the same map of characters the marks use.
import { isTextarea } from './editorText';
import { editorTextMap } from './editorTextMap';

/** A selection as offsets into the editor's text: where it starts and where it ends (equal for a caret). */
export interface TextSelection {
  anchor: number;
  focus: number;
}

/** The offset in the editor's text of a DOM point inside the editor. */
function offsetOfPoint(map: NonNullable<ReturnType<typeof editorTextMap>>, node: Node, offset: number): number {
  const point = node.ownerDocument!.createRange();
  point.setStart(node, offset);
  for (const piece of map.pieces) {
    if (piece.node === node) {
      const i = piece.offsets.findIndex((o) => o >= offset);
      return piece.start + (i < 0 ? piece.offsets.length - 1 : i);
    }
    // The first run of text after the point: the point stands just before its first character.
    if (point.comparePoint(piece.node, 0) > 0) return piece.start;
  }
  return map.text.length;
}

/** The writer's selection in the editor, or null when it is not in the editor. */
export function selectionOffsets(editor: HTMLElement): TextSelection | null {
  if (isTextarea(editor)) {
    const backward = editor.selectionDirection === 'backward';
    return backward
      ? { anchor: editor.selectionEnd, focus: editor.selectionStart }
      : { anchor: editor.selectionStart, focus: editor.selectionEnd };
  }
  const selection = editor.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !editor.contains(anchorNode) || !editor.contains(focusNode)) return null;
  const map = editorTextMap(editor);
  if (!map) return null;
  return { anchor: offsetOfPoint(map, anchorNode, selection.anchorOffset), focus: offsetOfPoint(map, focusNode, selection.focusOffset) };
}

/** Where the caret (the selection's focus) is in the editor's text, or null when it is not in the editor. */
export function caretOffset(editor: HTMLElement): number | null {
  return selectionOffsets(editor)?.focus ?? null;
}

/** The DOM point of text offset `at` (clamped): before the character at `at`, or after the last one. */
function pointAt(map: NonNullable<ReturnType<typeof editorTextMap>>, at: number): { node: Text; offset: number } | null {
  const clamped = Math.max(0, Math.min(map.text.length, at));
  const piece = map.pieces.find((p) => clamped < p.start + p.offsets.length - 1) ?? map.pieces.at(-1);
  if (!piece) return null;
  const index = Math.max(0, Math.min(piece.offsets.length - 1, clamped - piece.start));
  return { node: piece.node, offset: piece.offsets[index] ?? 0 };
}

/** Selects from `anchor` to `focus` in the editor's text (a caret when they are equal). */
export function placeSelection(editor: HTMLElement, { anchor, focus }: TextSelection): void {
  if (isTextarea(editor)) {
    const length = editor.value.length;
    const [a, f] = [Math.max(0, Math.min(length, anchor)), Math.max(0, Math.min(length, focus))];
    editor.setSelectionRange(Math.min(a, f), Math.max(a, f), f < a ? 'backward' : 'forward');
    return;
  }
  const map = editorTextMap(editor);
  const selection = editor.ownerDocument.getSelection();
  if (!map || !selection) return;
  const from = pointAt(map, anchor);
  const to = pointAt(map, focus);
  if (!from || !to) {
    // An empty editor: the caret inside it.
    selection.collapse(editor, 0);
    return;
  }
  selection.setBaseAndExtent(from.node, from.offset, to.node, to.offset);
}

/** Puts a collapsed caret at `offset` in the editor's text. */
export function placeCaret(editor: HTMLElement, offset: number): void {
  placeSelection(editor, { anchor: offset, focus: offset });
}
