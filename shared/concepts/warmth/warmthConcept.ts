// Warmth: thanks, praise, pride and good wishes: the positive words of the post's language (AFINN-165 for
// English, short lists of our own for the other languages the editor reads: shared/cues/valence.ts). On 90
// senators' accounts, posts with more positive words got more likes within the same account
// (shared/params/fitted.json has the measured effect). Words that are a humblebrag's
// cues ("humbled", "thrilled to announce") belong to that concept and are not counted here, nor are the words
// of a sentence that asks for engagement ("Like if you love it"): a request is not warmth. Nor are the positive
// words of the list that mostly do other work in a sentence ("like", "please", "yes", "want"): a reason that
// says "warm words" must be able to quote one.
import { wordValences } from '../../cues/valence';
import { HUMBLEBRAG } from '../humblebrag/humblebragCues';
import { ENGAGEMENT_BAIT } from '../../cues/engagementBaitCues';
import { NONE, quoted, defineConcept } from '../concept';
import { cueFinder } from '../../post/cueFinder';
import { insideAny } from '../../post/features';
import type { Span } from '../../schemas';

const findHumblebrag = cueFinder(HUMBLEBRAG);
const findBait = cueFinder(ENGAGEMENT_BAIT);
// A Map rather than the word list's object: faster to look up, and no word can reach Object.prototype.
const NOT_WARMTH: ReadonlySet<string> = new Set([
  'like',
  'likes',
  'liked',
  'please',
  'yes',
  'ok',
  'okay',
  'want',
  'wants',
  'free',
  'sure',
  'clear',
  'top',
  'big',
  'matter',
  'matters',
  'important',
  'interesting',
  'share',
  'help',
  'true',
  'fine',
  'easy',
  'huge',
]);

export const warmthConcept = defineConcept({
  id: 'warmth',
  label: 'Warmth',
  measure: (ctx) => {
    const f = ctx.f;
    const bait = findBait(ctx).spans;
    const baitSentences =
      bait.length === 0 ? [] : f.sentences.map((s) => s.span).filter((s) => bait.some((b) => b.start < s.end && b.end > s.start));
    const claimed = [...findHumblebrag(ctx).spans, ...baitSentences];
    const spans: Span[] = [];
    const valences = wordValences(ctx);
    f.words.forEach((w, i) => {
      const span = f.wordSpans[i] as Span;
      if ((valences[i] as number) > 0 && !NOT_WARMTH.has(w) && !insideAny(span.start, claimed)) spans.push(span);
    });
    return spans.length === 0 ? NONE : { value: Math.min(3, spans.length), spans, quote: quoted(f.text, spans) };
  },
  effect: { kind: 'fitted', sign: 1, prior: 0, principle: 'Thanks, praise and good wishes give credit to the people a post is about.' },
  response: 'reach',
  readsWords: true,
  explain: {
    up: (m) => `Warm words (${m.quote ?? ''}) give credit where it is due.`,
    down: () => 'Give credit where it is due: a word of thanks to the people it is about.',
  },
});
