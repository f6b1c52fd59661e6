// Unfinished: a placeholder left in the post (a slot such as "[what you measured]" a draft left for the writer),
// keyboard mash, or no words beside its tags (shared/concepts/unfinished/unfinished.ts). Like a post over the limit, it
// cannot go out as it is, so it costs what an over-limit post costs: it ranks below its own finished version
// (and below a plain statement of the same point) whatever else it does well.
import { NONE, quoted, defineConcept } from '../concept';
import { unfinished } from './unfinished';

export const unfinishedConcept = defineConcept({
  id: 'unfinished',
  label: 'Unfinished',
  blockers: { placeholder: 'a placeholder left in', not_words: 'not words' },
  measure: (ctx) => {
    const left = unfinished(ctx);
    if (left.blockers.length === 0) return NONE;
    return { value: 1, spans: left.spans, quote: quoted(ctx.f.text, left.spans), blockers: left.blockers };
  },
  effect: {
    kind: 'rule',
    perUnit: -3,
    source:
      'A post with a part left to fill in is not finished: it ranks below its finished version whatever ' +
      'else it does well, as a post over the limit does.',
  },
  response: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Finished: nothing left to fill in.',
    down: (m) =>
      m.quote && m.blockers?.some((b) => b.code === 'placeholder')
        ? `Replace ${m.quote} with what you mean to say: the post is not finished.`
        : 'Say something a reader can use: what happened, what you learned or what you need.',
  },
});
