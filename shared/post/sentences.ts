// Where a post may be cut without cutting a sentence: after a sentence's closing punctuation (and closing
// quotes or brackets) followed by a space, and at the end of every line. Read on the prose, so the dots and
// question marks inside links are not sentence ends.
import type { Span } from '../schemas';

/** A sentence of the post: where it stands and how many words it has. */
export interface Sentence {
  span: Span;
  /** Its words, those of scripts written without spaces estimated from their characters (tokenWords, letterCount.ts). */
  words: number;
}

/**
 * The share of the post's sentences that hold the start of one of `spans` (a post with no sentence counts as one):
 * how far a kind of words runs through a post, so that one aside in a post about something else is told apart
 * from a post made of them.
 */
export function shareOfSentencesWith(sentences: readonly Sentence[], spans: readonly Span[]): number {
  const holding = sentences.filter((s) => spans.some((h) => h.start >= s.span.start && h.start < s.span.end)).length;
  return holding / (sentences.length === 0 ? 1 : sentences.length);
}

const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s|$)/gu;

/**
 * The offsets where sentences end (each before the whitespace that follows), in order, without repeats. The
 * last is the end of the text itself, so closing hashtags and links (blanked in the prose) are not left out.
 */
export function sentenceEnds(prose: string, text: string = prose): number[] {
  const ends = new Set<number>();
  for (const m of prose.matchAll(SENTENCE_END)) ends.add(m.index + m[0].length);
  for (const m of prose.matchAll(/[ \t]*\n/gu)) if (m.index > 0) ends.add(m.index);
  ends.add(text.trimEnd().length);
  return [...ends].filter((e) => e > 0).sort((a, b) => a - b);
}

/** The sentences themselves, as spans without the whitespace around them. */
export function sentenceSpans(text: string, prose: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const end of sentenceEnds(prose, text)) {
    let s = start;
    while (s < end && /\s/u.test(text[s] as string)) s++;
    if (s < end) spans.push({ start: s, end });
    start = end;
  }
  return spans;
}
