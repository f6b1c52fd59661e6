// Several unrelated points in one post (shared/concepts/topicSwitch/topicSwitchCues.ts): one connector is normal, a chain is not.
import { TOPIC_SWITCH } from './topicSwitchCues';
import { lexiconConcept } from '../cueConcept';
import { inWords } from '../concept';

export const topicSwitchConcept = lexiconConcept({
  id: 'topic_switch',
  label: 'More than one point',
  lexicon: TOPIC_SWITCH,
  value: (hits) => Math.min(2, Math.max(0, hits.distinct - 1)),
  blocker: {
    code: 'topic_switch',
    name: 'two topics in one',
    message: (quote) => `${quote} bolt unrelated points together; none of them gets the reader's attention.`,
    fix: 'Keep the one point that matters most and post the others separately.',
  },
  effect: {
    kind: 'rule',
    perUnit: -0.8,
    source: 'One idea per post (social writing guides); each extra unrelated point dilutes the first.',
  },
  response: 'reach',
  readsWords: true,
  dimension: 'clarity',
  explain: inWords(
    'Makes one point.',
    'Keep one point: the post strings several together, so none of them lands. Post the others separately.',
  ),
});
