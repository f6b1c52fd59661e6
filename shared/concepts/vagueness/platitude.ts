// A platitude: a post of sweeping words (shared/concepts/vagueness/sweepingCues.ts) with nothing concrete beside them, no
// number, no name, no link, no news. It could be posted by anyone about anything, so a reader learns nothing.
import type { Span } from '../../schemas';
import { SWEEPING } from './sweepingCues';
import { ANNOUNCEMENT } from '../../cues/newsValueCues';
import type { PostContext } from '../../post/postContext';
import { cueFinder } from '../../post/cueFinder';
import { shareOfSentencesWith } from '../../post/sentences';

const findSweeping = cueFinder(SWEEPING);
const findAnnouncement = cueFinder(ANNOUNCEMENT);

/** Different sweeping words it takes: one is ordinary writing. */
const MIN_SWEEPING = 2;
/** ...and the share of sentences that carry one: a sweeping aside in a concrete post is not a platitude. */
const SENTENCE_SHARE = 0.5;

/** The sweeping words of a platitude, or none when the post has something concrete or few sweeping words. */
export function platitudeSpans(ctx: PostContext): Span[] {
  const f = ctx.f;
  // Something concrete first: it is counted already, and then the sweeping words need no search.
  if (f.numbers.length > 0 || f.names.length > 0 || f.urls.length > 0) return [];
  const hits = findSweeping(ctx);
  if (hits.distinct < MIN_SWEEPING || findAnnouncement(ctx).spans.length > 0) return [];
  return shareOfSentencesWith(f.sentences, hits.spans) >= SENTENCE_SHARE ? hits.spans : [];
}
