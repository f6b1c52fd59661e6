// Hashtags, by each platform's own norm: X advises one or two; LinkedIn recommends three to five; Threads
// turns only one tag per post into a topic; Mastodon and Bluesky use tags for discovery, so a few more are normal.
import type { Platform } from '../schemas';
import { NONE, held, defineConcept } from './concept';

interface HashtagNorm {
  normal: number;
  block: number;
  source: string;
}

export const HASHTAG_NORMS: Record<Platform, HashtagNorm> = {
  x: { normal: 2, block: 6, source: 'X Help, "How to use hashtags": no more than one or two' },
  linkedin: { normal: 5, block: 10, source: 'LinkedIn Help: three to five relevant hashtags' },
  threads: { normal: 1, block: 6, source: 'Threads: one topic tag per post' },
  bluesky: { normal: 3, block: 8, source: 'Design choice: tags are for discovery; a few are normal' },
  mastodon: { normal: 5, block: 10, source: 'Mastodon: hashtags are the way posts are found; a few are normal' },
};

export const hashtagsConcept = defineConcept({
  id: 'hashtags',
  label: 'Too many hashtags',
  blockers: { too_many_hashtags: 'too many hashtags' },
  measure: (ctx) => {
    const n = ctx.f.hashtags.length;
    const norm = HASHTAG_NORMS[ctx.platform];
    if (n <= norm.normal) return NONE;
    const extra = ctx.f.hashtags.slice(norm.normal);
    return held(
      { value: Math.min(2, (n - norm.normal) / 2), spans: extra, quote: String(n) },
      {
        code: 'too_many_hashtags',
        severity: n >= norm.block ? 'block' : 'warn',
        message: `${n} hashtags; more than ${norm.normal} on this platform reads as spam.`,
        fix: `Keep the ${norm.normal === 1 ? 'one hashtag' : `${norm.normal} hashtags`} people actually follow and drop the rest.`,
      },
    );
  },
  effect: {
    kind: 'rule',
    perUnit: -0.8,
    source: "Each platform's hashtag norm (HASHTAG_NORMS); every two tags beyond it cost a unit, capped at two.",
  },
  response: 'annoys',
  dimension: 'clarity',
  explain: {
    up: () => 'Hashtags in moderation.',
    down: (_m, ctx) =>
      `Keep at most ${HASHTAG_NORMS[ctx.platform].normal} ` +
      `hashtag${HASHTAG_NORMS[ctx.platform].normal === 1 ? '' : 's'} that people follow and drop the rest.`,
  },
});
