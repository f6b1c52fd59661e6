// Text features: the measurements every later layer reads. One pass over the text, no scoring here.
import twitterText from 'twitter-text';
import type { Span } from '../schemas';
import { readLanguage, type Language } from './language';
import { ANY_FUNCTION_WORD } from '../cues/functionWords';
import { cueReading, type CueReading } from '../cues/cueLanguages';
import { SMALL_TALK } from '../cues/smallTalk';
import { countWords, findWords } from './words';
import { countMatches, forEachMatch, isWhitespace, matchSpans } from './matches';
import { linksOf, type LinkEntity } from './xLinks';
import type { ScriptName } from './script';
import { countLetters, tokenWords } from './letterCount';
import { classifyQuestion, type QuestionKind } from './questions';
import { nameSpans } from './names';
import type { Sentence } from './sentences';

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
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
const NUMBER = /(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.:]*(?:\s?%|[\p{L}]{0,3})?/gu;
// French groups thousands with a space ("3 000 personnes", also no-break or narrow no-break), as Spanish,
// Portuguese and Italian style guides allow: read as one number in a post in those languages, and with the
// no-break spaces in any.
const NUMBER_SPACED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[$€£¥]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{N}])(?:[.,]\d+)?(?:\s?%)?|` +
    String.raw`(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.:]*(?:\s?%|[\p{L}]{0,3})?`,
  'gu',
);
const NUMBER_NO_BREAK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[$€£¥]?\d{1,3}(?:[\u00a0\u202f]\d{3})+(?![\p{N}])(?:[.,]\d+)?(?:\s?%)?|` +
    String.raw`(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.:]*(?:\s?%|[\p{L}]{0,3})?`,
  'gu',
);
const SPACED_THOUSANDS: ReadonlySet<string> = new Set(['fr', 'es', 'pt', 'it']);
/** A thread number opening a line ("1/", "2/5", "(3/n)"): a count of posts, not a detail of the post. */
const THREAD_MARKER = /^[ \t]*\(?\d{1,2}[ \t]*\/[ \t]*(?:\d{1,2}|n)?\)?(?=\s|$)/gmu;
// Sentence ends of every script that marks them: Latin, Devanagari (।), Arabic (؟ ۔), Ethiopic, Burmese and
// Khmer before a space; Chinese and Japanese full stops (。！？) need none, as no space follows them.
const SENTENCE_END = /[.!?…।॥؟۔።။។]+(?=\s|$)|[。！？｡]+|\n+/gu;

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

const DIGIT = /\d/u;
const SPACE = /\s/u;

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
    if ((ch === '.' || ch === '!' || ch === '?') && (i + 1 === line.length || SPACE.test(line[i + 1] as string)))
      return line.slice(0, i + 1).trim();
  }
  return line.trim();
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

/** The words of the prose and what their letters add up to: the counts the features are made of. */
interface WordTally {
  words: string[];
  wordSpans: Span[];
  /** The words each token stands for (tokenWords), in the order of the tokens. */
  weights: number[];
  wordCount: number;
  /** Informative words among the tokens (the characters of scripts without spaces are added apart). */
  informative: number;
  letters: number;
  upper: number;
  cased: number;
  unmarked: number;
  cjk: { han: number; kana: number };
}

function tallyWords(prose: string): WordTally {
  const words: string[] = [];
  const wordSpans: Span[] = [];
  let informative = 0;
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
    if ((w.length >= 2 || DIGIT.test(w)) && !ANY_FUNCTION_WORD.has(w) && !SMALL_TALK.has(w)) informative++;
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
  return { words, wordSpans, weights, wordCount, informative, letters, upper, cased, unmarked, cjk };
}

/** Numbers written in digits, thread markers like "1/" excluded; grouped with spaces in the languages that do. */
function numbersIn(prose: string, language: Language): Span[] {
  const numbers: Span[] = [];
  const markers = matchSpans(prose, THREAD_MARKER);
  const numberPattern = SPACED_THOUSANDS.has(language)
    ? NUMBER_SPACED
    : prose.includes('\u00a0') || prose.includes('\u202f')
      ? NUMBER_NO_BREAK
      : NUMBER;
  forEachMatch(prose, numberPattern, (m) => {
    if (markers.some((k) => m.index >= k.start && m.index < k.end)) return;
    numbers.push({ start: m.index, end: m.index + m[0].trimEnd().length });
  });
  return numbers;
}

/** The text's features; `links`, when the caller has found them already (X's count reads them too), are not looked for again. */
export function extractFeatures(text: string, links: readonly LinkEntity[] = linksOf(text)): TextFeatures {
  const urls = spansOf(links);
  const mentions = spansOf(twitterText.extractMentionsWithIndices(text));
  const hashtags = spansOf(twitterText.extractHashtagsWithIndices(text));
  const prose = blank(text, [...urls, ...mentions, ...hashtags]);

  const { words, wordSpans, weights, wordCount, letters, upper, cased, unmarked, cjk, informative } = tallyWords(prose);
  let informativeWords = informative;
  const unspacedChars = countMatches(prose, UNSPACED);
  informativeWords += Math.floor(unspacedChars / 2);

  const shoutWords = matchSpans(prose, SHOUT);

  const reading = readLanguage(words, prose);
  const language = reading.code;
  const numbers = numbersIn(prose, language);

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
