// A reason's evidence: the words of the post it rests on, as written there. A reason that praises the post
// must be able to quote them; a reason about what the post lacks (no number, too short) has none to quote.
import type { Span } from '../schemas';
import type { TextFeatures } from './features';
import { collapseWhitespace, replaceMatches } from '../text/matches';

/** At most this many words are named: enough to find them, few enough to read. */
export const MAX_EVIDENCE = 6;

/** The text at each span, whitespace collapsed, each once, in the order they appear. */
export function spanWords(text: string, spans: readonly Span[], max = MAX_EVIDENCE): string[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const words: string[] = [];
  for (const s of sorted) {
    const w = quotable(text.slice(s.start, s.end));
    if (w !== '' && !words.includes(w)) words.push(w);
    if (words.length >= max) break;
  }
  return words;
}

/** A lower-cased token (a word, or a hashtag) as the post writes it, or undefined when the post does not have it. */
export function asWritten(f: TextFeatures, token: string): Span | undefined {
  const i = f.words.indexOf(token);
  if (i >= 0) return f.wordSpans[i];
  return f.hashtags.find((h) => f.text.slice(h.start, h.end).toLowerCase() === token);
}

/** A matched span as it is quoted: whitespace collapsed, without the punctuation a number's span ends in ("2.0:"). */
export function quotable(span: string): string {
  // Most spans are one word with nothing to collapse or strip: checked by hand, since this runs for every
  // quoted word of every reason on every keystroke.
  const collapsed = WHITESPACE.test(span) ? collapseWhitespace(span).trim() : span;
  const last = collapsed.charCodeAt(collapsed.length - 1);
  const endsInStop = last === 0x2e || last === 0x2c || last === 0x3a || last === 0x3b; // . , : ;
  return endsInStop ? replaceMatches(collapsed, TRAILING_STOPS, '') : collapsed;
}
const WHITESPACE = /\s/u;
const TRAILING_STOPS = /(?<=[\p{L}\p{N}])[.,:;]+$/u;
