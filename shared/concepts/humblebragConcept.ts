// Humblebrag and announcement filler (shared/cues/humblebrag.ts).
import { HUMBLEBRAG } from '../cues/humblebrag';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(HUMBLEBRAG);

export const humblebragConcept: Concept = {
  id: 'humblebrag',
  label: 'Feelings instead of the news',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct === 0) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    const value = Math.min(2, hits.distinct);
    return {
      value,
      spans: hits.spans,
      quote,
      ...(hits.distinct >= 2
        ? {
            blockers: [blockerAt(
              {
                code: 'humblebrag',
                severity: 'warn',
                message: `${quote}: the post stacks feelings about the news before saying the news.`,
                fix: 'Lead with what happened and one concrete detail; one word of feeling is enough.',
              },
              hits.spans,
            )],
          }
        : {}),
    };
  },
  effect: { kind: 'rule', perUnit: -0.6, source: 'Sezer, Gino & Norton (JPSP 2018): humblebragging is liked less than plain news; one phrase costs a little, a stack costs more.' },
  heads: 'reach',
  explain: {
    up: () => 'Gets to the news without ceremony.',
    down: (m) => `Cut ${m.quote} and lead with the news itself: what happened, and one concrete detail.`,
  },
};
