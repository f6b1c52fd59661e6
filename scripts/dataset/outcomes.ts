// The outcomes a post is judged by in the evaluation, computed within one account's timeline:
//   likes_y        = log(1 + favorites), time-detrended (minus the median of the 25 posts before and after)
//   reply_ratio    = (replies + 1) / (favorites + 1), raw
//   reply_ratio_y  = log(reply_ratio), time-detrended the same way
// Detrending runs over the whole timeline (both halves of the split), because the trend is a property of
// the account's history, not of the text. Posts too short for the engine are then left out and counted.
import { codePointLength, TEXT_MIN } from '@preflight/engine';
import { detrend } from '@preflight/engine/lab';
import { idParity, type Timeline } from './twitterRatio';

export type Part = 'fit' | 'holdout';

export interface PostOutcome {
  author: string;
  statusId: string;
  /** Even status ids are fitted on, odd ones held out. */
  part: Part;
  text: string;
  /** When it was posted, ISO 8601 UTC: the engine scores it under the platform policies of its day. */
  postedAt: string;
  likesY: number;
  replyRatio: number;
  replyRatioY: number;
}

export interface AuthorOutcomes {
  author: string;
  posts: PostOutcome[];
  /** Original posts left out because their cleaned text is shorter than the engine accepts. */
  tooShort: number;
  /** "RT @" rows dropped when reading. */
  reposts: number;
}

export function authorOutcomes(timeline: Timeline): AuthorOutcomes {
  const { posts } = timeline;
  // A lone post has no neighbours to detrend against: such an account cannot be evaluated.
  if (posts.length < 2) return { author: timeline.author, posts: [], tooShort: 0, reposts: timeline.reposts };
  const likes = detrend(posts.map((p) => Math.log1p(p.favorites)));
  const replies = detrend(posts.map((p) => Math.log((p.replies + 1) / (p.favorites + 1))));
  const out: PostOutcome[] = [];
  let tooShort = 0;
  posts.forEach((p, i) => {
    if (codePointLength(p.text) < TEXT_MIN) {
      tooShort++;
      return;
    }
    out.push({
      author: p.author,
      statusId: p.statusId,
      part: idParity(p.statusId) === 'even' ? 'fit' : 'holdout',
      text: p.text,
      postedAt: p.createdAt.toISOString(),
      likesY: likes[i] as number,
      replyRatio: (p.replies + 1) / (p.favorites + 1),
      replyRatioY: replies[i] as number,
    });
  });
  return { author: timeline.author, posts: out, tooShort, reposts: timeline.reposts };
}
