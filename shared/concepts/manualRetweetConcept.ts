// Someone else's words: an old-style manual retweet ("RT @name: …", "MT @name") or a "via @name" credit
// carrying most of the post. In Tan, Lee & Pang's pairs the manual-retweet wording lost almost always.
import { NONE, defineConcept, inWords } from './concept';
import { matchSpans } from '../post/matches';

const FORWARDED = /(?<![\p{L}\p{N}])(?:RT|MT)\s*@\w+|(?<![\p{L}\p{N}])via\s+@\w+/giu;

export const manualRetweetConcept = defineConcept({
  id: 'manual_retweet',
  label: "Someone else's words",
  measure: (ctx) => {
    const spans = matchSpans(ctx.f.text, FORWARDED);
    return spans.length === 0 ? NONE : { value: 1, spans };
  },
  effect: { kind: 'fitted', sign: -1, prior: -0.5, principle: "Your own words beat forwarding someone else's." },
  response: 'reach',
  explain: inWords('In your own words.', 'Say it in your own words and quote or repost the original instead of "RT @…".'),
});
