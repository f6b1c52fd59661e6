// Text features: the measurements every later layer reads. One pass over the text, no scoring here.
import twitterText from 'twitter-text';
import type { Span } from '../schemas';
import { readLanguage, type Language } from './language';
import { ANY_FUNCTION_WORD, FUNCTION_WORDS } from '../cues/functionWords';
import { cueReading, wordsByLanguage, type CueReading } from '../cues/cueLanguages';
import { genericCloser, genericQuestion } from '../cues/genericQuestions';
import { SMALL_TALK } from '../cues/smallTalk';
import { countWords, findWords } from './words';
import { countMatches, forEachMatch, isWhitespace, matchSpans } from './matches';
import { linksOf, type LinkEntity } from './xLinks';
import { isCased } from './letterCase';
import type { ScriptName } from './script';

export type QuestionKind = 'none' | 'generic' | 'specific';

export interface Sentence {
  span: Span;
  /** Its words, those of scripts written without spaces estimated from their characters (see tokenWords). */
  words: number;
}

export interface TextFeatures {
  text: string;
  /** The text with URLs, handles and hashtags blanked out (same length, so spans still line up): cues are matched here. */
  prose: string;
  /** An ISO 639-1 code or 'und' (shared/post/language.ts). */
  language: Language;
  /** Whether the language reading rests on clear evidence (enough function words, or a script one language owns). */
  languageReliable: boolean;
  /** Whose words read the post: its language's, every cue language's, or none (shared/cues/cueLanguages.ts). */
  cueReading: CueReading;
  /** The script most of its letters are in (shared/post/script.ts). */
  script: ScriptName;
  /** Lower-cased word tokens (letters, digits, apostrophes), URLs, handles and hashtags excluded. */
  words: string[];
  wordSpans: Span[];
  wordCount: number;
  /** Words that carry information: not function words, not small talk, two or more letters (or a number). */
  informativeWords: number;
  sentences: Sentence[];
  sentenceCount: number;
  /**
   * Mostly in a script that marks no sentence ends (Thai, Lao: a space separates sentences and phrases alike),
   * so its sentences cannot be told apart and their length is not measured.
   */
  unmarkedSentences: boolean;
  lineCount: number;
  /** Characters of scripts written without spaces (Chinese, Japanese, Thai...), counted as informative words at two per word. */
  unspacedChars: number;
  /** Han characters (Chinese, or Japanese kanji) and Japanese kana in words: how much a post in those scripts says. */
  cjk: { han: number; kana: number };
  urls: Span[];
  mentions: Span[];
  hashtags: Span[];
  /** Words of three or more letters written entirely in capitals. */
  shoutWords: Span[];
  /** Capitals among the cased letters (0 when there are none). */
  capsRatio: number;
  /** Letters in words (not URLs, handles or hashtags). */
  letters: number;
  /** Those letters that have an upper and a lower case (shared/post/letterCase.ts): capitals mean something only among them. */
  casedLetters: number;
  exclamations: number;
  question: QuestionKind;
  /** The last question's span, when there is one. */
  questionSpan: Span | undefined;
  /** Numbers written in digits (amounts, times, versions), thread markers like "1/" excluded. */
  numbers: Span[];
  /** Proper names and technical terms: capitalised words inside a sentence, acronyms, code-like tokens. */
  names: Span[];
  emoji: Span[];
  startsWithMention: boolean;
  /** The first line, or the first sentence when there is one line: what a reader sees before deciding. */
  hook: string;
  hookWordCount: number;
}

const SHOUT = /(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}'’]{2,}(?![\p{L}\p{N}])/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;
const EXCLAMATION = /!/gu;
const UPPER = /\p{Lu}/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
const NUMBER = /(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.:]*(?:\s?%|[\p{L}]{0,3})?/gu;
// French groups thousands with a space ("3 000 personnes", also no-break or narrow no-break), as Spanish,
// Portuguese and Italian style guides allow: read as one number in a post in those languages, and with the
// no-break spaces in any.
const NUMBER_SPACED = /(?<![\p{L}\p{N}])[$€£¥]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{N}])(?:[.,]\d+)?(?:\s?%)?|(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.:]*(?:\s?%|[\p{L}]{0,3})?/gu;
const NUMBER_NO_BREAK = /(?<![\p{L}\p{N}])[$€£¥]?\d{1,3}(?:[\u00a0\u202f]\d{3})+(?![\p{N}])(?:[.,]\d+)?(?:\s?%)?|(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.:]*(?:\s?%|[\p{L}]{0,3})?/gu;
const SPACED_THOUSANDS: ReadonlySet<string> = new Set(['fr', 'es', 'pt', 'it']);
/** A thread number opening a line ("1/", "2/5", "(3/n)"): a count of posts, not a detail of the post. */
const THREAD_MARKER = /^[ \t]*\(?\d{1,2}[ \t]*\/[ \t]*(?:\d{1,2}|n)?\)?(?=\s|$)/gmu;
// A line's first word, after any thread number ("2/", "(3/5)") or bullet that opens it: the word a sentence
// starts with, so its capital names nothing.
const AFTER_COLON = /:[ \t]+(?=\S)/gu;
const LINE_START = /^[ \t]*(?:(?:\(?\d{1,2}[ \t]*\/[ \t]*(?:\d{1,2}|n)?\)?|[-•*–—▪◦])[ \t]+)?(?=\S)/gmu;
// Sentence ends of every script that marks them: Latin, Devanagari (।), Arabic (؟ ۔), Ethiopic, Burmese and
// Khmer before a space; Chinese and Japanese full stops (。！？) need none, as no space follows them.
const SENTENCE_END = /[.!?…।॥؟۔።။។]+(?=\s|$)|[。！？｡]+|\n+/gu;
// Scripts whose words are not separated by spaces: a word is estimated from its characters, about two in
// Chinese and Japanese, about three letters (vowel and tone marks aside) in Thai, Lao, Khmer and Burmese.
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SOUTHEAST_ASIAN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const HAN_KANA_LETTERS_PER_WORD = 2;
const SOUTHEAST_ASIAN_LETTERS_PER_WORD = 3;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NO_SENTENCE_MARKS = /[\p{Script=Thai}\p{Script=Lao}]/u;

function spansOf(entities: readonly { indices: [number, number] }[]): Span[] {
  return entities.map((e) => ({ start: e.indices[0], end: e.indices[1] }));
}

function insideAny(index: number, spans: readonly Span[]): boolean {
  for (const s of spans) if (index >= s.start && index < s.end) return true;
  return false;
}

function blank(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start < at) continue;
    out += text.slice(at, s.start) + ' '.repeat(s.end - s.start);
    at = s.end;
  }
  return out + text.slice(at);
}

function splitSentences(prose: string, wordSpans: readonly Span[], weights: readonly number[]): Sentence[] {
  const sentences: Sentence[] = [];
  const ends = matchSpans(prose, SENTENCE_END).map((m) => m.end);
  ends.push(prose.length);
  let start = 0;
  let w = 0;
  for (const end of ends) {
    let words = 0;
    while (w < wordSpans.length && (wordSpans[w] as Span).start < end) {
      words += weights[w] as number;
      w++;
    }
    const span = trimmed(prose, start, end);
    if (span && words > 0) sentences.push({ span, words });
    start = end;
  }
  return sentences;
}

function trimmed(text: string, start: number, end: number): Span | undefined {
  while (start < end && SPACE.test(text[start] ?? '')) start++;
  while (end > start && SPACE.test(text[end - 1] ?? '')) end--;
  return end > start ? { start, end } : undefined;
}

// The marks that end a question in the scripts that have one: Latin's, the full-width one of Chinese and
// Japanese, Arabic's reversed one and the Greek semicolon.
const QUESTION_MARKS = new Set(['?', '？', '؟', '\u037e']);
// What ends the run of text before a question: a sentence end of any script, or a line break.
const RUN_ENDS = new Set(['.', '!', '\n', '。', '！', '।', '۔']);

/** True when the text asks a question in any script (Spanish's opening ¿ counts, as its question may run on). */
export function hasQuestionMark(text: string): boolean {
  for (const mark of QUESTION_MARKS) if (text.includes(mark)) return true;
  return text.includes('¿');
}

/**
 * Each question: the run of text since the last sentence end or line break, up to and including its question
 * marks. The same matches as /[^.!?\n]*\?+/gu (with every script's marks), found in one pass instead of a scan
 * that restarts at every character.
 */
function questionsIn(prose: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  let start = 0;
  for (let i = 0; i < prose.length; i++) {
    // ASCII other than ? . ! and a line break is in neither set: most characters, skipped without a string.
    const code = prose.charCodeAt(i);
    if (code < 0x80 && code !== 0x3f && code !== 0x2e && code !== 0x21 && code !== 0x0a) continue;
    const ch = prose[i] as string;
    if (QUESTION_MARKS.has(ch)) {
      let end = i + 1;
      while (QUESTION_MARKS.has(prose[end] ?? '')) end++;
      found.push({ index: start, text: prose.slice(start, end) });
      start = end;
      i = end - 1;
    } else if (RUN_ENDS.has(ch)) start = i + 1;
  }
  return found;
}

/** Words in a stretch of text, a run of a script without spaces counted as the words it is estimated to make. */
function estimatedWords(text: string): number {
  let words = 0;
  for (const span of findWords(text)) words += tokenWords(countLetters(text.slice(span.start, span.end)));
  return words;
}

function classifyQuestion(prose: string, reading: CueReading): { kind: QuestionKind; span: Span | undefined } {
  let kind: QuestionKind = 'none';
  let span: Span | undefined;
  const closers = genericQuestion(reading);
  for (const m of questionsIn(prose)) {
    const q = m.text.trim();
    const words = estimatedWords(q);
    const generic = words <= 3 || (closers?.test(q) ?? false);
    span = { start: m.index + m.text.indexOf(q), end: m.index + m.text.length };
    if (!generic) kind = 'specific';
    else if (kind === 'none') kind = 'generic';
  }
  const closing = kind === 'none' ? genericCloser(reading) : undefined;
  if (closing) {
    const closer = closing.exec(prose.trimEnd());
    if (closer) return { kind: 'generic', span: { start: closer.index, end: closer.index + closer[0].trimEnd().length } };
  }
  return { kind, span };
}

const LETTER = /\p{L}/u;
const DIGIT = /\d/u;
const SPACE = /\s/u;

interface LetterCount {
  letters: number;
  upper: number;
  cased: number;
  /** Letters of scripts without spaces between words, and the words they are estimated to make. */
  unspacedWords: number;
  /** Han characters (Chinese, or Japanese kanji) and Japanese kana among them. */
  han: number;
  kana: number;
  /** Letters of Thai and Lao, whose sentences are unmarked. */
  unmarked: number;
}

/** Letters, capitals and cased letters in a word: ASCII by char code (almost every letter), the rest by Unicode property. */
function countLetters(word: string): LetterCount {
  let letters = 0;
  let upper = 0;
  let cased = 0;
  let hanKana = 0;
  let southeastAsian = 0;
  let unmarked = 0;
  let kana = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x61 && code <= 0x7a) {
        letters++;
        cased++;
      } else if (code >= 0x41 && code <= 0x5a) {
        letters++;
        cased++;
        upper++;
      }
      continue;
    }
    const ch = String.fromCodePoint(word.codePointAt(i) as number);
    if (ch.length === 2) i++;
    if (LETTER.test(ch)) {
      letters++;
      if (isCased(ch)) cased++;
      if (UPPER.test(ch)) upper++;
      else if (HAN_KANA.test(ch)) {
        hanKana++;
        if (KANA.test(ch)) kana++;
      } else if (SOUTHEAST_ASIAN.test(ch)) {
        southeastAsian++;
        if (NO_SENTENCE_MARKS.test(ch)) unmarked++;
      }
    }
  }
  return {
    letters,
    upper,
    cased,
    unspacedWords: hanKana / HAN_KANA_LETTERS_PER_WORD + southeastAsian / SOUTHEAST_ASIAN_LETTERS_PER_WORD,
    han: hanKana - kana,
    kana,
    unmarked,
  };
}

/** The words a token stands for: one, or for a run of a script without spaces, its estimated words. */
function tokenWords(counted: LetterCount): number {
  return counted.unspacedWords > 0 ? Math.max(1, Math.round(counted.unspacedWords)) : 1;
}

/**
 * The first line, cut after its first sentence: the first . ! or ? followed by a space or the line's end.
 * A scan rather than /^.*?[.!?](\s|$)/u, which it matches exactly: like that pattern's dot, it does not look
 * past a carriage return or a Unicode line or paragraph separator.
 */
function firstLine(text: string): string {
  const trimmed = text.trim();
  const newline = trimmed.indexOf('\n');
  const line = newline < 0 ? trimmed : trimmed.slice(0, newline);
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === '\r' || ch === '\u2028' || ch === '\u2029') break;
    if ((ch === '.' || ch === '!' || ch === '?') && (i + 1 === line.length || SPACE.test(line[i + 1] as string))) return line.slice(0, i + 1).trim();
  }
  return line.trim();
}

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
function nameSpans(prose: string, wordSpans: readonly Span[], words: readonly string[], sentences: readonly Sentence[], language: Language, reading: CueReading): Span[] {
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

/** How many lines hold more than whitespace: `text.split('\n').filter((l) => l.trim() !== '').length`, without the copies. */
function nonBlankLines(text: string): number {
  let lines = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    for (let i = start; i < end; i++) {
      if (!isWhitespace(text.charCodeAt(i))) {
        lines++;
        break;
      }
    }
    start = end + 1;
  }
  return lines;
}

/** The text's features; `links`, when the caller has found them already (X's count reads them too), are not looked for again. */
export function extractFeatures(text: string, links: readonly LinkEntity[] = linksOf(text)): TextFeatures {
  const urls = spansOf(links);
  const mentions = spansOf(twitterText.extractMentionsWithIndices(text));
  const hashtags = spansOf(twitterText.extractHashtagsWithIndices(text));
  const prose = blank(text, [...urls, ...mentions, ...hashtags]);

  const words: string[] = [];
  const wordSpans: Span[] = [];
  let informativeWords = 0;
  let letters = 0;
  let upper = 0;
  let cased = 0;
  let unmarked = 0;
  let wordCount = 0;
  const cjk = { han: 0, kana: 0 };
  const weights: number[] = [];
  for (const span of findWords(prose)) {
    const raw = prose.slice(span.start, span.end);
    const lower = raw.toLowerCase();
    const w = lower.includes('’') ? lower.replaceAll('’', "'") : lower;
    words.push(w);
    wordSpans.push(span);
    if ((w.length >= 2 || DIGIT.test(w)) && !ANY_FUNCTION_WORD.has(w) && !SMALL_TALK.has(w)) informativeWords++;
    const counted = countLetters(raw);
    letters += counted.letters;
    upper += counted.upper;
    cased += counted.cased;
    unmarked += counted.unmarked;
    cjk.han += counted.han;
    cjk.kana += counted.kana;
    const weight = tokenWords(counted);
    weights.push(weight);
    wordCount += weight;
  }
  const unspacedChars = countMatches(prose, UNSPACED);
  informativeWords += Math.floor(unspacedChars / 2);

  const shoutWords = matchSpans(prose, SHOUT);

  const reading = readLanguage(words, prose);
  const language = reading.code;
  const numbers: Span[] = [];
  const markers = matchSpans(prose, THREAD_MARKER);
  const numberPattern = SPACED_THOUSANDS.has(language) ? NUMBER_SPACED : prose.includes('\u00a0') || prose.includes('\u202f') ? NUMBER_NO_BREAK : NUMBER;
  forEachMatch(prose, numberPattern, (m) => {
    if (markers.some((k) => m.index >= k.start && m.index < k.end)) return;
    numbers.push({ start: m.index, end: m.index + m[0].trimEnd().length });
  });

  const emoji = matchSpans(text, EMOJI);

  const readBy = cueReading({ language, languageReliable: reading.reliable, script: reading.script, candidates: reading.candidates });
  const sentences = splitSentences(prose, wordSpans, weights);
  const hook = firstLine(text);
  const question = classifyQuestion(prose, readBy);

  return {
    text,
    prose,
    language,
    languageReliable: reading.reliable,
    cueReading: readBy,
    script: reading.script,
    words,
    wordSpans,
    wordCount,
    informativeWords,
    sentences,
    sentenceCount: Math.max(1, sentences.length),
    unmarkedSentences: letters > 0 && unmarked >= letters / 2,
    lineCount: nonBlankLines(text),
    unspacedChars,
    cjk,
    urls,
    mentions,
    hashtags,
    shoutWords,
    capsRatio: cased === 0 ? 0 : upper / cased,
    letters,
    casedLetters: cased,
    exclamations: countMatches(text, EXCLAMATION),
    question: question.kind,
    questionSpan: question.span,
    numbers,
    names: nameSpans(prose, wordSpans, words, sentences, language, readBy),
    emoji,
    startsWithMention: /^\.?@\w/u.test(text.trim()),
    hook,
    hookWordCount: countWords(hook),
  };
}

export { insideAny };
