// Jargon and stock phrases (shared/cues/jargon.ts).
import { JARGON } from '../cues/jargon';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(JARGON);

export const jargonConcept: Concept = {
  id: 'jargon',
  label: 'Jargon and stock phrases',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct === 0) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    return {
      value: Math.min(3, hits.distinct),
      spans: hits.spans,
      quote,
      ...(hits.distinct >= 2
        ? {
            blockers: [blockerAt(
              {
                code: 'jargon',
                severity: 'warn',
                message: `${quote} are stock phrases that say little; readers skim past them.`,
                fix: 'Say it the way you would to a colleague: what you did and what changed.',
              },
              hits.spans,
            )],
          }
        : {}),
    };
  },
  effect: { kind: 'rule', perUnit: -0.6, source: 'Plain-language guides (Orwell 1946; plain-language standards): each stock phrase costs attention; capped at three.' },
  heads: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Plain words, no jargon.',
    down: (m) => `Swap ${m.quote} for plain words: what you did and what changed.`,
  },
};
