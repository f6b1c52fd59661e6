// Over the limit, counted the platform's way (X: twitter-text weighted length). The verdict says what to do
// with numbers: how many characters to cut and, where the platform has threads, how many posts a thread of
// it would take ("Over X's 280: split into a thread of 3, or cut 40 characters").
import type { Platform, WeightedLength } from '../../schemas';
import type { BlockerOf } from '../concept';
import { hasThreads, platformPossessive } from '../../platform';
import { packThread } from '../../threadPacking';

export interface OverLimitPost {
  text: string;
  /** The text with links, handles and hashtags blanked (features.ts), where sentences are found. */
  prose: string;
  platform: Platform;
}

/** Over the limit as one post, or as one part of a thread (the thread gate's check). */
type OverLimitCode = 'over_limit' | 'thread_part_over_limit';

const count = (n: number) => n.toLocaleString('en-US');

export function overLimit(post: OverLimitPost, length: WeightedLength, limitStart: number, code: OverLimitCode = 'over_limit'): BlockerOf<OverLimitCode>[] {
  if (length.weighted <= length.limit) return [];
  const over = length.weighted - length.limit;
  const cut = `cut ${count(over)} character${over === 1 ? '' : 's'}`;
  const where = `Over ${platformPossessive(post.platform)} ${count(length.limit)}`;
  let advice: string;
  if (code === 'thread_part_over_limit') {
    advice = `${cut} from this part, or split it in two`;
  } else {
    const parts = hasThreads(post.platform) ? packThread(post.text, post.prose, post.platform, length.limit) : undefined;
    advice = parts ? `split into a thread of ${parts.length}, or ${cut}` : cut;
  }
  return [
    {
      code,
      severity: 'block',
      message: `${where}: ${advice}.`,
      fix: `${advice.charAt(0).toUpperCase()}${advice.slice(1)}.`,
      span: { start: Math.min(limitStart, post.text.length), end: post.text.length },
    },
  ];
}
