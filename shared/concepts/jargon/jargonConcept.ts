// Jargon and stock phrases (shared/concepts/jargon/jargonCues.ts).
import { JARGON } from './jargonCues';
import { lexiconConcept } from '../cueConcept';

export const jargonConcept = lexiconConcept({
  id: 'jargon',
  label: 'Jargon and stock phrases',
  lexicon: JARGON,
  value: (hits) => Math.min(3, hits.distinct),
  blocker: {
    code: 'jargon',
    name: 'jargon',
    when: (hits) => hits.distinct >= 2,
    message: (quote) => `${quote} are stock phrases that say little; readers skim past them.`,
    fix: 'Say it the way you would to a colleague: what you did and what changed.',
  },
  effect: {
    kind: 'rule',
    perUnit: -0.6,
    source: 'Plain-language guides (Orwell 1946; plain-language standards): each stock phrase costs attention; capped at three.',
  },
  response: 'reach',
  readsWords: true,
  dimension: 'clarity',
  explain: {
    up: () => 'Plain words, no jargon.',
    down: (m) => `Swap ${m.quote} for plain words: what you did and what changed.`,
  },
});
