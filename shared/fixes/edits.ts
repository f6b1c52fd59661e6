// Editing a post the way a careful writer would: a cut leaves no double space, no space before a full stop,
// no blank line run and no dangling whitespace at either end; a replacement changes only its own characters.
import type { Span } from '../schemas';

export interface Cut extends Span {
  /** The cut opened a sentence, so the first letter after it becomes a capital. */
  capitalizeNext?: boolean;
}

export interface Replacement extends Span {
  text: string;
}

const SPACES_END = /[ \t]+$/u;
const SPACES_START = /^[ \t]+/u;

/** Joins the text before a cut to the text after it, tidying only the whitespace the cut left behind. */
function join(left: string, right: string): string {
  if (left === '') return right.replace(/^\s+/u, '');
  if (/\s$/u.test(left) && SPACES_START.test(right)) right = right.replace(SPACES_START, '');
  if (SPACES_END.test(left) && /^(?:\n|$|[.,!?;:…)\]])/u.test(right)) left = left.replace(SPACES_END, '');
  if (/\n$/u.test(left) && /^\n/u.test(right)) {
    const before = left.match(/\n+$/u)?.[0].length ?? 0;
    const after = right.match(/^\n+/u)?.[0].length ?? 0;
    left = left.slice(0, left.length - before);
    right = '\n'.repeat(Math.min(2, before + after)) + right.slice(after);
  }
  if (/[.!?…]$/u.test(left) && /^[\p{L}\p{N}]/u.test(right)) right = ` ${right}`;
  return left + right;
}

/** The first letter in upper case, unless its word already has a capital inside ("iPhone") or is not prose. */
function capitalizeFirst(text: string): string {
  const m = /[\p{L}\p{N}]+/u.exec(text);
  if (!m) return text;
  const word = m[0];
  // A hashtag, handle or link keeps its own spelling.
  if (/[#＃@/.:]$/u.test(text.slice(0, m.index)) || /^(?:https?:|www\.)/iu.test(text.slice(m.index))) return text;
  if (!/^\p{Ll}/u.test(word) || /\p{Lu}/u.test(word)) return text;
  const first = String.fromCodePoint(word.codePointAt(0) as number);
  return text.slice(0, m.index) + first.toUpperCase() + text.slice(m.index + first.length);
}

/** Merges overlapping or touching spans, in order. */
export function mergeSpans<T extends Span>(spans: readonly T[], merge: (a: T, b: T) => T = (a, b) => ({ ...a, end: Math.max(a.end, b.end) })): T[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: T[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) out[out.length - 1] = merge(last, s);
    else out.push(s);
  }
  return out;
}

/** The text without the cut spans, with the whitespace around each cut tidied. */
export function cutSpans(text: string, cuts: readonly Cut[]): string {
  const merged = mergeSpans(cuts, (a, b) => ({ start: a.start, end: Math.max(a.end, b.end), capitalizeNext: b.end >= a.end ? b.capitalizeNext : a.capitalizeNext }));
  let out = '';
  let at = 0;
  let capitalize = false;
  const take = (segment: string, first: boolean) => {
    if (capitalize && /[\p{L}\p{N}]/u.test(segment)) {
      segment = capitalizeFirst(segment);
      capitalize = false;
    }
    out = first ? segment : join(out, segment);
  };
  for (const cut of merged) {
    take(text.slice(at, cut.start), at === 0);
    at = cut.end;
    capitalize ||= cut.capitalizeNext === true;
  }
  const rest = text.slice(at);
  if (/^\s*$/u.test(rest)) out = out.replace(/\s+$/u, '');
  else take(rest, false);
  return out.replace(/^\s+/u, (lead) => (merged[0]?.start === 0 ? '' : lead));
}

/** The text with each span replaced by its new text; spans must not overlap. */
export function replaceSpans(text: string, replacements: readonly Replacement[]): string {
  let out = '';
  let at = 0;
  for (const r of [...replacements].sort((a, b) => a.start - b.start)) {
    out += text.slice(at, r.start) + r.text;
    at = r.end;
  }
  return out + text.slice(at);
}
