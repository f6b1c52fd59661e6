// Whether the writer is the one acting in a clause, which is what lets a structure call it the change or the
// fix: "Change:" and "Fix:" say the writer did it, so a clause gets them only where its words say so.
import type { Clause, IdeaParts } from './ideaParts';
import { anyWordOf } from './phrasebook';
import { IMPERATIVES } from '../text/wordClasses';

/** First-person plural verb endings in the pronoun-dropping languages ("cambiamos", "reduzimos", "abbiamo"). */
const OWN_VERB: Partial<Record<NonNullable<IdeaParts['language']>, RegExp>> = {
  es: /(?<![\p{L}])\p{L}{2,}(?:amos|emos|imos)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])\p{L}{2,}(?:amos|emos|imos)(?![\p{L}])/iu,
  it: /(?<![\p{L}])\p{L}{2,}(?:iamo|ammo|emmo|immo)(?![\p{L}])/iu,
};

/**
 * The writer is the clause's subject: it opens (perhaps after one adverb, "Now we…") with a first-person
 * pronoun or verb, or in English with an imperative ("Write the changelog first"). "Our bug count halved"
 * speaks of the writer's work but says what happened, not what the writer did.
 */
export function writerActs(c: Clause, parts: IdeaParts): boolean {
  const book = parts.book;
  const language = parts.language;
  if (!book || !language) return false;
  // A German cause keeps its "weil" (ideaParts.ts): the clause's subject comes after it.
  const words = c.text
    .replace(new RegExp(`^(?:${book.because})\\s+`, 'iu'), '')
    .split(/\s+/u)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, ''));
  const acts = (w: string | undefined) =>
    w !== undefined &&
    w !== '' &&
    (anyWordOf(book.weSubject).test(w) ||
      (OWN_VERB[language]?.test(w) ?? false) ||
      (language === 'en' && IMPERATIVES.has(w.toLowerCase())));
  if (acts(words[0])) return true;
  return anyWordOf(book.notNouns).test(words[0] ?? '') && acts(words[1]);
}
