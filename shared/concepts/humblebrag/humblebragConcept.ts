// Humblebrag and announcement filler (shared/concepts/humblebrag/humblebragCues.ts). One phrase ("honored to meet…") is ordinary
// and costs little; a stack of them holds the post.
import { HUMBLEBRAG } from './humblebragCues';
import { lexiconConcept } from '../cueConcept';

/** One phrase of feeling costs a quarter of a stack's unit. */
const ONE_PHRASE = 0.25;

export const humblebragConcept = lexiconConcept({
  id: 'humblebrag',
  label: 'Feelings instead of the news',
  lexicon: HUMBLEBRAG,
  value: (hits) => (hits.distinct >= 2 ? Math.min(2, hits.distinct) : ONE_PHRASE),
  blocker: {
    code: 'humblebrag',
    name: 'humblebrag',
    when: (hits) => hits.distinct >= 2,
    message: (quote) => `${quote}: the post stacks feelings about the news before saying the news.`,
    fix: 'Lead with what happened and one concrete detail; one word of feeling is enough.',
  },
  effect: {
    kind: 'rule',
    perUnit: -0.6,
    source:
      'Sezer, Gino & Norton (JPSP 2018): humblebragging is liked less than plain news; one phrase costs a little, a stack costs more.',
  },
  response: 'reach',
  readsWords: true,
  explain: {
    up: () => 'Gets to the news without ceremony.',
    down: (m) => `Cut ${m.quote} and lead with the news itself: what happened, and one concrete detail.`,
  },
});
