// A text being rewritten that remembers where each of its characters came from in the original, so the
// rewrite can say exactly what it changed (its edits) instead of leaving a client to guess with a diff.
import type { TextEdit } from '../schemas';

export interface Draft {
  /** The text so far. */
  readonly s: string;
  /**
   * For each UTF-16 unit of `s`, its offset in the original; -1 for a character the rewrite wrote; -2 - i for
   * one written in place of the original's character at i (a capital for a small letter), so the edit that
   * makes it covers that character alone.
   */
  readonly from: readonly number[];
}

export const EMPTY: Draft = { s: '', from: [] };

/** The original's characters from start to end, unchanged. */
export function kept(original: string, start: number, end: number): Draft {
  return { s: original.slice(start, end), from: Array.from({ length: end - start }, (_, i) => start + i) };
}

/** Characters the rewrite writes. */
export function written(text: string): Draft {
  return { s: text, from: new Array<number>(text.length).fill(-1) };
}

export function concat(...drafts: readonly Draft[]): Draft {
  return { s: drafts.map((d) => d.s).join(''), from: drafts.flatMap((d) => d.from) };
}

export function dropStart(d: Draft, n: number): Draft {
  return n <= 0 ? d : { s: d.s.slice(n), from: d.from.slice(n) };
}

export function dropEnd(d: Draft, n: number): Draft {
  return n <= 0 ? d : { s: d.s.slice(0, d.s.length - n), from: d.from.slice(0, d.from.length - n) };
}

/** `n` characters at `at` replaced by written text, in their place. */
export function replaceAt(d: Draft, at: number, n: number, text: string): Draft {
  const origin = d.from[at] ?? -1;
  const inPlace = written(text);
  const from = origin >= 0 ? [-2 - origin, ...inPlace.from.slice(1)] : inPlace.from;
  return concat(
    { s: d.s.slice(0, at), from: d.from.slice(0, at) },
    { s: text, from },
    { s: d.s.slice(at + n), from: d.from.slice(at + n) },
  );
}

/**
 * The edits that turn the original (of `length` UTF-16 units) into the draft: every run of original characters
 * the draft left out, with what the draft wrote in their place. The kept characters must be in their order.
 */
export function editsOf(d: Draft, length: number): TextEdit[] {
  const edits: TextEdit[] = [];
  let next = 0;
  let wrote = '';
  const close = (upTo: number) => {
    if (upTo > next || wrote !== '') edits.push({ start: next, end: upTo, text: wrote });
    wrote = '';
  };
  for (let i = 0; i < d.s.length; i++) {
    const origin = d.from[i] as number;
    if (origin < -1) {
      // Written in place of an original character: what comes before it is an edit of its own.
      const replaced = -2 - origin;
      close(replaced);
      next = replaced;
    }
    if (origin < 0) {
      wrote += d.s[i];
      continue;
    }
    if (origin < next) throw new Error('a draft keeps the original characters in their order');
    close(origin);
    next = origin + 1;
  }
  close(length);
  return edits;
}
