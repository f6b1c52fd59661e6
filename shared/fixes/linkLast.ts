// link_last: a post that opens with a link says its point first and puts the link after it (before closing
// hashtags). Readers see words before they see an address, and the preview still shows.
import { blockersOf, type FixContext, type Rewrite } from './fixContext';
import { orderedEdits } from './textEdits';

/** What may stand between the link and the words: separators that only introduced the link. */
const LEAD = /^[\s:|>»→–—-]+/u;
/** Hashtags closing the post stay last. */
const CLOSING_TAGS = /(?:(?:^|\s+)[#＃][\p{L}\p{N}_]+)+\s*$/u;

export function linkLast(c: FixContext): Rewrite | undefined {
  if (c.result.thread) return undefined;
  const url = c.post.f.urls[0];
  if (!url || c.text.slice(0, url.start).trim() !== '') return undefined;
  const link = c.text.slice(url.start, url.end);
  const bodyStart = url.end + (c.text.slice(url.end).match(LEAD)?.[0].length ?? 0);
  const rest = c.text.slice(bodyStart).trimEnd();
  if (!/[\p{L}\p{N}]/u.test(rest.replace(CLOSING_TAGS, ''))) return undefined;
  const tags = rest.match(CLOSING_TAGS)?.[0] ?? '';
  const bodyEnd = bodyStart + rest.length - tags.length;
  const restEnd = bodyStart + rest.length;
  const body = rest.slice(0, rest.length - tags.length);
  const separator = body.includes('\n') ? '\n\n' : ' ';
  // The link and what led into it go from the start; the link comes back after the words, before the tags.
  const edits = orderedEdits([
    { start: 0, end: bodyStart, text: '' },
    { start: bodyEnd, end: bodyEnd, text: separator + link },
    { start: restEnd, end: c.text.length, text: '' },
  ]);
  const concept =
    blockersOf(c, 'bare_link').length > 0
      ? 'bare_link'
      : c.result.reasons.some((r) => r.concept === 'points_elsewhere')
        ? 'points_elsewhere'
        : 'link';
  return { kind: 'link_last', concept, label: 'Move the link after the text', text: `${body}${separator}${link}${tags}`, edits };
}
