// Vague wording (shared/cues/vagueness.ts): amounts, things and outcomes left unnamed. A concrete detail in
// the same post halves the cost: "a lot faster: 41 minutes to 6" is fine.
import { VAGUENESS } from '../cues/vagueness';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(VAGUENESS);

export const vaguenessConcept: Concept = {
  id: 'vagueness',
  label: 'Vague wording',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct === 0) return NONE;
    const concrete = ctx.f.numbers.length > 0;
    const quote = quoted(ctx.f.text, hits.spans);
    return {
      value: Math.min(2, hits.distinct) * (concrete ? 0.5 : 1),
      spans: hits.spans,
      quote,
      ...(hits.distinct >= 2 && !concrete
        ? {
            blockers: [blockerAt(
              {
                code: 'vague',
                severity: 'warn',
                message: `${quote} leave the reader guessing: how much, what exactly?`,
                fix: 'Name the number, the thing or the example: "41 minutes to 6", not "a lot faster".',
              },
              hits.spans,
            )],
          }
        : {}),
    };
  },
  effect: { kind: 'rule', perUnit: -0.7, source: 'Strunk & White ("use definite, specific, concrete language"); GOV.UK plain-language guidance.' },
  heads: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Precise wording.',
    down: (m) => `Add the specifics: ${m.quote} — how much, what exactly? A number or a name makes it believable.`,
  },
};
