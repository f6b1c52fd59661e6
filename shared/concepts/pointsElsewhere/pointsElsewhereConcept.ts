// Pointing elsewhere instead of saying it (shared/cues/pointsElsewhereCues.ts), and a colon that introduces a
// link ("Watch: https://…", "My statement on the vote: https://…"): the post labels a link instead of making
// its point. On the senators' and FiveThirtyEight's accounts such posts got clearly fewer likes.
import { POINTS_ELSEWHERE } from '../../cues/pointsElsewhereCues';
import { NONE, quoted, defineConcept } from '../concept';
import type { Span } from '../../schemas';
import { cueFinder } from '../../post/cueFinder';
import { wordsUnread } from '../../post/script';

const find = cueFinder(POINTS_ELSEWHERE);
/** A colon followed within a dozen words by the post's link. */
const INTRODUCES_LINK_WORDS = 12;

function colonBeforeLink(prose: string, urls: readonly Span[]): Span | undefined {
  for (const url of urls) {
    const before = prose.slice(0, url.start);
    // The full-width colon of Chinese and Japanese introduces a link the same way.
    const colon = Math.max(before.lastIndexOf(':'), before.lastIndexOf('：'));
    if (colon < 0 || (/\d/u.test(before[colon - 1] ?? '') && /\d/u.test(before[colon + 1] ?? ''))) continue; // a time, 18:00
    const between = before.slice(colon + 1).match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
    if (between <= INTRODUCES_LINK_WORDS) return { start: colon, end: colon + 1 };
  }
  return undefined;
}

export const pointsElsewhereConcept = defineConcept({
  id: 'points_elsewhere',
  label: 'Points elsewhere',
  measure: (ctx) => {
    // The labels are words of the cue languages; the colon before a link is read in any script.
    const hits = wordsUnread(ctx.f) ? { spans: [], distinct: 0 } : find(ctx);
    const spans = [...hits.spans];
    let n = hits.distinct;
    const colon = colonBeforeLink(ctx.f.prose, ctx.f.urls);
    if (colon && !spans.some((s) => s.start <= colon.start && s.end >= colon.end)) {
      spans.push(colon);
      n++;
    }
    if (n === 0) return NONE;
    spans.sort((a, b) => a.start - b.start);
    const words = spans.filter((s) => /\p{L}{2}/u.test(ctx.f.prose.slice(s.start, s.end)));
    return { value: Math.min(2, n), spans, quote: words.length > 0 ? quoted(ctx.f.text, words, 2) : 'a label and a link' };
  },
  effect: {
    kind: 'fitted',
    sign: -1,
    prior: -0.3,
    principle: 'A post that says its point in the feed beats one that sends readers elsewhere or reminds them of an older post.',
  },
  response: 'reach',
  dimension: 'hook_strength',
  explain: {
    up: () => 'Makes its point in the feed.',
    down: (m) => `Instead of ${m.quote}, say the news or the finding itself in the post.`,
  },
});
