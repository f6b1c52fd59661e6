// Several unrelated points in one post (shared/cues/topicSwitch.ts): one connector is normal, a chain is not.
import { TOPIC_SWITCH } from '../cues/topicSwitch';
import { NONE, blockerAt, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(TOPIC_SWITCH);

export const topicSwitchConcept: Concept = {
  id: 'topic_switch',
  label: 'More than one point',
  measure: (ctx) => {
    const hits = find(ctx);
    if (hits.distinct < 2) return NONE;
    const quote = quoted(ctx.f.text, hits.spans);
    return {
      value: Math.min(2, hits.distinct - 1),
      spans: hits.spans,
      quote,
      blockers: [blockerAt(
        {
          code: 'topic_switch',
          severity: 'warn',
          message: `${quote} bolt unrelated points together; none of them gets the reader's attention.`,
          fix: 'Keep the one point that matters most and post the others separately.',
        },
        hits.spans,
      )],
    };
  },
  effect: { kind: 'rule', perUnit: -0.8, source: 'One idea per post (social writing guides); each extra unrelated point dilutes the first.' },
  heads: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Makes one point.',
    down: () => 'Keep one point: the post strings several together, so none of them lands. Post the others separately.',
  },
};
