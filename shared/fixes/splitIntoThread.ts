// split_thread: an over-limit post that is not a thread becomes a numbered thread ("1/3 …", a blank line
// between posts), packed sentence by sentence so each post fits the platform's limit with its number. A
// sentence longer than a whole post is split between words. The numbering is the one the thread gate reads
// (shared/threadGate.ts), and the result is checked against it before it is offered.
import type { Span, TextEdit } from '../schemas';
import { hasThreads, PLATFORM_LIMITS, weightedLength } from '../platform';
import { splitThread } from '../threadGate';
import { sentenceSpans } from './sentences';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';
import { orderedEdits } from './textEdits';

/** Numbering only counts to 99 (threadGate's "\d{1,2}/\d{1,2}"). */
const MAX_PARTS = 99;
const WIDEST_MARK = `${MAX_PARTS}/${MAX_PARTS} `;
/** A marker that already opens the post ("1/", "🧵"): the new numbering replaces it. */
const OPENING_MARK = /^\s*(?:\(?1\s*\/\s*(?:\d{1,2}|n)?\)?|🧵)\s*/u;

const mark = (k: number, n: number) => `${k}/${n} `;

/** Sentences, and the words of any sentence too long to fit a post on its own. */
function units(c: FixContext, fits: (text: string) => boolean): Span[] | undefined {
  const out: Span[] = [];
  const opening = c.text.match(OPENING_MARK)?.[0].length ?? 0;
  for (const sentence of sentenceSpans(c.text, c.post.f.prose)) {
    const span = { start: Math.max(sentence.start, opening), end: sentence.end };
    if (span.start >= span.end) continue;
    if (fits(WIDEST_MARK + c.text.slice(span.start, span.end))) {
      out.push(span);
      continue;
    }
    for (const m of c.text.slice(span.start, span.end).matchAll(/\S+/gu)) {
      const word = { start: span.start + m.index, end: span.start + m.index + m[0].length };
      if (!fits(WIDEST_MARK + m[0])) return undefined;
      const last = out[out.length - 1];
      if (last && last.start >= span.start && fits(WIDEST_MARK + c.text.slice(last.start, word.end))) last.end = word.end;
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
    if (from >= 0 && fits(mark(parts.length + 1, n) + text.slice(from, piece.end))) {
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

/** Each post's number where the post starts, a blank line before it, and nothing else changed. */
function threadEdits(text: string, parts: readonly Span[]): TextEdit[] {
  const n = parts.length;
  return orderedEdits([
    ...parts.map((part, k) => ({ start: k === 0 ? 0 : (parts[k - 1] as Span).end, end: part.start, text: (k === 0 ? '' : '\n\n') + mark(k + 1, n) })),
    { start: (parts[n - 1] as Span).end, end: text.length, text: '' },
  ]);
}

export function splitIntoThread(c: FixContext): Rewrite | undefined {
  if (!hasThreads(c.platform) || c.result.thread || blockersOf(c, 'over_limit').length === 0) return undefined;
  const limit = PLATFORM_LIMITS[c.platform].limit;
  const fits = (text: string) => weightedLength(text, c.platform).weighted <= limit;
  const pieces = units(c, fits);
  if (!pieces || pieces.length < 2) return undefined;
  // The number's width depends on how many posts there are: pack until the count stops changing.
  let n = 2;
  let parts = pack(c.text, pieces, n, fits);
  for (let i = 0; i < 4 && parts.length !== n; i++) {
    n = parts.length;
    parts = pack(c.text, pieces, n, fits);
  }
  if (parts.length !== n || n < 2 || n > MAX_PARTS) return undefined;
  const posts = parts.map((part, k) => mark(k + 1, n) + c.text.slice(part.start, part.end));
  const text = posts.join('\n\n');
  const found = splitThread(text, c.platform);
  if (found?.detectedBy !== 'numbering' || found.parts.length !== n || !posts.every(fits)) return undefined;
  return { kind: 'split_thread', concept: 'over_limit', label: `Split into a thread of ${n} posts`, text, edits: threadEdits(c.text, parts) };
}
