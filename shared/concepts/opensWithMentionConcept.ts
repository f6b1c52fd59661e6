// A post that opens with a handle reads as a reply to someone: readers who do not know them scroll past.
import { NONE, defineConcept, inWords } from './concept';

export const opensWithMentionConcept = defineConcept({
  id: 'opens_with_mention',
  label: 'Opens with a handle',
  measure: (ctx) => {
    const first = ctx.f.mentions[0];
    return ctx.f.startsWithMention && first ? { value: 1, spans: [first] } : NONE;
  },
  effect: { kind: 'fitted', sign: -1, prior: 0, principle: 'An opening handle makes a post read as a reply to someone else.' },
  response: 'reach',
  dimension: 'hook_strength',
  explain: inWords('Opens with its own words.', 'Start with your point, not a handle: an opening @name reads as a reply to someone else.'),
});
