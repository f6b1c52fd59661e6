// Proper names and technical terms in a post: capitalised words inside a sentence, acronyms, code-like tokens.
import type { Span } from '../schemas';
import type { Language } from './language';
import type { Sentence } from './sentences';
import { FUNCTION_WORDS } from '../cues/functionWords';
import { wordsByLanguage, type CueReading } from '../cues/cueLanguages';
import { forEachMatch } from './matches';

const UPPER = /\p{Lu}/u;
// A line's first word, after any thread number ("2/", "(3/5)") or bullet that opens it: the word a sentence
// starts with, so its capital names nothing.
const AFTER_COLON = /:[ \t]+(?=\S)/gu;
const LINE_START = /^[ \t]*(?:(?:\(?\d{1,2}[ \t]*\/[ \t]*(?:\d{1,2}|n)?\)?|[-•*–—▪◦])[ \t]+)?(?=\S)/gmu;

function lowerAsciiLetters(text: string, span: Span): boolean {
  for (let i = span.start; i < span.end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x61 || code > 0x7a) return false;
  }
  return true;
}

const FUNCTION_WORD_IN = wordsByLanguage(FUNCTION_WORDS);
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Marks that open a clause in Spanish wherever they stand: the word after "¡" or "¿" starts it. */
const CLAUSE_OPENERS = /[¡¿]/gu;

/** Whether the code unit at `i` is a letter or digit (/[\p{L}\p{N}]/u of it alone), ASCII read by char code. */
function wordCharacterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
  return WORD_CHARACTER.test(text[i] as string);
}

/**
 * Where each clause's first word starts: past the opening marks, quotes, emoji and spaces between a sentence,
 * line or clause start and its first letter ("¡Dale!", "«La…", "🚀 Launch"), so its capital is read as the
 * sentence's, not as a name's.
 */
function firstWordStarts(prose: string, starts: Iterable<number>): Set<number> {
  const out = new Set<number>();
  for (let i of starts) {
    while (i < prose.length && !wordCharacterAt(prose, i)) i++;
    out.add(i);
  }
  return out;
}

/**
 * A capitalised word inside a sentence, an acronym or a code-like token names something specific. Not a name:
 * a capital that starts a sentence, a line or a clause (after a label's colon, or Spanish "¡" and "¿"), a
 * function word of the post's language with a capital ("La", "The", "TODO" for emphasis), and in German any
 * capital, since German capitalises every noun.
 */
export function nameSpans(
  prose: string,
  wordSpans: readonly Span[],
  words: readonly string[],
  sentences: readonly Sentence[],
  language: Language,
  reading: CueReading,
): Span[] {
  const raw: number[] = sentences.map((s) => s.span.start);
  forEachMatch(prose, LINE_START, (line) => raw.push(line.index + line[0].length));
  // After a label's colon ("Breaking: The bridge…") a capital starts a clause, as style guides have it: it names nothing.
  forEachMatch(prose, AFTER_COLON, (colon) => raw.push(colon.index + colon[0].length));
  if (prose.includes('¡') || prose.includes('¿')) forEachMatch(prose, CLAUSE_OPENERS, (mark) => raw.push(mark.index));
  const starts = firstWordStarts(prose, raw);
  const functionWords = FUNCTION_WORD_IN(reading);
  const names: Span[] = [];
  wordSpans.forEach((s, i) => {
    // Most words are plain lower-case ASCII letters: none of the tests below can hold for them.
    if (lowerAsciiLetters(prose, s)) return;
    const word = prose.slice(s.start, s.end);
    const first = word[0] ?? '';
    const codeLike = /\p{Ll}\p{Lu}|_|\d\p{L}|\p{L}\d/u.test(word); // camelCase, snake_case, v2, 2am
    // A function word is not a name: "La" or "The" starting a clause, "TODO" or "THIS" in capitals for emphasis.
    // Two capitals stay an acronym ("US", "IT", "UN"), as they most often are.
    if (!codeLike && functionWords.has(words[i] as string) && (word.length > 2 || !/^\p{Lu}+$/u.test(word))) return;
    // "RT" is the platform's old repost marker ("RT @desk: …"), not a detail of the post.
    const acronym = word.length >= 2 && word.length <= 6 && /^\p{Lu}[\p{Lu}\d]+$/u.test(word) && word !== 'RT';
    const capitalised = language !== 'de' && UPPER.test(first) && !starts.has(s.start) && word !== 'I' && !/^I['’]/u.test(word);
    if (codeLike || acronym || capitalised) names.push(s);
  });
  return names;
}
