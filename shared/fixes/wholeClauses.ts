// Clauses a cut may take whole. A phrase the editor marks as removable (filler, a throat-clearing opener, a
// closing question that asks nothing) is cut only where it is a whole clause or sentence of its own: every word
// of that clause lies inside a marked phrase. A word outside every marked phrase is the writer's content, and a
// cut that would take one is not made. So "Here's the thing: we shipped" loses "Here's the thing:", and "So I
// was thinking about onboarding." keeps every word ("about onboarding" is what it says).
import type { Span } from '../schemas';
import type { Cut } from './edits';

interface Clause extends Span {
  /** Where its words end, before its closing punctuation. */
  body: number;
  /** It starts a sentence (the text's start, a line's, or after a sentence's end). */
  opens: boolean;
  /** It ends one (a full stop, question or exclamation mark, a line break, the text's end). */
  closes: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const SENTENCE_END = /^[.!?…]+["'”’)\]»]*(?=\s|$)/u;
const CLAUSE_END = /^[,;:](?=\s|$)|^\s[—–-](?=\s)|^[—–](?=\s)/u;

/** The text's clauses, in order, each with the punctuation that closes it. */
function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  let opens = true;
  const close = (body: number, end: number, closes: boolean) => {
    let s = start;
    while (s < body && /\s/u.test(text[s] as string)) s++;
    let b = body;
    while (b > s && /\s/u.test(text[b - 1] as string)) b--;
    if (b > s) clauses.push({ start: s, end, body: b, opens, closes });
    start = end;
    opens = closes || (b <= s && opens);
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') {
      close(i, i, true);
      continue;
    }
    if (!/[.!?…,;:—–\s-]/u.test(ch)) continue;
    const rest = text.slice(i, i + 8);
    const sentence = SENTENCE_END.exec(rest);
    if (sentence) {
      close(i, i + sentence[0].length, true);
      i += sentence[0].length - 1;
      continue;
    }
    const clause = CLAUSE_END.exec(rest);
    if (clause) {
      close(i, i + clause[0].length, false);
      i += clause[0].length - 1;
    }
  }
  close(text.length, text.length, true);
  return clauses;
}

function inside(word: Span, spans: readonly Span[]): boolean {
  for (const s of spans) if (word.start >= s.start && word.end <= s.end) return true;
  return false;
}

/** True when the clause has words and every one of them lies inside a marked span. */
function allMarked(text: string, clause: Clause, spans: readonly Span[]): boolean {
  let words = 0;
  for (const m of text.slice(clause.start, clause.body).matchAll(WORD)) {
    words++;
    if (!inside({ start: clause.start + m.index, end: clause.start + m.index + m[0].length }, spans)) return false;
  }
  return words > 0;
}

export interface ClauseCut extends Cut {
  /** The clauses the cut takes, their punctuation included, as the text has them (for a label). */
  words: Span;
}

/**
 * Cuts that take each run of clauses made only of marked words, with the punctuation that joins them to the rest:
 * a whole sentence goes with its full stop; an opening clause with its comma or colon, the next word taking the
 * capital; a closing clause with the comma before it, the sentence keeping its full stop.
 */
export function wholeClauseCuts(text: string, marked: readonly Span[]): ClauseCut[] {
  if (marked.length === 0) return [];
  const clauses = clausesOf(text);
  const cuts: ClauseCut[] = [];
  for (let i = 0; i < clauses.length; i++) {
    if (!allMarked(text, clauses[i] as Clause, marked)) continue;
    let j = i;
    while (j + 1 < clauses.length && !(clauses[j] as Clause).closes && allMarked(text, clauses[j + 1] as Clause, marked)) j++;
    const first = clauses[i] as Clause;
    const last = clauses[j] as Clause;
    const before = clauses[i - 1];
    const words = { start: first.start, end: last.end };
    if (first.opens) cuts.push({ start: first.start, end: last.end, capitalizeNext: !last.closes, words });
    else if (before) cuts.push({ start: before.body, end: last.body, words });
    i = j;
  }
  return cuts;
}
