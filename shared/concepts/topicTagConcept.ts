// A topical hashtag, within the platform's norm: it tells readers and search what the post is about. On
// the senators' accounts posts with one or two tags got more likes. Beyond the norm the hashtags concept
// takes over and this one is silent, so the two never point opposite ways on one post.
import { NONE, defineConcept, inWords } from './concept';
import { HASHTAG_NORMS } from './hashtagsConcept';

export const topicTagConcept = defineConcept({
  id: 'topic_tag',
  label: 'A topical hashtag',
  measure: (ctx) => {
    const n = ctx.f.hashtags.length;
    return n === 0 || n > HASHTAG_NORMS[ctx.platform].normal ? NONE : { value: Math.min(n, 2), spans: ctx.f.hashtags };
  },
  effect: {
    kind: 'fitted',
    sign: 1,
    prior: 0,
    principle: 'One or two hashtags people follow help the post reach the readers of its topic.',
  },
  response: 'reach',
  explain: inWords('A topical hashtag helps readers of the topic find it.', 'Add one hashtag people follow for this topic.'),
});
