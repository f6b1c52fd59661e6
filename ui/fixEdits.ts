// What a fix changes, as replacements in the original text. The engine sends them with each fix (`edits`:
// UTF-16 offsets into the text it fixed, in order, which give the fix's text when applied). The preview and
// the editor's marks must show what Apply will really write, so edits that do not give the fix's text (for
// a text other than the one they were made for) are not trusted: they are worked out from the two texts,
// word by word.
import { applyEdits, type Fix, type TextEdit } from '@preflight/engine';

export { applyEdits, type TextEdit };

function inOrder(original: string, edits: readonly TextEdit[]): boolean {
  let at = 0;
  for (const e of edits) {
    if (!Number.isInteger(e.start) || !Number.isInteger(e.end) || e.start < at || e.end < e.start || e.end > original.length) return false;
    at = e.end;
  }
  return true;
}

// Words, runs of white space, and single other characters (a code point each: an emoji is not split).
const TOKEN = /[\p{L}\p{N}\p{M}_'’]+|\s+|./gsu;
const tokensOf = (text: string) => text.match(TOKEN) ?? [];
/** Beyond this many comparisons the changed stretch is shown as one replacement: still exact, only coarser. */
const DIFF_CELLS_MAX = 400_000;

/** The fewest word-level replacements that turn `original` into `next` (a longest common subsequence of tokens). */
export function diffEdits(original: string, next: string): TextEdit[] {
  if (original === next) return [];
  const a = tokensOf(original);
  const b = tokensOf(next);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const startAt = a.slice(0, head).join('').length;
  const whole = (): TextEdit[] => [{ start: startAt, end: startAt + midA.join('').length, text: midB.join('') }];
  if (midA.length === 0 || midB.length === 0 || midA.length * midB.length > DIFF_CELLS_MAX) return whole();

  // lcs[i][j]: the longest common run of midA[i..] and midB[j..].
  const cols = midB.length + 1;
  const lcs = new Uint32Array((midA.length + 1) * cols);
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lcs[i * cols + j] =
        midA[i] === midB[j] ? (lcs[(i + 1) * cols + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * cols + j] ?? 0, lcs[i * cols + j + 1] ?? 0);
    }
  }
  const edits: TextEdit[] = [];
  let pos = startAt;
  let open: TextEdit | null = null;
  const close = () => {
    if (open) edits.push(open);
    open = null;
  };
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      close();
      pos += midA[i]!.length;
      i++;
      j++;
    } else if (j < midB.length && (i === midA.length || (lcs[i * cols + j + 1] ?? 0) >= (lcs[(i + 1) * cols + j] ?? 0))) {
      open ??= { start: pos, end: pos, text: '' };
      open.text += midB[j]!;
      j++;
    } else {
      open ??= { start: pos, end: pos, text: '' };
      pos += midA[i]!.length;
      open.end = pos;
      i++;
    }
  }
  close();
  return joinAcrossSpaces(original, edits);
}

/** "THIS IS" → "This is" reads better as one change than as two with a kept space between them. */
function joinAcrossSpaces(original: string, edits: readonly TextEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const edit of edits) {
    const last = out[out.length - 1];
    const between = last ? original.slice(last.end, edit.start) : '';
    if (last && /^[ \t]$/u.test(between)) out[out.length - 1] = { start: last.start, end: edit.end, text: last.text + between + edit.text };
    else out.push({ ...edit });
  }
  return out;
}

/** The edits a fix makes to `original`: the engine's when they give the fix's text, else worked out from it. */
export function editsOf(fix: Fix, original: string): TextEdit[] {
  const given = fix.edits;
  if (inOrder(original, given) && applyEdits(original, given) === fix.text)
    return given.map((e) => ({ start: e.start, end: e.end, text: e.text }));
  return diffEdits(original, fix.text);
}
