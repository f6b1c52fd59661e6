// The idea's own clauses in the forms a rewrite places them: opening a sentence, inside one, after a label, as
// a list line. Only the case of a first letter and the punctuation around a clause change.
import { keepsCapital, upperFirst } from '../text/casing';
import type { Clause, IdeaParts, Sentence } from './ideaParts';

/** The clause opening a sentence or a line. */
export const opening = (text: string): string => upperFirst(text);

/** Words the idea capitalises mid-sentence: names, kept capitalised wherever a clause moves. */
function namesOf(parts: IdeaParts): Set<string> {
  const names = new Set<string>();
  for (const s of parts.sentences) {
    s.clauses.forEach((c, i) => {
      for (const w of c.text.split(/\s+/u).slice(i === 0 ? 1 : 0)) if (/^\p{Lu}/u.test(w)) names.add(w.replace(/[^\p{L}\p{N}'’-]+$/gu, ''));
    });
  }
  return names;
}

/** The clause moved inside a sentence: its first word lower-cased unless it is a name (or, in German, a noun). */
export function inner(text: string, parts: IdeaParts): string {
  const first = text.match(/^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u)?.[0];
  if (!first) return text;
  // German capitalises every noun: only a function word opening the clause is lower-cased ("Wir" → "wir").
  if (parts.language === 'de' && !/^(?:ich|wir|die|der|das|den|dem|ein|eine|es|sie|er|man|unser\p{L}*|mein\p{L}*)$/iu.test(first))
    return text;
  if (keepsCapital(first, namesOf(parts))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A sentence of clauses, joined by the words that joined them in the idea, with the idea's closing mark. */
export function sentenceText(clauses: readonly Clause[], end: string, parts: IdeaParts): string {
  const body = clauses.map((c, i) => (i === 0 ? opening(c.text) : c.joiner + inner(c.text, parts))).join('');
  return body + end;
}

/**
 * Clauses in their order, some perhaps from different sentences: joined by the words that joined them, or as
 * a new sentence where a sentence of the idea ended.
 */
export function joinClauses(clauses: readonly Clause[], parts: IdeaParts): string {
  return clauses
    .map((c, i) => (i === 0 ? opening(c.text) : c.joiner === '' ? `. ${opening(c.text)}` : c.joiner + inner(c.text, parts)))
    .join('');
}

/** The idea's sentences as written (tightened). */
export function sentencesOf(parts: IdeaParts): string[] {
  return parts.sentences.map((s: Sentence) => sentenceText(s.clauses, s.end, parts) + s.trail);
}

/** Clauses of some sentences, each as its own piece of text, with the sentence's mark on a question. */
export function clausePieces(parts: IdeaParts, keep: (c: Clause) => boolean): string[] {
  const out: string[] = [];
  for (const s of parts.sentences) {
    const kept = s.clauses.filter(keep);
    for (const [i, c] of kept.entries()) out.push(opening(c.text) + (s.end === '?' && i === kept.length - 1 ? '?' : ''));
  }
  return out;
}

/** "Label: text" in the language's typography (French puts a space before the colon). */
export function labelled(label: string, text: string, parts: IdeaParts): string {
  return `${label}${colon(parts)} ${text}`;
}

/** A colon in the language's typography: French sets a space before it. */
export function colon(parts: IdeaParts): string {
  return parts.language === 'fr' ? ' :' : ':';
}

/**
 * The clauses kept, each sentence's joined by the words that joined them in the idea (a German "weil" clause
 * needs its main clause beside it, not a full stop between them), each sentence closed with its mark, or with
 * a full stop where its last clause was left out.
 */
export function keptSentences(parts: IdeaParts, keep: (c: Clause) => boolean): string {
  const out: string[] = [];
  for (const s of parts.sentences) {
    const kept = s.clauses.filter(keep);
    if (kept.length === 0) continue;
    const whole = kept[kept.length - 1] === s.clauses[s.clauses.length - 1];
    out.push(
      sentenceText(
        kept.map((c, i) => (i === 0 ? { ...c, joiner: '' } : c)),
        whole ? s.end : '.',
        parts,
      ) + (whole ? s.trail : ''),
    );
  }
  return out.join(' ');
}

/** Pieces as consecutive sentences, each closed with a full stop unless it already has its mark. */
export function joinPieces(pieces: readonly string[]): string {
  return pieces.map((p) => (/[.!?。！？…]$/u.test(p) ? p : `${p}.`)).join(' ');
}
