// Contempt aimed at people: insults and calls to punish (shared/cues/contempt.ts).
import { CONTEMPT } from '../cues/contempt';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(CONTEMPT);

export const contemptConcept: Concept = {
  id: 'contempt',
  label: 'Insults',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct === 0) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    return {
      value: Math.min(2, 1 + 0.5 * (hits.distinct - 1)),
      spans: hits.spans,
      quote,
      blockers: [blockerAt(
        {
          code: 'contempt',
          severity: 'warn',
          message: `${quote} insults people; insults draw blocks and mutes and end the discussion.`,
          fix: 'Criticise the idea or the work in plain words and say what you would do instead.',
        },
        hits.spans,
      )],
    };
  },
  effect: { kind: 'rule', perUnit: -2, source: 'X Rules (abuse and harassment): insults can limit a post\'s visibility; readers block and mute contempt.' },
  heads: 'annoys',
  explain: {
    up: () => 'Criticises without insults.',
    down: (m) => `Drop ${m.quote}: criticise the idea or the work, not the people, and say what you would do instead.`,
  },
};
