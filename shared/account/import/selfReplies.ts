// A post whose text is nothing but a link, written a few minutes after another post of the account, is how a
// writer adds "the link below" to a post or a thread: a reply to themselves. X's content export does not mark
// a reply to oneself (it drops the self-mention), so such a row reads like an original post; but it reaches
// those who open the post above it, not the followers, and its views would drag the account's usual down.
// It is kept out of the history, as replies are, and said so.
import type { AccountPost } from '../accountPost';
import { exactTime } from './postTime';

/**
 * How soon after the account's previous post a link-only post counts as its continuation. X's thread composer
 * posts a thread's parts seconds apart, and a writer adding a link under a post does so within minutes; a
 * link posted on its own later is a post of its own (a photo alone is a link in the export, too).
 */
export const SELF_REPLY_WITHIN_MS = 5 * 60_000;

/** Only links (X writes a post's media as a t.co link too) and spaces. */
const LINK_ONLY = /^\s*(?:https?:\/\/\S+\s*)+$/i;

export function isLinkOnly(text: string): boolean {
  return LINK_ONLY.test(text);
}

/** A moment of the account's timeline: one of its posts or replies, to the second. */
export interface TimelineEntry {
  at: number;
  postId: string;
}

/**
 * The link-only posts of `posts` that follow another post or reply of the account (`replies`, left out
 * already) within SELF_REPLY_WITHIN_MS, each with the seconds since that one. Posts whose time is only a
 * stand-in for their day are never taken for one: their minutes are not known.
 */
export function linkOnlySelfReplies(posts: readonly AccountPost[], replies: readonly TimelineEntry[]): Map<string, number> {
  const found = new Map<string, number>();
  if (!posts.some((p) => isLinkOnly(p.text))) return found;
  const timeline: (TimelineEntry & { linkOnly: boolean })[] = [...replies.map((r) => ({ ...r, linkOnly: false }))];
  for (const post of posts) {
    const at = exactTime(post, post.post_id);
    if (at !== undefined) timeline.push({ at, postId: post.post_id, linkOnly: isLinkOnly(post.text) });
  }
  timeline.sort((a, b) => a.at - b.at || (a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0));
  for (let i = 1; i < timeline.length; i++) {
    const entry = timeline[i]!;
    const gap = entry.at - timeline[i - 1]!.at;
    if (entry.linkOnly && gap <= SELF_REPLY_WITHIN_MS) found.set(entry.postId, Math.round(gap / 1000));
  }
  return found;
}
