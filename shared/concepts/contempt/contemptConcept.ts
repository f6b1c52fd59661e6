// Contempt aimed at people: insults and calls to punish (shared/concepts/contempt/contemptCues.ts).
import { CONTEMPT } from './contemptCues';
import { lexiconConcept } from '../cueConcept';

export const contemptConcept = lexiconConcept({
  id: 'contempt',
  label: 'Insults',
  lexicon: CONTEMPT,
  value: (hits) => Math.min(2, 1 + 0.5 * (hits.distinct - 1)),
  blocker: {
    code: 'contempt',
    name: 'contempt',
    message: (quote) => `${quote} insults people; insults draw blocks and mutes and end the discussion.`,
    fix: 'Criticise the idea or the work in plain words and say what you would do instead.',
  },
  effect: {
    kind: 'rule',
    perUnit: -2,
    source: "X Rules (abuse and harassment): insults can limit a post's visibility; readers block and mute contempt.",
  },
  response: 'annoys',
  readsWords: true,
  explain: {
    up: () => 'Criticises without insults.',
    down: (m) => `Drop ${m.quote}: criticise the idea or the work, not the people, and say what you would do instead.`,
  },
});
