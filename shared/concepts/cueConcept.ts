// Most editorial concepts are a lexicon of cues: find them (outside URLs, handles and hashtags), count the
// different phrasings, and turn the count into a value. This builds such a concept's measurement.
import type { BlockerCode } from '../schemas';
import type { Lexicon } from '../cues/cuePattern';
import { cueFinder, type CueHits } from '../post/cueFinder';
import { NONE, held, quoted, type Concept, type Measurement } from './concept';
import type { PostContext } from '../post/postContext';

export interface LexiconConceptSpec<Id extends string, Code extends BlockerCode> extends Omit<Concept<Id>, 'measure' | 'blockers'> {
  lexicon: Lexicon;
  /** The concept's value for the cues found; 0 means the concept is silent. */
  value: (hits: CueHits, ctx: PostContext) => number;
  /**
   * The blocker the cues raise (`name` is its short name): whenever they are found, or when `when` says they are enough to hold the post.
   */
  blocker?: {
    code: Code;
    name: string;
    when?: (hits: CueHits, ctx: PostContext) => boolean;
    message: (quote: string) => string;
    fix: string;
  };
}

/** A concept that is a lexicon of cues: the value, the quoted words and the blocker all come from the hits. */
export function lexiconConcept<const Id extends string, const Code extends BlockerCode = never>(
  spec: LexiconConceptSpec<Id, Code>,
): Omit<Concept<Id>, 'blockers'> & { blockers?: Readonly<Record<Code, string>> } {
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
      return blocker && (blocker.when?.(hits, ctx) ?? true)
        ? held(m, { code: blocker.code, message: blocker.message(quote), fix: blocker.fix })
        : m;
    },
  };
}
