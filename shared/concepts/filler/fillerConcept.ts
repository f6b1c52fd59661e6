// Filler without specifics: a post that fills its room with phrases any post could hold (fillerCues.ts, empty
// hype in its stock phrases (hypeCues.ts) or its own words (emptyPromise.ts), and the hedges, openers,
// humblebrags, buzzwords and vague words the editor's other concepts know) and says
// nothing a reader could check (specifics.ts). Such a post is sent back for a revision, with the filler quoted
// and what is missing said: who, what, how much. Its cost enters pre_publish_score in full, so fluent filler
// can never outrank a concrete post on length alone. A concrete post is never held for lacking a number:
// specifics of any kind (a name, a time, a result, an event) clear it, and a post with no filler is never held.
import type { Span } from '../../schemas';
import { NONE, held, quoted, defineConcept } from '../concept';
import type { PostContext } from '../../post/postContext';
import { cueFinder, type CueHits } from '../../post/cueFinder';
import { FILLER } from './fillerCues';
import { HYPE } from './hypeCues';
import { specificsOf } from './specifics';
import { listicleShells } from './listicleShells';
import { THROAT_CLEARING } from '../../cues/throatClearingCues';
import { HUMBLEBRAG } from '../humblebrag/humblebragCues';
import { JARGON } from '../jargon/jargonCues';
import { VAGUENESS } from '../vagueness/vaguenessCues';
import { HEDGING } from '../../cues/hedgingCues';
import { platitudeSpans } from '../vagueness/platitude';
import { emptyPromiseSpans } from './emptyPromise';
import { unfinished } from '../unfinished/unfinished';
import { EMPTY_AT } from '../substanceConcept';

const findFiller = cueFinder(FILLER);
const findHype = cueFinder(HYPE);
const findOpeners = cueFinder(THROAT_CLEARING);
const findHumblebrag = cueFinder(HUMBLEBRAG);
const findJargon = cueFinder(JARGON);
const findVague = cueFinder(VAGUENESS);
const findHedges = cueFinder(HEDGING);

/** A hedge is filler only in a pile (three or more different ones: two are the hedging concept's to name). */
const HEDGE_PILE = 3;
/** What a one-word cue (a hedge, a vague word, a buzzword) weighs against a stock phrase. */
const HALF = 0.5;
/** After a listicle's count, a colon before the sentence ends: the items follow. */
const LISTS_AFTER = /:/u;
/** Less filler than one stock phrase is not enough to hold a post. */
const HOLD_AT = 1;
/** Below this weight of specifics the post says nothing a reader could check. */
export const CHECKABLE_AT = 1;
/**
 * Filler outweighs what a post says when it holds this many phrases per unit of specifics, and one more: a
 * post of five stock phrases around one date says nothing checkable either.
 */
const FILLER_PER_SPECIFIC = 2;
/** What a post of filler with nothing checkable costs, and what each further phrase adds, up to the cap. */
const HELD_BASE = 1;
const PER_PHRASE = 0.3;
const MAX_EXTRA_PHRASES = 3;
/** Filler beside a few specifics costs this per phrase, fading out as the specifics add up. */
const DILUTED = 0.3;
/** Specifics at this weight or more make any filler beside them harmless to the reader. */
const AMPLE = 3;

interface Filler {
  spans: Span[];
  /** Different filler phrases, hedges at half weight. */
  amount: number;
}

function fillerOf(ctx: PostContext): Filler {
  const spans: Span[] = [];
  let amount = 0;
  const take = (hits: CueHits, each = 1) => {
    // Most finders find nothing: no spread of an empty list.
    if (hits.spans.length === 0) return;
    spans.push(...hits.spans);
    amount += hits.distinct * each;
  };
  const filler = findFiller(ctx);
  const shells = listicleShells(ctx);
  take(filler);
  take(findHype(ctx));
  if (shells.length > 0) {
    // A listicle shell is filler when it lists its abstractions after a colon. A count of "ways" alone is a
    // headline's promise, half a phrase, and none beside a link, which holds the items.
    const listed = shells.filter((s) => LISTS_AFTER.test(ctx.f.prose.slice(s.end, sentenceEnd(ctx, s.end))));
    const promised = ctx.f.urls.length > 0 ? [] : shells.filter((s) => !listed.includes(s));
    spans.push(...listed, ...promised);
    amount += listed.length + promised.length * HALF;
  }
  take(findOpeners(ctx));
  take(findHumblebrag(ctx));
  // A buzzword is one word: half a stock phrase.
  take(findJargon(ctx), HALF);
  // A vague word ("stuff", "a lot") is weaker filler than a stock phrase: half, as a hedge.
  take(findVague(ctx), HALF);
  const hedges = findHedges(ctx);
  if (hedges.distinct >= HEDGE_PILE) take(hedges, HALF);
  // A platitude and an empty promise are each one phrase of filler, whatever the number of their words.
  for (const whole of [platitudeSpans(ctx), emptyPromiseSpans(ctx)]) {
    if (whole.length === 0) continue;
    spans.push(...whole);
    amount += 1;
  }
  return { spans: withoutOverlaps(spans), amount };
}

/** Every phrase the editor counts as filler in the post, whether or not it costs the post anything. */
export function fillerSpans(ctx: PostContext): Span[] {
  return fillerOf(ctx).spans;
}

/** Where the sentence holding `at` ends (the post's end when it is the last). */
function sentenceEnd(ctx: PostContext, at: number): number {
  for (const s of ctx.f.sentences) if (at >= s.span.start && at <= s.span.end) return s.span.end;
  return ctx.f.prose.length;
}

/** Spans in text order, a span inside an earlier one dropped, so a phrase two lists hold is quoted once. */
function withoutOverlaps(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      continue;
    }
    out.push({ ...s });
  }
  return out;
}

export const fillerConcept = defineConcept({
  id: 'filler',
  label: 'Filler, nothing checkable',
  blockers: { nothing_checkable: 'nothing a reader can check' },
  measure: (ctx) => {
    // Most posts hold no filler: nothing more is measured for them.
    const filler = fillerOf(ctx);
    if (filler.amount === 0) return NONE;
    // An empty or unfinished post is the substance and unfinished concepts' to name.
    if (ctx.f.informativeWords <= EMPTY_AT || unfinished(ctx).blockers.length > 0) return NONE;
    const outweighedBy = (weight: number) => weight < CHECKABLE_AT || filler.amount >= FILLER_PER_SPECIFIC * weight + 1;
    // Specifics that outweigh the filler and are ample leave nothing to say, whatever more the post holds: the
    // reading stops there (more weight only keeps both true).
    const specifics = specificsOf(ctx, filler.spans, (weight) => weight >= AMPLE && !outweighedBy(weight));
    const quote = quoted(ctx.f.text, filler.spans);
    const outweighed = outweighedBy(specifics.weight);
    if (outweighed && filler.amount >= HOLD_AT) {
      const value = HELD_BASE + PER_PHRASE * Math.min(MAX_EXTRA_PHRASES, filler.amount - 1);
      return held(
        { value, spans: filler.spans, quote },
        {
          code: 'nothing_checkable',
          message: `${quote} could open or close any post: nothing here is something a reader could check.`,
          fix:
            'Say what happened: who, what, how much. One fact a reader could check (a number, a name, a date, a ' +
            'result) says more than these phrases.',
        },
      );
    }
    const fading = Math.min(1, Math.max(0, 1 - (specifics.weight - CHECKABLE_AT) / (AMPLE - CHECKABLE_AT)));
    const value = DILUTED * filler.amount * fading;
    return value === 0 ? NONE : { value, spans: filler.spans, quote };
  },
  effect: {
    kind: 'rule',
    perUnit: -1,
    source:
      'Strunk & White ("omit needless words"; "use definite, specific, concrete language"); Orwell, ' +
      '"Politics and the English Language" (ready-made phrases); the inverted pyramid of news writing.',
  },
  response: 'reach',
  readsWords: true,
  verdictByBlocker: true,
  dimension: 'clarity',
  explain: {
    up: () => 'Says something a reader can check.',
    down: (m) => `Cut the filler (${m.quote}) and say what happened: who, what, how much.`,
  },
});
