// Clickbait and fake urgency (shared/cues/clickbait.ts).
import { CLICKBAIT } from '../cues/clickbait';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(CLICKBAIT);

export const clickbaitConcept: Concept = {
  id: 'clickbait',
  label: 'Clickbait or fake urgency',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct === 0) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    return {
      value: Math.min(2, hits.distinct),
      spans: hits.spans,
      quote,
      blockers: [blockerAt(
        {
          code: 'clickbait',
          severity: 'warn',
          message: `${quote} promises a surprise or presses for time instead of saying what it is.`,
          fix: 'Say the result or the offer itself: what happened, how much, until when.',
        },
        hits.spans,
      )],
    };
  },
  effect: { kind: 'rule', perUnit: -1, source: 'Facebook demotes withheld-information and exaggerated headlines (Newsroom, 2016 and 2017); readers learn to skip teasers.' },
  heads: 'annoys',
  explain: {
    up: () => 'Says what it is, no teaser.',
    down: (m) => `Replace ${m.quote} with the thing itself: the result, the number, the date.`,
  },
};
