// Substance: how much a post tells the reader. Its value is the length in words (log ratio to a typical
// twenty): longer wordings of the same link won more retweets in Tan, Lee & Pang's pairs. A post with almost
// no informative words (not function words, not small talk: "hello world test post") is held as empty. A post
// left unfinished (a placeholder, keyboard mash) is the unfinished concept's: its length says nothing then.
import { NONE, held, defineConcept } from './concept';
import { unfinished } from './unfinished/unfinished';

/** A typical post has about twenty words; the value is the log ratio to that. */
const TYPICAL_WORDS = 20;
/** Beyond this, more words stop adding information a feed reader takes in. */
const MAX_WORDS = 80;
/** At or below this many informative words a post is almost empty. */
export const EMPTY_AT = 2;

export const substanceConcept = defineConcept({
  id: 'substance',
  label: 'Substance',
  blockers: { empty_post: 'nothing to read' },
  measure: (ctx) => {
    const words = Math.min(MAX_WORDS, ctx.f.wordCount);
    const value = Math.log((1 + words) / (1 + TYPICAL_WORDS));
    // An unfinished post tells the reader less than its length says: its length earns nothing, and the unfinished
    // concept says why.
    if (unfinished(ctx).blockers.length > 0) return Math.min(value, 0) === 0 ? NONE : { value, spans: [] };
    if (ctx.f.informativeWords > EMPTY_AT) return value === 0 ? NONE : { value, spans: [] };
    return held(
      { value, spans: [] },
      {
        code: 'empty_post',
        message: 'The post says almost nothing yet: there is nothing for a reader to learn, answer or share.',
        fix: 'Say what happened, what you learned or what you need, with one concrete detail.',
      },
      [{ start: 0, end: ctx.f.text.length }],
    );
  },
  effect: { kind: 'fitted', sign: 1, prior: 0, principle: 'A post that tells the reader more has more to engage with.' },
  response: 'reach',
  dimension: 'clarity',
  explain: {
    up: () => 'Says enough to be worth reading.',
    down: (m) =>
      m.blockers
        ? 'Say something a reader can use: what happened, what you learned or what you need.'
        : 'Say a little more: what happened, to whom, how much.',
  },
});
