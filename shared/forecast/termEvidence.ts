// What in the post each of the forecast's terms was read from, for the data's reasons: the cue words, the
// numbers, the links. Length is the one term read from no particular words.
import type { Span } from '../schemas';
import type { PostContext } from '../post/postContext';
import type { WordHit } from './wordModel';
import { cueFinder } from '../post/cueFinder';
import { POINTS_ELSEWHERE } from '../cues/pointsElsewhereCues';
import { ANNOUNCEMENT, STAKES } from '../cues/newsValueCues';
import { FIRST_PERSON_SINGULAR, SECOND_PERSON } from './personWords';
import { asWritten, spanWords } from '../post/evidence';
import { wordValences } from '../post/wordValences';
import { matchSpans } from '../text/matches';
import { MANUAL_REPOST } from './forecastFeatures';
import { announcementAnyScript } from '../cues/announcementAnyScript';

const findPointer = cueFinder(POINTS_ELSEWHERE);
const findNews = cueFinder(ANNOUNCEMENT);
const findStakes = cueFinder(STAKES);

function wordsIn(ctx: PostContext, set: ReadonlySet<string>): Span[] {
  return ctx.f.wordSpans.filter((_, i) => set.has(ctx.f.words[i] as string));
}

/**
 * Where the post writes the three strongest words (`words` come strongest first) whose part has this sign: the
 * list holds every word the tables know, so it is read only as far as the third.
 */
function strongestWritten(f: PostContext['f'], words: readonly WordHit[], sign: number): Span[] {
  const spans: Span[] = [];
  let taken = 0;
  for (const w of words) {
    if (Math.sign(w.effect) !== sign) continue;
    const span = asWritten(f, w.word);
    if (span) spans.push(span);
    if (++taken === 3) break;
  }
  return spans;
}

/**
 * The places in the post a term was read from. `words` are the word tables' words the reason may name (the
 * forecast's, or those of them outside what the editor marks).
 */
export function termSpans(id: string, ctx: PostContext, words: readonly WordHit[], sign: number): Span[] {
  const f = ctx.f;
  switch (id) {
    case 'words':
      return strongestWritten(f, words, sign);
    case 'external_link':
    case 'attachment_link':
      return f.urls;
    case 'hashtags':
      return f.hashtags;
    case 'mentions':
    case 'opens_with_mention':
      return f.mentions;
    case 'first_person':
      return wordsIn(ctx, FIRST_PERSON_SINGULAR(f.cueReading));
    case 'second_person':
      return wordsIn(ctx, SECOND_PERSON(f.cueReading));
    case 'positive_words': {
      const valences = wordValences(ctx);
      return f.wordSpans.filter((_, i) => (valences[i] as number) > 0);
    }
    case 'negative_words': {
      const valences = wordValences(ctx);
      return f.wordSpans.filter((_, i) => (valences[i] as number) < 0);
    }
    case 'imperative_opener':
      return f.wordSpans.slice(0, 1);
    case 'pointer_label':
      return findPointer(ctx).spans;
    case 'shouted_words':
      return f.shoutWords;
    case 'numbers':
      return f.numbers;
    case 'announcement': {
      const spans = findNews(ctx).spans;
      return spans.length > 0 ? spans : announcementAnyScript(f.text);
    }
    case 'stakes':
      return findStakes(ctx).spans;
    case 'emoji':
      return f.emoji;
    case 'question':
      return f.questionSpan ? [f.questionSpan] : [];
    case 'exclamation': {
      const spans: Span[] = [];
      for (const s of f.sentences) if (f.text.slice(s.span.start, s.span.end).includes('!')) spans.push(s.span);
      return spans;
    }
    case 'manual_repost':
      // The marker word ("RT", "via"), not the handle it credits.
      return matchSpans(f.text, MANUAL_REPOST)
        .slice(0, 1)
        .map((s) => ({ start: s.start, end: s.start + (/^[^\s@]+/u.exec(f.text.slice(s.start, s.end))?.[0].length ?? 0) }));
    default:
      return [];
  }
}

/** The words (as written in the post) at a term's places; none for length and the like. */
export function termEvidence(id: string, ctx: PostContext, spans: readonly Span[]): string[] {
  return spanWords(ctx.f.text, spans, id === 'words' ? 3 : undefined);
}
