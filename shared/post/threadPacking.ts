// How a post over the limit would go as a numbered thread ("1/3 …"): whole sentences packed greedily so each
// post fits the limit with its number, a sentence longer than a post split between words. The split_thread
// fix writes the thread; the over-limit verdict says how many posts it would take. A text the writer already
// numbered (or marked with a 🧵) is split where they split it, not packed anew (threadPlan).
import type { Platform, Span } from '../schemas';
import { weightedLength } from './length';
import { sentenceSpans } from './sentences';
import { writerThread } from './threadNumbering';

/** Numbering only counts to 99 (the thread gate's "\d{1,2}/\d{1,2}"). */
export const MAX_PARTS = 99;
const WIDEST_MARK = `${MAX_PARTS}/${MAX_PARTS} `;
/** A marker that already opens the post ("1/", "🧵"): the new numbering replaces it. */
const OPENING_MARK = /^\s*(?:\(?1\s*\/\s*(?:\d{1,2}|n)?\)?|🧵)\s*/u;

export const threadMark = (k: number, n: number) => `${k}/${n} `;

/** Sentences, and the words of any sentence too long to fit a post on its own. */
function units(text: string, prose: string, fits: (text: string) => boolean): Span[] | undefined {
  const out: Span[] = [];
  const opening = text.match(OPENING_MARK)?.[0].length ?? 0;
  for (const sentence of sentenceSpans(text, prose)) {
    const span = { start: Math.max(sentence.start, opening), end: sentence.end };
    if (span.start >= span.end) continue;
    if (fits(WIDEST_MARK + text.slice(span.start, span.end))) {
      out.push(span);
      continue;
    }
    for (const m of text.slice(span.start, span.end).matchAll(/\S+/gu)) {
      const word = { start: span.start + m.index, end: span.start + m.index + m[0].length };
      if (!fits(WIDEST_MARK + m[0])) return undefined;
      const last = out[out.length - 1];
      if (last && last.start >= span.start && fits(WIDEST_MARK + text.slice(last.start, word.end))) last.end = word.end;
      else out.push(word);
    }
  }
  return out;
}

/** Greedy packing: each post takes as many whole units as fit with its number for a thread of n. */
function pack(text: string, pieces: readonly Span[], n: number, fits: (text: string) => boolean): Span[] {
  const parts: Span[] = [];
  let from = -1;
  let to = -1;
  for (const piece of pieces) {
    if (from >= 0 && fits(threadMark(parts.length + 1, n) + text.slice(from, piece.end))) {
      to = piece.end;
      continue;
    }
    if (from >= 0) parts.push({ start: from, end: to });
    from = piece.start;
    to = piece.end;
  }
  if (from >= 0) parts.push({ start: from, end: to });
  return parts;
}

/** The parts of the text as a numbered thread within `limit`, or undefined when it cannot be one. */
export function packThread(text: string, prose: string, platform: Platform, limit: number): Span[] | undefined {
  const fits = (t: string) => weightedLength(t, platform).weighted <= limit;
  const pieces = units(text, prose, fits);
  if (!pieces || pieces.length < 2) return undefined;
  // The number's width depends on how many posts there are: pack until the count stops changing.
  let n = 2;
  let parts = pack(text, pieces, n, fits);
  for (let i = 0; i < 4 && parts.length !== n; i++) {
    n = parts.length;
    parts = pack(text, pieces, n, fits);
  }
  return parts.length === n && n >= 2 && n <= MAX_PARTS ? parts : undefined;
}

/**
 * How a text over the limit goes as a thread. The writer's own parts when they numbered it or marked it with a
 * 🧵 (threadNumbering.ts): those are the split, and `over` lists each part that still needs cutting, with how
 * much, by its index. Otherwise the text packed sentence by sentence (packThread), numbered anew.
 */
export type ThreadPlan = { kind: 'own'; parts: Span[]; over: { index: number; by: number }[] } | { kind: 'packed'; parts: Span[] };

export function threadPlan(text: string, prose: string, platform: Platform, limit: number): ThreadPlan | undefined {
  const own = writerThread(text, () => true);
  if (own) {
    const over = own.parts.flatMap((part, index) => {
      const by = weightedLength(text.slice(part.start, part.end), platform).weighted - limit;
      return by > 0 ? [{ index, by }] : [];
    });
    return { kind: 'own', parts: own.parts, over };
  }
  const parts = packThread(text, prose, platform, limit);
  return parts ? { kind: 'packed', parts } : undefined;
}
