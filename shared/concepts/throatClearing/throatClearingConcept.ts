// Throat-clearing openers (shared/concepts/throatClearing/throatClearingCues.ts): the point is not in the first line.
import { THROAT_CLEARING } from './throatClearingCues';
import { NONE, held, quoted, defineConcept } from '../concept';
import { cueFinder } from '../../post/cueFinder';

const find = cueFinder(THROAT_CLEARING);
/** How far into the post an opener still delays the point (UTF-16 units, about the first line on a phone). */
const OPENING = 60;

export const throatClearingConcept = defineConcept({
  id: 'throat_clearing',
  label: 'The point is buried',
  blockers: { throat_clearing: 'slow start' },
  measure: (ctx) => {
    const start = ctx.f.text.length - ctx.f.text.trimStart().length;
    const spans = find(ctx).spans.filter((s) => s.start - start < OPENING);
    if (spans.length === 0) return NONE;
    const quote = quoted(ctx.f.text, spans, 1);
    return held(
      { value: 1, spans, quote },
      {
        code: 'throat_clearing',
        message: `The post opens with ${quote} instead of its point; most readers see only the first line.`,
        fix: 'Start with the conclusion or the result, then give the background.',
      },
    );
  },
  effect: { kind: 'rule', perUnit: -1, source: 'The inverted pyramid of news writing; feeds show the first line or two before "more".' },
  response: 'reach',
  readsWords: true,
  dimension: 'hook_strength',
  explain: {
    up: () => 'Opens with the point.',
    down: (m) => `Cut ${m.quote} and open with your conclusion: most readers only see the first line.`,
  },
});
