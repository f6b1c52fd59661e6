// Each of the post's words rated for valence in the post's own language (shared/cues/valence.ts holds the
// ratings), read once per post and kept on its context like a lexicon's hits (cueFinder.ts).
import { valenceIn } from '../cues/valence';
import type { PostContext } from './postContext';

/**
 * Each of the post's words' valence in its own language (0 for a word not rated), in the order of its words:
 * read once per post and kept on its context, since warmth, the forecast's emotion words and their evidence
 * all ask about every word.
 */
export function wordValences(ctx: Pick<PostContext, 'f' | 'found'>): readonly number[] {
  let valences = ctx.found.get(wordValences) as number[] | undefined;
  if (!valences) {
    const ratings = valenceIn(ctx.f.cueReading);
    valences = ctx.f.words.map((w) => ratings.get(w) ?? 0);
    ctx.found.set(wordValences, valences);
  }
  return valences;
}
