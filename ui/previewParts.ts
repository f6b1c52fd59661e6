// A fix's edits as a short preview for its card: each deletion struck, each insertion marked, a few words of
// the unchanged text around them for context, and every longer unchanged stretch elided, so a card stays a
// line or two however long the post is.
import type { TextEdit } from './fixEdits';

export type PreviewPart =
  | { kind: 'same'; text: string }
  | { kind: 'del'; text: string }
  | { kind: 'ins'; text: string }
  /** Unchanged (or, inside a long cut, removed) words left out of the preview. */
  | { kind: 'gap' };

/** How many words of unchanged text stand on each side of an edit. */
export const CONTEXT_WORDS = 3;
/** A deletion longer than this many words shows only its first and last LONG_CHANGE_ENDS words. */
const LONG_CHANGE_WORDS = 12;
const LONG_CHANGE_ENDS = 4;

// Words with the space after them, so slicing by words keeps the text's own spacing.
const wordsOf = (text: string) => text.match(/\s*\S+\s*|\s+/gu) ?? [];

function lastWords(text: string, n: number): { text: string; cut: boolean } {
  const words = wordsOf(text);
  return words.length <= n ? { text, cut: false } : { text: words.slice(-n).join(''), cut: true };
}

function firstWords(text: string, n: number): { text: string; cut: boolean } {
  const words = wordsOf(text);
  return words.length <= n ? { text, cut: false } : { text: words.slice(0, n).join(''), cut: true };
}

/** Line breaks shown as a visible mark inside changes (a split into a thread is mostly line breaks). */
const visibleBreaks = (text: string) => text.replace(/\n/g, '↵');
/** In unchanged context a line break reads as a space. */
const flatBreaks = (text: string) => text.replace(/\s*\n\s*/g, ' ');

function pushChange(parts: PreviewPart[], kind: 'del' | 'ins', text: string): void {
  if (text === '') return;
  const words = wordsOf(text);
  if (kind === 'del' && words.length > LONG_CHANGE_WORDS) {
    parts.push(
      { kind, text: visibleBreaks(words.slice(0, LONG_CHANGE_ENDS).join('')) },
      { kind: 'gap' },
      { kind, text: visibleBreaks(words.slice(-LONG_CHANGE_ENDS).join('')) },
    );
    return;
  }
  parts.push({ kind, text: visibleBreaks(text) });
}

function pushSame(parts: PreviewPart[], text: string): void {
  if (text !== '') parts.push({ kind: 'same', text: flatBreaks(text) });
}

/** The preview of `edits` (in order, not overlapping) made to `original`. */
export function previewParts(original: string, edits: readonly TextEdit[], context = CONTEXT_WORDS): PreviewPart[] {
  const parts: PreviewPart[] = [];
  let at = 0;
  edits.forEach((edit, i) => {
    const before = original.slice(at, edit.start);
    if (i === 0) {
      const kept = lastWords(before, context);
      if (kept.cut) parts.push({ kind: 'gap' });
      pushSame(parts, kept.text);
    } else {
      const words = wordsOf(before);
      if (words.length <= context * 2) pushSame(parts, before);
      else {
        pushSame(parts, words.slice(0, context).join(''));
        parts.push({ kind: 'gap' });
        pushSame(parts, words.slice(-context).join(''));
      }
    }
    pushChange(parts, 'del', original.slice(edit.start, edit.end));
    pushChange(parts, 'ins', edit.text);
    at = edit.end;
  });
  if (edits.length > 0) {
    const kept = firstWords(original.slice(at), context);
    pushSame(parts, kept.text);
    if (kept.cut) parts.push({ kind: 'gap' });
  }
  return parts;
}
