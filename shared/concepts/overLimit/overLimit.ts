// Over the limit, counted the platform's way (X: twitter-text weighted length). The verdict says what to do
// with numbers: how many characters to cut and, where the platform has threads, how many posts a thread of
// it would take ("Over X's 280: split into a thread of 3, or cut 40 characters"; "cut 12 characters, or split
// into a thread of 2" when removing what the editor marks as removable is enough). A text the writer already
// numbered as a thread is told to go as the writer's own parts ("post it as your thread of 3").
import type { Platform, WeightedLength } from '../../schemas';
import type { BlockerOf } from '../concept';
import { hasThreads, platformPossessive } from '../../platformFacts/limits';
import { threadPlan, type ThreadPlan } from '../../post/threadPacking';
import { wholeNumber } from '../../text/numberWords';

export interface OverLimitPost {
  text: string;
  /** The text with links, handles and hashtags blanked (features.ts), where sentences are found. */
  prose: string;
  platform: Platform;
}

/** Over the limit as one post, or as one part of a thread (the thread gate's check). */
type OverLimitCode = 'over_limit' | 'thread_part_over_limit';

const count = wholeNumber;
const characters = (n: number) => `${count(n)} character${n === 1 ? '' : 's'}`;

/** What a thread of it takes: the writer's own parts, posted as they are or once a part is cut, or a split. */
function asThread(plan: ThreadPlan): string {
  const n = plan.parts.length;
  if (plan.kind === 'packed') return `split into a thread of ${n}`;
  const [first, ...more] = plan.over;
  if (!first) return `post it as your thread of ${n}`;
  if (more.length > 0) return `post it as your thread of ${n} once ${plan.over.length} of its parts fit`;
  return `post it as your thread of ${n} once part ${first.index + 1} is ${characters(first.by)} shorter`;
}

/** `cutFits`: cutting only what the editor marks as removable brings the post within the limit (cut to fit). */
export function overLimit(
  post: OverLimitPost,
  length: WeightedLength,
  limitStart: number,
  code: OverLimitCode = 'over_limit',
  cutFits = false,
): BlockerOf<OverLimitCode>[] {
  if (length.weighted <= length.limit) return [];
  const over = length.weighted - length.limit;
  const cut = `cut ${characters(over)}`;
  const where = `Over ${platformPossessive(post.platform)} ${count(length.limit)}`;
  let advice: string;
  if (code === 'thread_part_over_limit') {
    advice = `${cut} from this part, or split it in two`;
  } else {
    const plan = hasThreads(post.platform) ? threadPlan(post.text, post.prose, post.platform, length.limit) : undefined;
    // When cutting what the editor marks as removable is enough, the cut is said first: it is the fix offered,
    // and a split would leave a lone sentence in a post of its own. The writer's own numbered parts still lead.
    advice = !plan ? cut : cutFits && plan.kind === 'packed' ? `${cut}, or ${asThread(plan)}` : `${asThread(plan)}, or ${cut}`;
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
