// thread_gate: X ranks only a thread's head as an original post; every continuation is a
// follower-only reply. Detect a thread and find its parts; score.ts scores them.
import type { Platform, Span, Thread } from '../schemas';
import { hasThreads, PLATFORM_LIMITS } from '../platformFacts/limits';
import { weightedLength } from './length';
import { countMatches, matchSpans, replaceMatches } from '../text/matches';
import { paragraphs, partMarkLength, partsAt, THREAD_EMOJI, writerThread } from './threadNumbering';

export interface ThreadSplit {
  detectedBy: Thread['detected_by'];
  parts: Span[];
}

const SENTENCE_MARK = /[.!?…](?=\s)/gu;
/** Markers a head may carry that say nothing on their own. */
const MARKERS = /🧵|\(?\b\d{1,2}\s*\/\s*(?:\d{1,2}|n)?\)?|\bthread\b:?|👇|⬇️/giu;
export const HEAD_MIN_WORDS = 6;

/** Greedy sentence packing for a 🧵 post over the limit with no other separators. */
function sentenceCuts(text: string, platform: Platform, limit: number): number[] {
  const cuts: number[] = [];
  let start = 0;
  let lastBoundary = -1;
  for (const { end } of matchSpans(text, SENTENCE_MARK)) {
    if (weightedLength(text.slice(start, end), platform).weighted > limit && lastBoundary > start) {
      cuts.push(lastBoundary);
      start = lastBoundary;
    }
    lastBoundary = end;
  }
  return cuts;
}

/**
 * The thread a text is written as, if any; `limit` is the post limit the writer is held to (X Premium's on X),
 * `weighted` the whole text's length on the platform when the caller has measured it already. The writer's own
 * parts first (threadNumbering.ts: numbered, or paragraphs under a 🧵); then, for a text that cannot be one post,
 * a 🧵 text's sentences packed to fit, or its paragraphs.
 */
export function splitThread(
  text: string,
  platform: Platform,
  limit: number = PLATFORM_LIMITS[platform].limit,
  weighted?: number,
): ThreadSplit | undefined {
  if (!hasThreads(platform)) return undefined;
  let over: boolean | undefined;
  const overLimit = () => (over ??= (weighted ?? weightedLength(text, platform).weighted) > limit);
  const own = writerThread(text, overLimit);
  if (own) return own;
  if (!overLimit()) return undefined;
  if (text.includes(THREAD_EMOJI)) {
    const parts = partsAt(text, sentenceCuts(text, platform, limit));
    if (parts.length >= 2) return { detectedBy: 'thread_emoji', parts };
  }
  const blankParts = paragraphs(text);
  if (blankParts.length >= 2) return { detectedBy: 'blank_lines', parts: blankParts };
  return undefined;
}

const OPENS_THREAD = /^\s*\(?1\s*\/|🧵|(?<![\p{L}])thread(?![\p{L}])|👇\s*$|⬇️\s*$/iu;

/** The post announces itself as the start of a thread ("1/", 🧵, "thread", a pointing-down ending). */
export function opensThread(text: string): boolean {
  return OPENS_THREAD.test(text);
}

/** A closing clause that only points at what follows ("The three channels that worked:", "more below…"). */
const POINTER = /(?:^|[.!?]\s+)[^.!?]*(?::|\.\.\.|…|\bbelow)\s*$/iu;
const HEAD_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

/**
 * A head stands alone when, without its markers (its own number too: "1/3", "1.") and without a closing clause
 * that only points below, it still makes a point: a sentence of at least HEAD_MIN_WORDS words.
 */
export function headStandsAlone(head: string): boolean {
  const content = replaceMatches(head.slice(partMarkLength(head)), MARKERS, ' ').trim();
  const claim = replaceMatches(content, POINTER, '').trim();
  return countMatches(claim, HEAD_WORD) >= HEAD_MIN_WORDS;
}
