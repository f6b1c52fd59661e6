// The head of a thread is all that non-followers see: "1/ a thread 🧵👇" gives them nothing.
import { NONE, held, defineConcept, inWords } from './concept';

export const threadHeadConcept = defineConcept({
  id: 'thread_head',
  label: 'Thread opener',
  blockers: { thread_head_not_standalone: 'first post needs context' },
  measure: (ctx) => {
    const text = ctx.f.text;
    if (!ctx.opensThread || ctx.standsAlone) return NONE;
    return held(
      { value: 1, spans: [{ start: 0, end: text.length }] },
      {
        code: 'thread_head_not_standalone',
        message: 'Only the first post of a thread is shown to non-followers, and this one does not make a point on its own.',
        fix: 'Put the main claim or result in the first post; leave "1/" and 🧵 as extras, not the content.',
      },
    );
  },
  effect: { kind: 'rule', perUnit: -1.5, source: "X shows only a thread's head outside the author's followers; the rest are replies." },
  response: 'reach',
  dimension: 'hook_strength',
  explain: inWords(
    'The first post stands on its own.',
    'Put the main claim or result in the first post: it is the only one non-followers see.',
  ),
});
