// A shared voice: writing as "we" and "our", a team or a community speaking with its readers. On the
// senators' and FiveThirtyEight's accounts such posts got more likes; the fit keeps it only while that holds
// on accounts it did not see.
import { NONE, defineConcept, inWords } from './concept';
import type { Span } from '../schemas';
import { wordsByLanguage } from '../cues/cueLanguages';

/** "We" in each language the editor reads, read in the post's own ("nos" is "our" in French, "us" in Spanish). */
const WE = wordsByLanguage({
  en: ['we', 'our', 'ours', 'us', "we're", "we've", "we'll"],
  de: ['wir', 'uns', 'unser', 'unsere', 'unseren', 'unserem', 'unserer'],
  es: ['nosotros', 'nosotras', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'nos'],
  fr: ['nous', 'notre', 'nos'],
  pt: ['nós', 'nosso', 'nossa', 'nossos', 'nossas'],
  it: ['noi', 'nostro', 'nostra', 'nostri', 'nostre'],
});

export const sharedVoiceConcept = defineConcept({
  id: 'shared_voice',
  label: 'A shared voice',
  measure: (ctx) => {
    const spans: Span[] = [];
    const we = WE(ctx.f.cueReading);
    ctx.f.words.forEach((w, i) => {
      if (we.has(w)) spans.push(ctx.f.wordSpans[i] as Span);
    });
    return spans.length === 0 ? NONE : { value: Math.min(2, spans.length), spans };
  },
  effect: { kind: 'fitted', sign: 1, prior: 0, principle: 'Speaking as "we" invites readers into a shared effort.' },
  response: 'reach',
  readsWords: true,
  explain: inWords('Speaks as "we": readers feel part of it.', 'Say who is doing it: "we" invites readers in.'),
});
