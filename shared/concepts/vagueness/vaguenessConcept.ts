// Vague wording (shared/concepts/vagueness/vaguenessCues.ts): amounts, things and outcomes left unnamed. A concrete detail in
// the same post halves the cost: "a lot faster: 41 minutes to 6" is fine. A platitude (shared/concepts/vagueness/platitude.ts)
// is vague all through: it is held for a revision like two vague phrases are.
import { VAGUENESS } from './vaguenessCues';
import { NONE, held, quoted, defineConcept } from '../concept';
import { cueFinder } from '../../post/cueFinder';
import { platitudeSpans } from './platitude';

const find = cueFinder(VAGUENESS);

export const vaguenessConcept = defineConcept({
  id: 'vagueness',
  label: 'Vague wording',
  blockers: { vague: 'vague words' },
  measure: (ctx) => {
    const hits = find(ctx);
    const platitude = platitudeSpans(ctx);
    if (hits.spans.length === 0 && platitude.length === 0) return NONE;
    const vague = Math.min(2, hits.distinct) * (ctx.f.numbers.length > 0 ? 0.5 : 1);
    const value = Math.min(2, vague + (platitude.length > 0 ? 1 : 0));
    const spans = [...hits.spans, ...platitude].sort((a, b) => a.start - b.start);
    const quote = quoted(ctx.f.text, spans);
    const holds = platitude.length > 0 || (hits.distinct >= 2 && ctx.f.numbers.length === 0);
    if (!holds) return { value, spans, quote };
    const message =
      platitude.length > 0
        ? `${quote} could be said of anything: the post names no person, number, place or event, so a reader learns nothing.`
        : `${quote} leave the reader guessing: how much, what exactly?`;
    return held(
      { value, spans, quote },
      { code: 'vague', message, fix: 'Name the number, the thing or the example: "41 minutes to 6", not "a lot faster".' },
    );
  },
  effect: {
    kind: 'rule',
    perUnit: -0.7,
    source: 'Strunk & White ("use definite, specific, concrete language"); GOV.UK plain-language guidance.',
  },
  response: 'reach',
  readsWords: true,
  dimension: 'clarity',
  explain: {
    up: () => 'Precise wording.',
    down: (m) => `Add the specifics: ${m.quote} — how much, what exactly? A number or a name makes it believable.`,
  },
});
