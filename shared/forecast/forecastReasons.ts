// The data's reasons: what the forecast rests on, said with the numbers it was fitted on, each naming what in
// the post it rests on. A term moves the post only relative to a typical post, so a reason says "more" or
// "fewer" than typical, never praises what is not there. A platform policy is said as the platform's policy,
// never as data; where the data and the policy disagree (the words of bait requests went with more likes and
// reposts in the old posts, 2010–17, and bait is labelled for spam filtering now), the policy's reason says
// both: the old data once, and as old data.
//
// Every measurement was made on X (its accounts' posts) and, for the words, on X posts and web headline tests:
// on another platform a reason says so first ("Not measured on Bluesky: on the 91 X accounts we measured…"),
// and each names its data, so a Bluesky writer never reads X's accounts as their own platform's.
//
// One voice per word: where the editor marks words as a problem (a blocker or a warning, editorModel/marks.ts),
// the data never praise them. A term in the post's favour read from marked words is not said; the words'
// reason names only the words outside the marks, and its number is theirs alone.
import type { Platform, ScoreResult, Span } from '../schemas';
import { platformName } from '../platformFacts/limits';
import type { PostContext } from '../post/postContext';
import type { ForecastParams } from '../params/forecastParams';
import type { Forecast, ForecastTerm } from './forecast';
import { WORD_TABLES, type WordHit, type WordTableName } from './wordModel';
import { termEvidence, termSpans } from './termEvidence';
import { cueFinder } from '../post/cueFinder';
import { ENGAGEMENT_BAIT } from '../cues/engagementBaitCues';
import { asWritten, spanWords } from '../post/evidence';
import { NO_MARKS, isMarked, markedTokens, type EditorMarks } from '../post/marks';
import { ANY_FUNCTION_WORD } from '../cues/functionWords';
import { SMALL_TALK } from '../cues/smallTalk';

const WORD_TABLE_NAMES: ReadonlySet<string> = new Set<string>(WORD_TABLES);
const isWordTerm = (t: { id: string }): t is ForecastTerm & { id: WordTableName } => WORD_TABLE_NAMES.has(t.id);

/** A reason's subject: one measurement, or the words (every word table's term said as one). */
interface Said {
  id: ForecastTerm['id'] | 'words';
  units: number;
}
import { TERM_PHRASE } from './termWords';
import type { Policy } from '../platformFacts/policy';
import { wholeNumber } from '../text/numberWords';

/** Terms that move likes by less than this share are not worth a sentence. */
const MIN_CHANGE = 0.08;
/** At most this many of the data's reasons. */
export const MAX_DATA_REASONS = 3;

type Reason = ScoreResult['reasons'][number];

/** 19,000 for 18,735; 1,234 as it is: a count in a sentence, to the thousand once it is in the tens of thousands. */
function thousands(n: number): string {
  return wholeNumber(n >= 10_000 ? Math.round(n / 1000) * 1000 : n);
}

function quotedWords(words: readonly string[]): string {
  const q = words.map((w) => `"${w}"`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** Said first where the data are not the platform's own ("Not measured on Bluesky: "); "" on X. */
function notFromHere(platform: Platform): string {
  return platform === 'x' ? '' : `Not measured on ${platformName(platform)}: `;
}

/** A sentence after such a lead: its first letter lowered to follow the colon. */
function after(lead: string, sentence: string): string {
  return lead === '' ? sentence : `${lead}${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/**
 * `words` are the word tables' words the reason may name; `marked` is true when the term was read from words
 * the editor marks (only a reason against the post is said then), so it offers no consolation for them.
 */
function termText(
  t: Said,
  change: number,
  forecast: Forecast,
  params: ForecastParams,
  words: readonly WordHit[],
  marked: boolean,
  platform: Platform,
): string {
  return after(notFromHere(platform), measuredText(t, change, forecast, params, words, marked));
}

/** The reason as it reads on X, where the data were measured. */
function measuredText(
  t: Said,
  change: number,
  forecast: Forecast,
  params: ForecastParams,
  words: readonly WordHit[],
  marked: boolean,
): string {
  const pct = Math.round(Math.abs(change) * 100);
  const direction = change > 0 ? 'more' : 'fewer';
  const evidence = t.id === 'words' ? undefined : params.effects[t.id];
  const measured = `${params.accounts} X accounts we measured (${thousands(params.account_posts)} posts)`;
  if (t.id === 'words') {
    const named = words
      .filter((w) => Math.sign(w.effect) === Math.sign(t.units))
      .slice(0, 3)
      .map((w) => w.word);
    return (
      `Words like ${quotedWords(named)} went with ${direction} likes and clicks in the X posts and web ` +
      `headline tests we measured: about ${pct} % ${direction} likes than a typical post.`
    );
  }
  if (t.id === 'length') {
    // The direction of the effect, not of this post's term: a short post under a "longer is better" effect.
    const longer = (params.effects.length?.per_unit ?? 0) > 0;
    // A script without spaces says more per character: its length is read as the English it would take.
    const at =
      forecast.readLength === forecast.typedLength
        ? `at ${forecast.typedLength} characters`
        : `at ${forecast.typedLength} characters, as much as about ${forecast.readLength} in English`;
    return (
      `${longer ? 'Longer' : 'Shorter'} posts got more likes on the ${measured}; ${at}, this one can ` +
      `expect about ${pct} % ${direction} than a typical post.`
    );
  }
  if (t.id === 'question') {
    const fewer = `On the ${measured}, posts that ask a question got about ${pct} % ${direction} likes than typical`;
    // A question inside what the editor marks ("Agree? Comment YES") is not called a good one.
    return marked ? `${fewer}.` : `${fewer}. A good question can still draw replies: the data are about likes.`;
  }
  const seen =
    evidence && evidence.accounts_with > 0 ? ` (${evidence.accounts_with} accounts, ${thousands(evidence.posts_with)} posts had it)` : '';
  return `On the ${measured}, posts ${TERM_PHRASE[t.id as ForecastTerm['id']]} got about ${pct} % ${direction} likes than typical${seen}.`;
}

const findBait = cueFinder(ENGAGEMENT_BAIT);

/** The bait's places for the bait policy; a post over the limit is held for its length, not for words. */
function policySpans(p: Policy, ctx: PostContext): Span[] {
  return p.id === 'engagement_bait' ? findBait(ctx).spans : [];
}

/**
 * The words of the bait requests (each whole, as its fix removes it) that went with more likes in the old
 * posts, where together they move likes enough to be worth saying: where the old data and the editor disagree
 * about the same words. Function words ("if", "and") are left unnamed: they carry no request.
 */
function oldDataSpans(forecast: Forecast, ctx: PostContext, requests: readonly Span[], unit: number): Span[] {
  if (requests.length === 0) return [];
  const marked = markedTokens(ctx.f, requests);
  const words = forecast.words.filter(
    (w) => w.effect > 0 && marked.has(w.word) && !ANY_FUNCTION_WORD.has(w.word) && !SMALL_TALK.has(w.word),
  );
  const change = Math.expm1(unit * words.reduce((sum, w) => sum + w.effect, 0));
  // The two that weigh most, where the post writes them (so they are named as written: "RT", not "rt").
  return change >= MIN_CHANGE ? words.slice(0, 2).flatMap((w) => asWritten(ctx.f, w.word) ?? []) : [];
}

function policyText(p: Policy, oldData: readonly string[], platform: Platform): string {
  if (p.id === 'engagement_bait') {
    const policy = `${p.says} (the platform's policy, not our data), and the forecast counts it against the post.`;
    // The one place the old data's view of the bait's words is said: once, as old data, beside the policy
    // that holds now, never as advice to keep them (the data's own reasons never praise them). The old posts
    // are X's: on another platform they are called so.
    const posts = platform === 'x' ? 'posts' : 'X posts';
    return oldData.length > 0
      ? `In the old ${posts} we measured (2010–17), words like ${quotedWords(oldData)} went with more likes and reposts; now ${policy}`
      : policy;
  }
  return `${p.says} (the platform's rule): the forecast counts no reach until it fits.`;
}

/**
 * The forecast's reasons, strongest first. `impactOf` turns units into points of pre_publish_score (the score
 * without the term minus the score with it), so each reason's impact is read on the score the writer sees.
 */
/**
 * Says a term in other words (an account's own numbers): a string replaces the generic sentence, null drops the
 * reason; the words' reason (every word table together) is always the generic one.
 */
export type TermReasonOverride = (term: ForecastTerm, likesChange: number) => string | null;

/** The words' reason said of the words outside the marks: their units and the words it may name. */
interface WordsSaid {
  units: number;
  words: readonly WordHit[];
}

/**
 * The word tables' part without the marked words: each word's part of the units is known (forecast.words), so
 * taking the marked ones out leaves what the other words give against a typical post.
 */
function wordsOutside(t: Said, forecast: Forecast, ctx: PostContext, marks: readonly Span[]): WordsSaid {
  if (marks.length === 0) return { units: t.units, words: forecast.words };
  const marked = markedTokens(ctx.f, marks);
  let units = t.units;
  const words: WordHit[] = [];
  for (const w of forecast.words) {
    if (marked.has(w.word)) units -= w.effect;
    else words.push(w);
  }
  return { units, words };
}

/**
 * `marks` are the places the editor's blockers and warnings mark in the post (editorModel/marks.ts): no reason
 * in the post's favour rests on words inside them.
 */
export function forecastReasons(
  forecast: Forecast,
  params: ForecastParams,
  ctx: PostContext,
  impactOf: (units: number) => number,
  override?: TermReasonOverride,
  marks: EditorMarks = NO_MARKS,
): Reason[] {
  const unit = params.log_likes_per_unit;
  const words = forecast.terms.filter(isWordTerm);
  const said: Said[] = [
    ...forecast.terms.filter((t) => !isWordTerm(t)),
    ...(words.length > 0 ? [{ id: 'words' as const, units: words.reduce((s, t) => s + t.units, 0) }] : []),
  ];
  const candidates = said
    .map((t) => ({ t, change: Math.expm1(unit * t.units) }))
    .filter(
      ({ t, change }) =>
        Math.abs(change) >= MIN_CHANGE && (t.id !== 'words' || forecast.words.some((w) => Math.sign(w.effect) === Math.sign(t.units))),
    )
    .sort((a, b) => Math.abs(b.t.units) - Math.abs(a.t.units));
  const data: Reason[] = [];
  // Strongest first, and the evidence read only for the reasons that may be said (this runs on every keystroke).
  for (const { t, change } of candidates) {
    if (data.length >= MAX_DATA_REASONS) break;
    const own = override && t.id !== 'words' ? override(t as ForecastTerm, change) : undefined;
    if (own === null) continue;
    // The words in the post's favour are said without the marked ones, with the change that is theirs alone.
    const spoken = t.id === 'words' && change > 0 ? wordsOutside(t, forecast, ctx, marks.spans) : { units: t.units, words: forecast.words };
    const saidChange = spoken.units === t.units ? change : Math.expm1(unit * spoken.units);
    if (saidChange !== change && saidChange < MIN_CHANGE) continue;
    const spans = termSpans(t.id, ctx, spoken.words, Math.sign(spoken.units));
    const marked = marks.spans.length > 0 && spans.some((s) => isMarked(s, marks.spans));
    // Nothing in the post's favour rests on words the editor marks: a term read from them is not praised.
    if (saidChange > 0 && marked) continue;
    const words = termEvidence(t.id, ctx, spans);
    // A term that counts in the post's favour is said only with the words it was read from.
    if (saidChange > 0 && words.length === 0 && t.id !== 'length') continue;
    const text = own ?? termText(t, saidChange, forecast, params, spoken.words, marked, ctx.platform);
    // The word tables speak for likes, not for pre_publish_score, which ranks every language on the terms
    // each can earn (Forecast.anyLanguageUnits): their reason moves the score by nothing.
    data.push({
      effect: saidChange > 0 ? 'up' : 'down',
      voice: 'data',
      text,
      concept: `forecast:${t.id}`,
      impact: t.id === 'words' ? 0 : impactOf(spoken.units),
      words,
    });
  }
  const policies: Reason[] = forecast.policies.map((p) => {
    const spans = policySpans(p, ctx);
    const oldData = p.id === 'engagement_bait' ? oldDataSpans(forecast, ctx, marks.requests, unit) : [];
    // The requests, and the old data's words outside their own phrases ("agree" of "RT if you agree").
    const words = spanWords(ctx.f.text, [...spans, ...oldData.filter((s) => !isMarked(s, spans))]);
    return {
      effect: 'down',
      voice: 'policy',
      text: policyText(p, spanWords(ctx.f.text, oldData), ctx.platform),
      concept: `policy:${p.id}`,
      impact: impactOf(p.units),
      words,
    };
  });
  return [...policies, ...data];
}
