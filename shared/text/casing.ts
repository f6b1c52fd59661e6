// Sentence casing for pieces of the idea moved inside a rewrite: a clause that opened the idea starts in
// lower case mid-sentence, unless its first word is a name, an acronym or "I".
import { NAMES } from './wordClasses';

const FIRST_WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u;

/** Whether a word must keep its capital: "I", acronyms and camel case, known names, or names the idea itself capitalises. */
export function keepsCapital(word: string, names: ReadonlySet<string>): boolean {
  if (word === 'I' || /^I['’]/u.test(word)) return true;
  if (/^\p{L}.*\p{Lu}/u.test(word) || /\d/u.test(word)) return true;
  return NAMES.has(word) || names.has(word);
}

export function lowerFirst(text: string, names: ReadonlySet<string>): string {
  const word = text.match(FIRST_WORD)?.[0];
  if (!word || keepsCapital(word, names)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** Trailing punctuation and spaces removed, so the text can be placed inside a sentence. */
export function stripTerminal(text: string): string {
  return text.replace(/[\s.!?。！？,;:、，；：…]+$/u, '').trim();
}
