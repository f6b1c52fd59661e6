// A shared voice: writing as "we" and "our", a team or a community speaking with its readers. On the
// senators' and FiveThirtyEight's accounts such posts got more likes; the fit keeps it only while that holds
// on accounts it did not see.
import { NONE, defineConcept, inWords } from './concept';
import type { Span } from '../schemas';

const WE = new Set(['we', 'our', 'ours', 'us', "we're", "we've", "we'll", 'wir', 'uns', 'unser', 'unsere', 'nosotros', 'nuestro', 'nuestra', 'nous', 'notre', 'nos']);

export const sharedVoiceConcept = defineConcept({
  id: 'shared_voice',
  label: 'A shared voice',
  measure: (ctx) => {
    const spans: Span[] = [];
    ctx.f.words.forEach((w, i) => {
      if (WE.has(w)) spans.push(ctx.f.wordSpans[i] as Span);
    });
    return spans.length === 0 ? NONE : { value: Math.min(2, spans.length), spans };
  },
  effect: { kind: 'fitted', sign: 1, prior: 0, principle: 'Speaking as "we" invites readers into a shared effort.' },
  heads: 'reach',
  readsWords: true,
  explain: inWords('Speaks as "we": readers feel part of it.', 'Say who is doing it: "we" invites readers in.'),
});
