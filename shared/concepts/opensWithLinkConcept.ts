// A post that opens with a link shows the reader an address where its first words should be: the first line is
// what stops the scroll, and an address says nothing until it is opened. Said first, the point does the work
// and the link still gets its preview after it (the link_last fix moves it there).
import { NONE, defineConcept, inWords } from './concept';

export const opensWithLinkConcept = defineConcept({
  id: 'opens_with_link',
  label: 'Opens with a link',
  measure: (ctx) => {
    const first = ctx.f.urls[0];
    if (!first || ctx.f.text.slice(0, first.start).trim() !== '') return NONE;
    // A post that is only a link is the bare_link concept's; this one is about the words that come after it.
    return /[\p{L}\p{N}]/u.test(ctx.f.prose.slice(first.end)) ? { value: 1, spans: [first] } : NONE;
  },
  effect: {
    kind: 'rule',
    perUnit: -0.2,
    source: 'Editorial rule: lead with the point; a first line that is an address is a weak opening, whatever the link.',
  },
  response: 'reach',
  dimension: 'hook_strength',
  explain: inWords(
    'Opens with its own words.',
    'Say your point first and put the link after it: an address says nothing until it is opened.',
  ),
});
