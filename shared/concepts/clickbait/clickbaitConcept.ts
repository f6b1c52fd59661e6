// Clickbait and fake urgency (shared/concepts/clickbait/clickbaitCues.ts).
import { CLICKBAIT } from './clickbaitCues';
import { lexiconConcept } from '../cueConcept';

export const clickbaitConcept = lexiconConcept({
  id: 'clickbait',
  label: 'Clickbait or fake urgency',
  lexicon: CLICKBAIT,
  value: (hits) => Math.min(2, hits.distinct),
  blocker: {
    code: 'clickbait',
    name: 'clickbait',
    message: (quote) => `${quote} promises a surprise or presses for time instead of saying what it is.`,
    fix: 'Say the result or the offer itself: what happened, how much, until when.',
  },
  effect: {
    kind: 'rule',
    perUnit: -1,
    source: 'Facebook demotes withheld-information and exaggerated headlines (Newsroom, 2016 and 2017); readers learn to skip teasers.',
  },
  response: 'annoys',
  readsWords: true,
  explain: {
    up: () => 'Says what it is, no teaser.',
    down: (m) => `Replace ${m.quote} with the thing itself: the result, the number, the date.`,
  },
});
