// Audience: how well the post meets the persona it is written for (shared/resonance.ts). Without a persona
// there is nothing to match and the concept is silent; a post that shows no topic at all is neutral too.
import { audienceResonance, NEUTRAL_RESONANCE } from '../resonance';
import { audienceOf } from '../drafter/audience';
import { NONE, quoted, defineConcept } from './concept';
import type { PostContext } from '../post/postContext';

const who = (ctx: PostContext) => audienceOf(ctx.persona)?.phrase ?? 'your audience';

export const audienceConcept = defineConcept({
  id: 'audience',
  label: 'Fit with your audience',
  measure: (ctx) => {
    const r = audienceResonance(ctx.f, ctx.persona);
    if (!r) return NONE;
    const value = (r.score - NEUTRAL_RESONANCE) / NEUTRAL_RESONANCE;
    return r.spans.length === 0 ? { value, spans: [] } : { value, spans: r.spans, quote: quoted(ctx.f.text, r.spans) };
  },
  effect: {
    kind: 'rule',
    perUnit: 0.8,
    source: "Design choice: a post squarely on the persona's topic and register gains as much as a concrete detail.",
  },
  response: 'reach',
  explain: {
    up: (m, ctx) => `Speaks to ${who(ctx)}: ${m.quote ?? ''}.`,
    down: (m, ctx) =>
      m.quote
        ? `About ${m.quote}, not the topics of ${who(ctx)}: say what it means for them, or check the audience.`
        : `Speak to ${who(ctx)}: use their words for the topic and match their register.`,
  },
});
