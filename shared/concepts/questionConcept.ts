// Questions: a specific question gives readers something to answer from their own experience; a generic
// closer ("Thoughts?", "Let me know!") asks nothing in particular. One concept, signed by the kind of question.
import { NONE, defineConcept, inWords } from './concept';

export const questionConcept = defineConcept({
  id: 'question',
  label: 'The question',
  measure: (ctx) => {
    const span = ctx.f.questionSpan;
    if (ctx.f.question === 'specific') return { value: 0.5, spans: span ? [span] : [] };
    if (ctx.f.question === 'generic') return { value: -1, spans: span ? [span] : [] };
    return NONE;
  },
  effect: {
    kind: 'rule',
    perUnit: 0.4,
    source: "X's ranker weighs a reply 10× a like (param.rs); a specific question earns replies, a generic closer few and some eye-rolls.",
  },
  response: 'replies',
  dimension: 'reply_trigger_score',
  explain: inWords(
    'A specific question gives readers something to answer.',
    'Ask something specific instead of a generic closer: a question readers can answer from their own experience.',
  ),
});
