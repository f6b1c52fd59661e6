// Audience: how well the post meets the persona it is written for (shared/resonance.ts). Without a persona
// there is nothing to match and the concept is silent.
import { audienceResonance, NEUTRAL_RESONANCE } from '../resonance';
import { NONE, type Concept } from './concept';

export const audienceConcept: Concept = {
  id: 'audience',
  label: 'Fit with your audience',
  measure: (ctx) => {
    const r = audienceResonance(ctx.f, ctx.persona);
    if (!r) return NONE;
    return { value: (r.score - NEUTRAL_RESONANCE) / NEUTRAL_RESONANCE, spans: [], quote: r.matchedTerms.join(', ') };
  },
  effect: { kind: 'rule', perUnit: 0.8, source: 'Design choice: a post squarely on the persona\'s topic and register gains as much as a concrete detail.' },
  heads: 'reach',
  explain: {
    up: () => 'Speaks to your audience\'s topic and register.',
    down: () => 'Speak to your audience: use their words for the topic and match their register.',
  },
};
