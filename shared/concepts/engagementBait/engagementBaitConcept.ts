// Engagement bait: asking for likes, reposts, follows or comments for nothing in return (shared/cues/engagementBaitCues.ts).
import { ENGAGEMENT_BAIT } from '../../cues/engagementBaitCues';
import { NONE, blockerAt, quoted, defineConcept } from '../concept';
import { cueFinder } from '../../post/cueFinder';

const find = cueFinder(ENGAGEMENT_BAIT);

export const engagementBaitConcept = defineConcept({
  id: 'engagement_bait',
  label: 'Engagement bait',
  blockers: { engagement_bait: 'engagement bait' },
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct === 0) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    const where = ctx.platform === 'x' ? 'X labels it for spam filtering' : 'platforms demote it';
    return {
      value: Math.min(2, 1 + 0.5 * (hits.distinct - 1)),
      spans: hits.spans,
      quote,
      // One blocker per phrase, so each is marked where it stands and no innocent words between them are.
      blockers: hits.spans.map((span) =>
        blockerAt(
          {
            code: 'engagement_bait',
            severity: 'block',
            message: `${quoted(ctx.f.text, [span])} asks for engagement in exchange for nothing; ${where}.`,
            fix: 'Remove the request and give readers a reason to engage: a specific question, a useful detail, or a clear opinion.',
          },
          [span],
        ),
      ),
    };
  },
  effect: {
    kind: 'rule',
    perUnit: -3,
    source: 'X spam policy, Meta and LinkedIn feed rules demote engagement bait; editors reject it outright.',
  },
  response: 'annoys',
  explain: {
    up: () => 'No engagement bait.',
    down: (m) =>
      `Remove ${m.quote}: asking for likes or shares gives readers nothing and reads as spam. Give them a reason to engage instead.`,
  },
});
