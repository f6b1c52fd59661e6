// Vague wording (shared/cues/vagueness.ts): amounts, things and outcomes left unnamed. A concrete detail in
// the same post halves the cost: "a lot faster: 41 minutes to 6" is fine.
import { VAGUENESS } from '../cues/vagueness';
import { lexiconConcept } from './cueConcept';

export const vaguenessConcept = lexiconConcept({
  id: 'vagueness',
  label: 'Vague wording',
  lexicon: VAGUENESS,
  value: (hits, ctx) => Math.min(2, hits.distinct) * (ctx.f.numbers.length > 0 ? 0.5 : 1),
  blocker: {
    code: 'vague',
    when: (hits, ctx) => hits.distinct >= 2 && ctx.f.numbers.length === 0,
    message: (quote) => `${quote} leave the reader guessing: how much, what exactly?`,
    fix: 'Name the number, the thing or the example: "41 minutes to 6", not "a lot faster".',
  },
  effect: { kind: 'rule', perUnit: -0.7, source: 'Strunk & White ("use definite, specific, concrete language"); GOV.UK plain-language guidance.' },
  heads: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Precise wording.',
    down: (m) => `Add the specifics: ${m.quote} — how much, what exactly? A number or a name makes it believable.`,
  },
});
