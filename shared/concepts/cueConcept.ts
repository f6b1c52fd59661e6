// Most editorial concepts are a lexicon of cues: find them (outside URLs, handles and hashtags), count the
// different phrasings, and turn the count into a value. This builds such a concept's measurement.
import type { Span } from '../schemas';
import { cuePattern, distinctCues, findCues, type Lexicon } from '../cues/cuePattern';
import type { PostContext } from './concept';

export interface CueHits {
  spans: Span[];
  /** Different phrasings found, so one phrase repeated counts once. */
  distinct: number;
}

/** A matcher for one lexicon, compiled once. */
export function cueFinder(lexicon: Lexicon): (ctx: PostContext) => CueHits {
  const pattern = cuePattern(lexicon);
  return (ctx) => {
    const spans = findCues(ctx.f.prose, pattern);
    return { spans, distinct: spans.length === 0 ? 0 : distinctCues(ctx.f.prose, spans) };
  };
}
