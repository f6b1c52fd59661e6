// Reads an idea into the parts a rewrite may move around: its sentences (tightened), their clauses, and which
// clause states a number, a cause, a contrast or a method. Nothing here adds a word: every part is the
// writer's own text, so any arrangement of the parts says only what the idea said.
import { extractFeatures } from '../post/features';
import { leadingLanguages } from '../post/language';
import { tidyIdea } from './tidyIdea';
import { stripTerminal } from '../text/casing';
import { tightenSentence } from './tighten';
import { DRAFT_LANGUAGES, PHRASEBOOK, anyWordOf, type DraftLanguage, type Phrasebook } from './phrasebook';
import { methodPhrase, subjectOf } from './subjectPhrase';

export type ClauseRole = 'plain' | 'cause' | 'against' | 'claim' | 'method';

export interface Clause {
  /** The clause as written, without the word that joined it to the one before. */
  text: string;
  /** What joined it to the clause before (", and ", " because "), empty for a sentence's first clause. */
  joiner: string;
  role: ClauseRole;
  hasNumber: boolean;
}

export interface Sentence {
  clauses: Clause[];
  /** Its closing punctuation as written ("?", "!", "."), "." when it had none. */
  end: string;
  /** Emoji the writer closed it with (" 🎉"), kept after its mark; empty when none. */
  trail: string;
  /** What the writer put between it and the sentence before: nothing but a space, a line break, or a blank line. */
  breakBefore: SentenceBreak;
}

export type SentenceBreak = '' | '\n' | '\n\n';

export interface IdeaParts {
  /** The idea's language as the engine reads it ('und' when it cannot tell). */
  code: string;
  /** The phrasebook for it, when the drafter has one: only then are words of its own added. */
  language: DraftLanguage | undefined;
  book: Phrasebook | undefined;
  sentences: Sentence[];
  /** What the idea is about, as a whole noun phrase of its own words. */
  subject: string | undefined;
  /** The method it names ("dependency caching"), as a whole noun phrase. */
  method: string | undefined;
  hasNumber: boolean;
  firstPerson: boolean;
}

const TERMINAL = /[.!?。！？…]+["”’')]*$/u;
const TRAILING_EMOJI = /(?:\s*\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*)+$/u;

function sentencesOf(text: string): { text: string; breakBefore: SentenceBreak }[] {
  const out: { text: string; breakBefore: SentenceBreak }[] = [];
  let lineBreaks = 0;
  for (const line of text.split('\n')) {
    let first = true;
    for (const piece of line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“'‘¿¡(])|(?<=[。！？])/u)) {
      const trimmed = piece.trim();
      if (!/[\p{L}\p{N}]/u.test(trimmed)) continue;
      const breakBefore: SentenceBreak = out.length === 0 || !first ? '' : lineBreaks > 1 ? '\n\n' : '\n';
      out.push({ text: trimmed, breakBefore });
      first = false;
      lineBreaks = 0;
    }
    lineBreaks++;
  }
  return out;
}

/** Where a sentence splits into clauses, for a language with a phrasebook. */
function clauseBoundary(book: Phrasebook): RegExp {
  const verb = book.verbEnding ? `|\\p{L}+(?:${book.verbEnding})` : '|\\p{Ll}\\p{L}+';
  const startsClause = `(?:${book.pronouns}${verb})(?![\\p{L}'’])`;
  return new RegExp(
    [
      ';\\s+',
      '\\s?:\\s+',
      '\\s+[—–]\\s+',
      `,?\\s+(?<because>${book.because})\\s+`,
      `,?\\s+(?<but>${book.but})\\s+`,
      // "and" after a comma joins two clauses; without one, only when a pronoun or a verb follows it.
      `,\\s+(?:${book.and})\\s+`,
      `\\s+(?:${book.and})\\s+(?=${startsClause}(?:\\s+\\S+){2})`,
      `\\s+(?=(?<method>${book.method})\\s)`,
    ].join('|'),
    'giu',
  );
}

const boundaries = new Map<DraftLanguage, RegExp>();

function clausesOf(sentence: string, language: DraftLanguage | undefined): Clause[] {
  const clause = (text: string, joiner: string, role: ClauseRole): Clause => ({ text, joiner, role, hasNumber: /\p{N}/u.test(text) });
  if (!language) {
    return sentence.split(/(;\s+|\s+[—–]\s+)/u).reduce<Clause[]>((out, piece, i, all) => {
      if (i % 2 === 0 && piece.trim()) out.push(clause(piece.trim(), i > 0 ? (all[i - 1] as string) : '', 'plain'));
      return out;
    }, []);
  }
  let boundary = boundaries.get(language);
  if (!boundary) boundaries.set(language, (boundary = clauseBoundary(PHRASEBOOK[language])));
  const out: Clause[] = [];
  let from = 0;
  let joiner = '';
  let role: ClauseRole = 'plain';
  for (const m of sentence.matchAll(boundary)) {
    const before = sentence.slice(from, m.index).trim();
    // A clause of one or two words is part of its neighbour ("Fast, but…" is one thought).
    if (before.split(/\s+/u).length < 3) continue;
    out.push(clause(before, joiner, role));
    joiner = m[0];
    const g = m.groups ?? {};
    role = g.because ? 'cause' : g.but ? 'claim' : g.method ? 'method' : 'plain';
    if (g.but && out[out.length - 1]?.role === 'plain') (out[out.length - 1] as Clause).role = 'against';
    from = m.index + m[0].length;
    // A German clause after "weil" puts its verb last ("weil niemand einen Vorschlag mitbrachte"): apart from
    // the sentence it only reads with its "weil", so the word stays with it.
    if (language === 'de' && g.because) {
      const at = m[0].lastIndexOf(g.because);
      joiner = m[0].slice(0, at);
      from = m.index + at;
    }
  }
  const rest = sentence.slice(from).trim();
  if (rest.split(/\s+/u).length < 3 && out.length > 0) {
    // Too short to stand alone: it stays joined to the clause before.
    const last = out[out.length - 1] as Clause;
    out[out.length - 1] = clause(last.text + joiner + rest, last.joiner, last.role);
  } else if (rest) out.push(clause(rest, joiner, role));
  return out;
}

/** Letters of the Latin alphabet without a mark, and nothing outside ASCII. */
const PLAIN_ASCII_WORDS = /^[\x20-\x7E\n\t]*[A-Za-z]{2}[\x20-\x7E\n\t]*$/u;

/**
 * The language the drafter writes a text's rewrites in: the engine's reading, and English for an ASCII-only
 * text of Latin letters the engine cannot place only when English is among what its words point to. Such a
 * text with no function word of any language the engine knows ("Small pull requests get reviewed faster")
 * and none of the marked letters that Spanish, German, French, Portuguese and Italian words carry in nearly
 * every sentence is most likely English; reading it as none would leave the writer with a single draft. A
 * text whose function words tie between other languages ("la", "de", "un", "que" are Spanish and French
 * alike) is not English: it stays unread, and gets only the rewrites that add no words of ours.
 */
export function draftLanguageOf(text: string): string {
  const features = extractFeatures(text);
  if (features.language !== 'und' || !PLAIN_ASCII_WORDS.test(text)) return features.language;
  const leading = leadingLanguages(features.words);
  return leading.length === 0 || leading.includes('en') ? 'en' : 'und';
}

/** The idea's language with the drafter's phrasebook for it, if it has one. */
function languageOf(text: string): { code: string; language: DraftLanguage | undefined } {
  const code = draftLanguageOf(text);
  const language = DRAFT_LANGUAGES.find((l) => l === code);
  return { code, language };
}

export function ideaParts(idea: string): IdeaParts {
  const text = tidyIdea(idea) || idea.trim();
  const { code, language } = languageOf(text);
  const book = language ? PHRASEBOOK[language] : undefined;
  const sentences: Sentence[] = [];
  for (const { text: sentence, breakBefore } of sentencesOf(text)) {
    // Emoji closing a sentence stay after its mark ("… code. 🎉"), never before an added one ("🎉.").
    const trail = sentence.match(TRAILING_EMOJI)?.[0] ?? '';
    const raw = trail ? sentence.slice(0, -trail.length).trimEnd() : sentence;
    const end = raw.match(TERMINAL)?.[0].replace(/["”’')]+$/u, '') ?? (trail ? '' : '.');
    const body = stripTerminal(tightenSentence(stripTerminal(raw), language));
    if (!/[\p{L}\p{N}]/u.test(body)) continue;
    sentences.push({
      clauses: clausesOf(body, language),
      end: end.startsWith('…') ? '.' : end,
      trail: trail ? ` ${trail.trim()}` : '',
      breakBefore: sentences.length === 0 ? '' : breakBefore,
    });
  }
  if (sentences.length === 0)
    sentences.push({
      clauses: [{ text: stripTerminal(text) || text, joiner: '', role: 'plain', hasNumber: /\p{N}/u.test(text) }],
      end: '.',
      trail: '',
      breakBefore: '',
    });
  const all = sentences.flatMap((s) => s.clauses);
  const methodClause = book ? all.find((c) => c.role === 'method') : undefined;
  const words = text.toLowerCase();
  return {
    code,
    language,
    book,
    sentences,
    // What the writer says, before the view they argue against: a question about "big audiences" answers
    // "Everyone says you need a big audience", not the writer.
    subject: language
      ? (subjectOf(
          all.filter((c) => c.role !== 'against').map((c) => c.text),
          language,
        ) ??
        subjectOf(
          all.map((c) => c.text),
          language,
        ))
      : undefined,
    method: methodClause && language ? methodPhrase(methodClause.text, language) : undefined,
    hasNumber: all.some((c) => c.hasNumber),
    firstPerson: book ? anyWordOf(book.firstPerson).test(words) : false,
  };
}
