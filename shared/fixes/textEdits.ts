// A fix's edits: what it changes in the original text, as a client shows it before Apply and applies it.
import type { Span, TextEdit } from '../schemas';

/** The text with the edits applied; edits are in order and do not overlap. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

/** The span of the original text that covers every edit. */
export function coverOf(edits: readonly TextEdit[]): Span {
  const first = edits[0];
  const last = edits[edits.length - 1];
  return first && last ? { start: first.start, end: last.end } : { start: 0, end: 0 };
}

/** In order, empty edits left out, and edits that touch (an insertion at a deletion's edge) joined into one. */
export function orderedEdits(edits: readonly TextEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const e of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (e.start === e.end && e.text === '') continue;
    const last = out[out.length - 1];
    if (last && e.start <= last.end) {
      if (e.start < last.end) throw new Error('fix edits overlap');
      out[out.length - 1] = { start: last.start, end: e.end, text: last.text + e.text };
    } else {
      out.push({ ...e });
    }
  }
  return out;
}
