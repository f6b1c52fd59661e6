// Finding a lexicon's cues in a post (outside URLs, handles and hashtags), once per post: the editor's lexicon
// concepts and the forecast's cue terms read the same hits.
import type { Span } from '../schemas';
import { cuePatternFor, distinctCues, findCues, type Lexicon } from '../cues/cuePattern';
import type { CueReading } from '../cues/cueLanguages';
import type { PostContext } from './postContext';

export interface CueHits {
  spans: Span[];
  /** Different phrasings found, so one phrase repeated counts once. */
  distinct: number;
}

type Finder = (ctx: PostContext) => CueHits;
const FINDERS = new Map<Lexicon, Finder>();

/**
 * A matcher for one lexicon. One finder per lexicon, its hits kept on the post's context, so a concept that
 * must step around another's cues (warmth around a humblebrag) does not search the text again. The post is
 * searched only for the phrases of its own language (ctx.f.cueReading): each language's phrases are compiled
 * once, the first time a post in that language needs them, and a lexicon with no phrases in the post's
 * language finds nothing without looking.
 */
export function cueFinder(lexicon: Lexicon): Finder {
  const known = FINDERS.get(lexicon);
  if (known) return known;
  const patterns = new Map<CueReading, RegExp | undefined>();
  // The last reading's pattern at hand: posts come in one language after another, and a map lookup per finder
  // per post adds up.
  let lastReading: CueReading | undefined;
  let lastPattern: RegExp | undefined;
  const patternFor = (reading: CueReading) => {
    if (reading === lastReading) return lastPattern;
    if (!patterns.has(reading)) patterns.set(reading, cuePatternFor(lexicon, reading));
    lastReading = reading;
    lastPattern = patterns.get(reading);
    return lastPattern;
  };
  const finder: Finder = (ctx) => {
    let hits = ctx.found.get(finder) as CueHits | undefined;
    if (!hits) {
      const pattern = patternFor(ctx.f.cueReading);
      const spans = pattern ? findCues(ctx.f.prose, pattern) : [];
      hits = { spans, distinct: spans.length === 0 ? 0 : distinctCues(ctx.f.prose, spans) };
      ctx.found.set(finder, hits);
    }
    return hits;
  };
  FINDERS.set(lexicon, finder);
  return finder;
}
