// The thread a writer marked in one text: the parts they numbered ("1/", "1/3", "(1/3)", "1.", "1)") or, with
// a 🧵, the paragraphs they wrote. The writer's own parts are the split: the thread gate reads a text by them,
// the over-limit verdict counts them, and the split fix writes them one per box. One reading for the engine,
// the API, the command line and the panel.
//
// When is numbering a thread's and not a list's? By principle, not by example:
//   - a number counts only where a part starts: "n/" (the thread's own mark) at the start of a line, "1." and
//     "1)" (a list's marks as much as a thread's) only at the start of a paragraph, after a blank line;
//   - the numbers run 1, 2, 3… in order, with no gap and no repeat;
//   - totals ("1/3") are the same in every mark that gives one, and no number exceeds its total;
//   - "1." numbering is a thread's only when the text opens with its part 1 (a list has its lead-in line: "Three
//     things:") or with a 🧵 head, and only when the text cannot be one post or says it is a thread: within the
//     limit it is a numbered list the writer posts whole.
// So "3 things: 1. … 2. … 3. …" in one paragraph is a list, and so is a list whose items stand on their own lines.
import type { Span } from '../schemas';

export interface WriterThread {
  /** Numbered parts, or paragraphs under a 🧵. */
  detectedBy: 'numbering' | 'thread_emoji';
  parts: Span[];
}

/** The most parts a writer's numbering counts to (two digits, as "12/12"). */
export const MAX_NUMBERED_PARTS = 99;

export const THREAD_EMOJI = '🧵';
/** A head that says it opens a thread: the 🧵, or the word. */
const SAYS_THREAD = /🧵|(?<![\p{L}])thread(?![\p{L}])/iu;
/** "1/", "1/3", "1 / 3", "(1/3)", "[1/3]", "1/n", behind an optional 🧵, then a space or the end of the line. */
const SLASH_MARK = /^[ \t]*(?:🧵[ \t]*)?[([]?(\d{1,2})[ \t]*\/[ \t]*(\d{1,2}|n)?[)\]]?(?=\s|$)/iu;
/** "1.", "1)", "(1)", behind an optional 🧵, then a space and the part's words ("1.5x" is a number, not a mark). */
const POINT_MARK = /^[ \t]*(?:🧵[ \t]*)?(?:\((\d{1,2})\)|(\d{1,2})[.)])(?=[ \t]+\S)/u;
const BLANK_LINE = /\n[ \t]*\n/gu;

interface Mark {
  /** Where the line holding the mark starts. */
  at: number;
  number: number;
  /** The total it gives ("1/3"), undefined when none ("1/", "1/n", "1."). */
  total: number | undefined;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Where each paragraph starts (its first line with words), paragraphs being separated by blank lines. */
function paragraphStarts(text: string): number[] {
  const starts: number[] = [];
  const cuts = [0, ...[...text.matchAll(BLANK_LINE)].map((m) => m.index + m[0].length)];
  for (const cut of cuts) {
    let at = cut;
    while (at < text.length && /\s/u.test(text[at] as string)) at++;
    if (at < text.length && (starts.length === 0 || at > (starts[starts.length - 1] as number))) starts.push(lineStartOf(text, at));
  }
  return starts;
}

function lineStartOf(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/** The part mark a line opens with ("2/", "3/10", "(2/5)", "3/n", "🧵 2/"): its number and total, if any. */
export function openingPartMark(line: string): { number: number; total: number | undefined } | undefined {
  const m = SLASH_MARK.exec(line.slice(0, 16));
  return m ? { number: Number(m[1]), total: m[2] && m[2].toLowerCase() !== 'n' ? Number(m[2]) : undefined } : undefined;
}

function slashMarks(text: string, starts: readonly number[]): Mark[] {
  const marks: Mark[] = [];
  for (const at of starts) {
    const mark = openingPartMark(text.slice(at, at + 16));
    if (mark) marks.push({ at, ...mark });
  }
  return marks;
}

function pointMarks(text: string, starts: readonly number[]): Mark[] {
  const marks: Mark[] = [];
  for (const at of starts) {
    const m = POINT_MARK.exec(text.slice(at, at + 16));
    if (m) marks.push({ at, number: Number(m[1] ?? m[2]), total: undefined });
  }
  return marks;
}

/** 1, 2, 3… in order, two or more, totals agreeing and never exceeded. */
function consecutive(marks: readonly Mark[]): boolean {
  if (marks.length < 2 || marks.length > MAX_NUMBERED_PARTS) return false;
  const totals = new Set(marks.flatMap((m) => (m.total === undefined ? [] : [m.total])));
  if (totals.size > 1) return false;
  const [total] = [...totals];
  return marks.every((m, i) => m.number === i + 1 && (total === undefined || m.number <= total));
}

function trimmed(text: string, start: number, end: number): Span | undefined {
  while (start < end && /\s/u.test(text[start] ?? '')) start++;
  while (end > start && /\s/u.test(text[end - 1] ?? '')) end--;
  return end > start ? { start, end } : undefined;
}

/** The text cut where each part starts (and before the first, when a head stands before it). */
export function partsAt(text: string, starts: readonly number[]): Span[] {
  const bounds = [0, ...starts.filter((s) => s > 0), text.length];
  const parts: Span[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const span = trimmed(text, bounds[i] ?? 0, bounds[i + 1] ?? text.length);
    if (span) parts.push(span);
  }
  return parts;
}

/** The parts of a text its writer numbered, or undefined. `overLimit`: the text cannot be one post. */
export function numberedParts(text: string, overLimit: () => boolean): Span[] | undefined {
  const slash = slashMarks(text, lineStarts(text));
  if (consecutive(slash))
    return partsAt(
      text,
      slash.map((m) => m.at),
    );
  const paragraphs = paragraphStarts(text);
  const point = pointMarks(text, paragraphs);
  if (!consecutive(point)) return undefined;
  const head = paragraphs[0] !== point[0]?.at ? text.slice(0, point[0]?.at) : '';
  // A lead-in before "1." is a list's ("Three things:"), unless it says it opens a thread.
  if (head.trim() !== '' && !SAYS_THREAD.test(head)) return undefined;
  if (!overLimit() && !SAYS_THREAD.test(text)) return undefined;
  return partsAt(
    text,
    point.map((m) => m.at),
  );
}

/** Paragraphs, separated by blank lines. */
export function paragraphs(text: string): Span[] {
  return partsAt(
    text,
    [...text.matchAll(BLANK_LINE)].map((m) => m.index),
  );
}

/**
 * The thread the writer marked: the parts they numbered, else a 🧵 text's paragraphs. `overLimit` says whether
 * the text cannot be one post (asked only when "1." numbering needs it).
 */
export function writerThread(text: string, overLimit: () => boolean): WriterThread | undefined {
  const numbered = numberedParts(text, overLimit);
  if (numbered && numbered.length >= 2) return { detectedBy: 'numbering', parts: numbered };
  if (!text.includes(THREAD_EMOJI)) return undefined;
  const parts = paragraphs(text);
  return parts.length >= 2 ? { detectedBy: 'thread_emoji', parts } : undefined;
}

/** The mark a part opens with ("2/3 ", "(2/3) ", "2. ", "🧵 "), as long as it is; 0 when it has none. */
export function partMarkLength(part: string): number {
  const m = SLASH_MARK.exec(part) ?? POINT_MARK.exec(part) ?? /^[ \t]*🧵/u.exec(part);
  return m ? m[0].length : 0;
}
