// An empty promise: a post made of promise words ("a new era", "only the beginning", "a turning point") and
// greatness words ("incredible", "remarkable") with no number and no link beside them. Said so, in any wording,
// it tells the reader that something big is coming and never what, to whom, how much or when. The phrases of
// hype (hypeCues.ts) catch its stock forms; this reads its vocabulary, so "we are on the verge of something
// remarkable" is read as what "big changes are coming" is. The filler concept counts it as one phrase of
// filler: it costs only a post that says nothing checkable beside it.
import type { Span } from '../../schemas';
import type { PostContext } from '../../post/postContext';
import { cueFinder } from '../../post/cueFinder';
import { shareOfSentencesWith } from '../../post/sentences';
import { GREATNESS_WORDS, PROMISE_WORDS } from './promiseWords';

const findPromise = cueFinder(PROMISE_WORDS);
const findGreatness = cueFinder(GREATNESS_WORDS);

/** Different words it takes, at least one of them a promise: one is ordinary writing ("a turning point"). */
const MIN_WORDS = 2;
/** ...and the share of sentences that carry one: a hopeful aside in a post about something else is no promise. */
const SENTENCE_SHARE = 0.5;

/** The words of an empty promise, or none when the post has a number or a link, or too few such words. */
export function emptyPromiseSpans(ctx: PostContext): Span[] {
  const f = ctx.f;
  // A number or a link first: the post then says or shows something checkable, and no word list is searched.
  if (f.numbers.length > 0 || f.urls.length > 0) return [];
  const promise = findPromise(ctx);
  if (promise.distinct === 0) return [];
  const greatness = findGreatness(ctx);
  if (promise.distinct + greatness.distinct < MIN_WORDS) return [];
  const spans = [...promise.spans, ...greatness.spans].sort((a, b) => a.start - b.start);
  return shareOfSentencesWith(f.sentences, spans) >= SENTENCE_SHARE ? spans : [];
}
