// Slurs and profanity, matched by the obscenity library's English dataset (shared/concepts/offensiveLanguage/offensiveLanguage.ts).
// The dataset is English, so it reads only a post that may be English: in a Spanish post "negro" is the
// colour black, in a German one "dick" means thick, and neither is the English word it spells. A post in a
// script without Latin letters is read too: the Latin words in it are loans, most often English ones.
import { offensiveLanguage } from './offensiveLanguage';
import { NONE, defineConcept } from '../concept';
import { readingLanguages } from '../../cues/cueLanguages';

export const offensiveLanguageConcept = defineConcept({
  id: 'offensive_language',
  label: 'Offensive language',
  blockers: { offensive_language: 'offensive words' },
  measure: (ctx) => {
    if (ctx.f.script === 'latin' && !readingLanguages(ctx.f.cueReading).includes('en')) return NONE;
    const found = offensiveLanguage(ctx.f.prose);
    const first = found.find((b) => b.severity === 'block') ?? found[0];
    if (!first) return NONE;
    const spans = found.flatMap((b) => (b.span ? [b.span] : []));
    return {
      value: first.severity === 'block' ? 1 : 0.35,
      spans,
      blockers: found,
      quote: first.severity === 'block' ? 'slur' : 'profanity',
    };
  },
  effect: {
    kind: 'rule',
    perUnit: -3,
    source: "Slurs break every platform's rules (a slur costs the full effect); profanity narrows who shares a post (about a third of it).",
  },
  response: 'annoys',
  explain: {
    up: () => 'No offensive language.',
    down: (m) =>
      m.quote === 'slur'
        ? 'Remove the slur: posts with slurs are reported, limited or removed.'
        : 'Swap the swear word for a plain one unless it is the point: profanity narrows who will share the post.',
  },
});
