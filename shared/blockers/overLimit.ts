// Over the platform's limit, counted the platform's way (X: twitter-text weighted length).
import type { Blocker, WeightedLength } from '../schemas';

export function overLimit(text: string, length: WeightedLength, limitStart: number, code: 'over_limit' | 'thread_part_over_limit' = 'over_limit'): Blocker[] {
  if (length.weighted <= length.limit) return [];
  const over = length.weighted - length.limit;
  return [
    {
      code,
      severity: 'block',
      message: `${length.weighted} of ${length.limit} ${length.unit === 'x_weighted' ? 'weighted characters' : 'characters'}: ${over} over the limit, so it cannot be posted as is.`,
      fix: code === 'over_limit'
        ? `Cut ${over} characters, or split it into a thread with a blank line between posts.`
        : `Cut ${over} characters from this part, or split it in two.`,
      span: { start: Math.min(limitStart, text.length), end: text.length },
    },
  ];
}
