// Hedging (shared/cues/hedging.ts): one qualifier can be honest; each one after it takes the claim back.
import { HEDGING } from '../cues/hedging';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(HEDGING);
/** The first hedge costs a quarter of a later one. */
const FIRST_HEDGE = 0.25;

export const hedgingConcept: Concept = {
  id: 'hedging',
  label: 'Hedging',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.spans.length === 0) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    const n = hits.spans.length;
    return {
      value: FIRST_HEDGE + Math.min(2, n - 1),
      spans: hits.spans,
      quote,
      ...(n >= 2
        ? {
            blockers: [blockerAt(
              {
                code: 'hedging',
                severity: 'warn',
                message: `${quote}: so many qualifiers that the claim is taken back.`,
                fix: 'State the claim plainly and give the evidence; keep at most one qualifier where you really are unsure.',
              },
              hits.spans,
            )],
          }
        : {}),
    };
  },
  effect: { kind: 'rule', perUnit: -0.6, source: 'Strunk & White ("avoid a succession of loose qualifiers"); Pinker, The Sense of Style, on compulsive hedging.' },
  heads: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Commits to the claim.',
    down: (m) => `Commit to the claim: drop ${m.quote} and give the evidence instead.`,
  },
};
