// Editing a post the way a careful writer would: a cut leaves no double space, no space before a full stop,
// no blank line run and no dangling whitespace at either end; a replacement changes only its own characters.
// Every rewrite here is tracked character by character (draft.ts), so it returns the exact edits it made.
import type { Span, TextEdit } from '../schemas';
import { concat, dropEnd, dropStart, editsOf, EMPTY, kept, replaceAt, written, type Draft } from './draft';

export interface Cut extends Span {
  /** The cut opened a sentence, so the first letter after it becomes a capital. */
  capitalizeNext?: boolean;
}

export interface Replacement extends Span {
  text: string;
}

/** A rewritten text and the edits to the original that give it. */
export interface Rewritten {
  text: string;
  edits: TextEdit[];
}

const SPACES_END = /[ \t]+$/u;
const SPACES_START = /^[ \t]+/u;
const lengthOf = (m: RegExpMatchArray | null) => m?.[0].length ?? 0;

/** Joins the text before a cut to the text after it, tidying only the whitespace the cut left behind. */
function join(left: Draft, right: Draft): Draft {
  if (left.s === '') return dropStart(right, lengthOf(right.s.match(/^\s+/u)));
  if (/\s$/u.test(left.s)) right = dropStart(right, lengthOf(right.s.match(SPACES_START)));
  if (/^(?:\n|$|[.,!?;:…)\]])/u.test(right.s)) left = dropEnd(left, lengthOf(left.s.match(SPACES_END)));
  if (/\n$/u.test(left.s) && /^\n/u.test(right.s)) {
    // At most one blank line where the cut was: the original line breaks are kept, the surplus goes.
    const before = lengthOf(left.s.match(/\n+$/u));
    const after = lengthOf(right.s.match(/^\n+/u));
    const keepLeft = Math.min(before, 2);
    left = dropEnd(left, before - keepLeft);
    right = dropStart(right, after - Math.min(after, 2 - keepLeft));
  }
  if (/[.!?…]$/u.test(left.s) && /^[\p{L}\p{N}]/u.test(right.s)) right = concat(written(' '), right);
  return concat(left, right);
}

/** The first letter in upper case, unless its word already has a capital inside ("iPhone") or is not prose. */
function capitalizeFirst(d: Draft): Draft {
  const m = /[\p{L}\p{N}]+/u.exec(d.s);
  if (!m) return d;
  const word = m[0];
  // A hashtag, handle or link keeps its own spelling.
  if (/[#＃@/.:]$/u.test(d.s.slice(0, m.index)) || /^(?:https?:|www\.)/iu.test(d.s.slice(m.index))) return d;
  if (!/^\p{Ll}/u.test(word) || /\p{Lu}/u.test(word)) return d;
  const first = String.fromCodePoint(word.codePointAt(0) as number);
  return replaceAt(d, m.index, first.length, first.toUpperCase());
}

/** Merges overlapping or touching spans, in order. */
export function mergeSpans<T extends Span>(
  spans: readonly T[],
  merge: (a: T, b: T) => T = (a, b) => ({ ...a, end: Math.max(a.end, b.end) }),
): T[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: T[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) out[out.length - 1] = merge(last, s);
    else out.push(s);
  }
  return out;
}

/** The original from start to end with the replacements that lie inside it. */
function segment(text: string, start: number, end: number, replacements: readonly Replacement[]): Draft {
  const pieces: Draft[] = [];
  let at = start;
  for (const r of replacements) {
    if (r.start < at || r.end > end) continue;
    pieces.push(kept(text, at, r.start), written(r.text));
    at = r.end;
  }
  pieces.push(kept(text, at, end));
  return concat(...pieces);
}

/**
 * The text without the cut spans, with the whitespace around each cut tidied, and with the replacements that
 * lie outside the cuts made; its edits say exactly which characters went and which were written.
 */
export function rewrite(text: string, cuts: readonly Cut[], replacements: readonly Replacement[] = []): Rewritten {
  const merged = mergeSpans(cuts, (a, b) => ({
    start: a.start,
    end: Math.max(a.end, b.end),
    capitalizeNext: b.end >= a.end ? b.capitalizeNext : a.capitalizeNext,
  }));
  const sortedReplacements = [...replacements].sort((a, b) => a.start - b.start);
  let out = EMPTY;
  let at = 0;
  let capitalize = false;
  const take = (piece: Draft, first: boolean) => {
    if (capitalize && /[\p{L}\p{N}]/u.test(piece.s)) {
      piece = capitalizeFirst(piece);
      capitalize = false;
    }
    out = first ? piece : join(out, piece);
  };
  for (const cut of merged) {
    take(segment(text, at, cut.start, sortedReplacements), at === 0);
    at = cut.end;
    capitalize ||= cut.capitalizeNext === true;
  }
  const rest = segment(text, at, text.length, sortedReplacements);
  if (/^\s*$/u.test(rest.s)) out = dropEnd(out, lengthOf(out.s.match(/\s+$/u)));
  else take(rest, merged.length === 0);
  if (merged[0]?.start === 0) out = dropStart(out, lengthOf(out.s.match(/^\s+/u)));
  return { text: out.s, edits: editsOf(out, text.length) };
}

/** The text with each span replaced by its new text; spans must not overlap. */
export function replaceSpans(text: string, replacements: readonly Replacement[]): Rewritten {
  return rewrite(text, [], replacements);
}
