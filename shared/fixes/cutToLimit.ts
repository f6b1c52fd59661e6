// cut_to_limit: an over-limit post ends at the last full sentence that fits the platform's limit, counted
// the platform's way (shared/platform.ts; X by twitter-text). Offered only when some sentence boundary fits.
import { codePointLength, TEXT_MIN } from '../schemas';
import { PLATFORM_LIMITS, limitIndex, weightedLength } from '../platform';
import { sentenceEnds } from './sentences';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';

export function cutToLimit(c: FixContext): Rewrite | undefined {
  if (c.result.thread || blockersOf(c, 'over_limit').length === 0) return undefined;
  const limit = PLATFORM_LIMITS[c.platform].limit;
  // Nothing past the point where the text stops fitting can end a prefix that fits.
  const fitsUpTo = limitIndex(c.text, c.platform);
  const ends = sentenceEnds(c.post.f.prose).filter((e) => e <= fitsUpTo).reverse();
  for (const end of ends) {
    const text = c.text.slice(0, end).trimEnd();
    const weighted = weightedLength(text, c.platform).weighted;
    if (weighted > limit) continue;
    if (codePointLength(text) < TEXT_MIN) return undefined;
    return {
      kind: 'cut_to_limit',
      concept: 'over_limit',
      label: `Cut to the last sentence that fits (${weighted} of ${limit})`,
      text,
      edits: [{ start: text.length, end: c.text.length, text: '' }],
    };
  }
  return undefined;
}
