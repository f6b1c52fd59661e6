// How much a post says a reader could check, as a weight: each number with what it counts, each name, each
// result and each time adds to it; a reason and a past-tense event add a little (the verb patterns are a rough
// reading). A number that only counts a listicle's items ("4 secrets") is not a specific: it counts nothing a
// reader could check. A number alone is not the measure, and substance needs no number: "the city fixed the
// lift at Elm Street station" has a name and an event.
import type { Span } from '../../schemas';
import type { PostContext } from '../../post/postContext';
import { cueFinder } from '../../post/cueFinder';
import { REASONS, RESULTS, SPELLED_COUNTS, TIMES } from './specificsCues';
import { pastEvents } from './pastEvents';
import { listicleShells } from './listicleShells';

const findTimes = cueFinder(TIMES);
const findResults = cueFinder(RESULTS);
const findReasons = cueFinder(REASONS);
const findCounts = cueFinder(SPELLED_COUNTS);

/** What each kind of specific weighs: one whole specific (a number that counts something, a result) is enough. */
const WEIGHT = { link: 0.5, number: 1, result: 1, name: 0.75, count: 0.75, time: 0.5, year: 0.5, reason: 0.5, event: 0.4 } as const;
/**
 * Past-tense verbs are a rough reading (a participle after "be" is no event): together they count for less
 * than one whole specific, so events alone never clear a post of filler.
 */
const MAX_EVENTS = 0.8;
const YEAR = /^(?:19|20)\d\d$/u;

export interface Specifics {
  /** The specifics found, in text order (merged where two kinds cover the same words). */
  spans: Span[];
  /** Their weight: below 1 the post says nothing a reader could check. */
  weight: number;
}

const inside = (span: Span, within: readonly Span[]) => within.some((w) => span.start < w.end && span.end > w.start);

/** Adjacent name words ("Liverpool Street") are one name. */
function mergeAdjacent(text: string, spans: readonly Span[]): Span[] {
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && /^[ \t'’-]?$/u.test(text.slice(last.end, s.start))) last.end = s.end;
    else merged.push({ ...s });
  }
  return merged;
}

/**
 * The specifics of a post, leaving out any inside `filler` (the words of a stock phrase name nothing). Every kind
 * adds to the weight, so once `enough` holds for the weight so far it holds for the whole: the rest is then not
 * read (the searches for times, results and reasons are the costly part), and the spans are those read so far.
 */
export function specificsOf(ctx: PostContext, filler: readonly Span[] = [], enough: (weight: number) => boolean = () => false): Specifics {
  const f = ctx.f;
  const shells = [...listicleShells(ctx), ...filler];
  const found: Span[] = [];
  let weight = 0;
  const add = (spans: readonly Span[], each: number) => {
    for (const s of spans) {
      if (inside(s, shells)) continue;
      found.push(s);
      weight += each;
    }
  };
  const done = (): Specifics => ({ spans: found.sort((a, b) => a.start - b.start || b.end - a.end), weight });
  for (const n of f.numbers) {
    if (inside(n, shells)) continue;
    found.push(n);
    weight += YEAR.test(f.text.slice(n.start, n.end)) ? WEIGHT.year : WEIGHT.number;
  }
  if (enough(weight)) return done();
  add(mergeAdjacent(f.text, f.names), WEIGHT.name);
  // A link is something a reader can open and check, though what it holds is not in the post.
  add(f.urls, WEIGHT.link);
  // A handle names a person or an organisation as surely as a capitalised name does.
  add(f.mentions, WEIGHT.name);
  if (enough(weight)) return done();
  add(findResults(ctx).spans, WEIGHT.result);
  add(findCounts(ctx).spans, WEIGHT.count);
  add(findTimes(ctx).spans, WEIGHT.time);
  add(findReasons(ctx).spans, WEIGHT.reason);
  if (enough(weight)) return done();
  const events = pastEvents(f, (s) => inside(s, shells));
  const eventWeight = Math.min(MAX_EVENTS, events.length * WEIGHT.event);
  found.push(...events);
  weight += eventWeight;
  return done();
}
