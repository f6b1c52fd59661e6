// Hedging (shared/concepts/hedging/hedgingCues.ts): one qualifier can be honest; each one after it takes the claim back.
import { HEDGING } from './hedgingCues';
import { lexiconConcept } from '../cueConcept';

/** The first hedge costs a quarter of a later one. */
const FIRST_HEDGE = 0.25;

export const hedgingConcept = lexiconConcept({
  id: 'hedging',
  label: 'Hedging',
  lexicon: HEDGING,
  value: (hits) => FIRST_HEDGE + Math.min(2, hits.spans.length - 1),
  blocker: {
    code: 'hedging',
    name: 'hedging',
    when: (hits) => hits.spans.length >= 2,
    message: (quote) => `${quote}: so many qualifiers that the claim is taken back.`,
    fix: 'State the claim plainly and give the evidence; keep at most one qualifier where you really are unsure.',
  },
  effect: {
    kind: 'rule',
    perUnit: -0.6,
    source: 'Strunk & White ("avoid a succession of loose qualifiers"); Pinker, The Sense of Style, on compulsive hedging.',
  },
  response: 'reach',
  readsWords: true,
  dimension: 'clarity',
  explain: {
    up: () => 'Commits to the claim.',
    down: (m) => `Commit to the claim: drop ${m.quote} and give the evidence instead.`,
  },
});
