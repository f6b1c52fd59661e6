// Most editorial concepts are a lexicon of cues: find them (outside URLs, handles and hashtags), count the
// different phrasings, and turn the count into a value. This builds such a concept's measurement.
import type { BlockerCode, Span } from '../schemas';
import { cuePatternFor, distinctCues, findCues, type Lexicon } from '../cues/cuePattern';
import type { CueReading } from '../cues/cueLanguages';
import { NONE, held, quoted, type Concept, type Measurement, type PostContext } from './concept';

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

export interface LexiconConceptSpec<Id extends string, Code extends BlockerCode> extends Omit<Concept<Id>, 'measure' | 'blockers'> {
  lexicon: Lexicon;
  /** The concept's value for the cues found; 0 means the concept is silent. */
  value: (hits: CueHits, ctx: PostContext) => number;
  /** The blocker the cues raise (`name` is its short name): whenever they are found, or when `when` says they are enough to hold the post. */
  blocker?: {
    code: Code;
    name: string;
    when?: (hits: CueHits, ctx: PostContext) => boolean;
    message: (quote: string) => string;
    fix: string;
  };
}

/** A concept that is a lexicon of cues: the value, the quoted words and the blocker all come from the hits. */
export function lexiconConcept<const Id extends string, const Code extends BlockerCode = never>(spec: LexiconConceptSpec<Id, Code>): Omit<Concept<Id>, 'blockers'> & { blockers?: Readonly<Record<Code, string>> } {
  const { lexicon, value, blocker, ...concept } = spec;
  const find = cueFinder(lexicon);
  return {
    ...concept,
    ...(blocker ? { blockers: { [blocker.code]: blocker.name } as Record<Code, string> } : {}),
    measure: (ctx) => {
      const hits = find(ctx);
      const v = hits.spans.length === 0 ? 0 : value(hits, ctx);
      if (v === 0) return NONE;
      const quote = quoted(ctx.f.text, hits.spans);
      const m: Measurement<never> = { value: v, spans: hits.spans, quote };
      return blocker && (blocker.when?.(hits, ctx) ?? true) ? held(m, { code: blocker.code, message: blocker.message(quote), fix: blocker.fix }) : m;
    },
  };
}
