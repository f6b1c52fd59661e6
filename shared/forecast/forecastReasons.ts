// The data's reasons: what the forecast rests on, said with the numbers it was fitted on, each naming what in
// the post it rests on. A term moves the post only relative to a typical post, so a reason says "more" or
// "fewer" than typical, never praises what is not there. A platform policy is said as the platform's policy,
// never as data; where the data and the policy disagree (engagement bait drew retweets in 2012–15 posts and is
// labelled for spam filtering now), the reason says both.
import type { ScoreResult } from '../schemas';
import type { PostContext } from '../concepts/concept';
import type { ForecastParams } from '../params/forecastParams';
import type { Forecast, ForecastTerm } from './forecast';
import { WORD_TABLES, type WordTableName } from './wordModel';
import { termEvidence } from './termEvidence';
import { cueFinder } from '../concepts/cueConcept';
import { ENGAGEMENT_BAIT } from '../concepts/engagementBait/engagementBaitCues';
import { spanWords } from '../editorModel/evidence';

const WORD_TABLE_NAMES: ReadonlySet<string> = new Set<string>(WORD_TABLES);
const isWordTerm = (t: { id: string }): t is ForecastTerm & { id: WordTableName } => WORD_TABLE_NAMES.has(t.id);

/** A reason's subject: one measurement, or the words (every word table's term said as one). */
interface Said {
  id: ForecastTerm['id'] | 'words';
  units: number;
}
import { TERM_PHRASE } from './termWords';
import type { Policy } from './platformPolicy';

/** Terms that move likes by less than this share are not worth a sentence. */
const MIN_CHANGE = 0.08;
/** At most this many of the data's reasons. */
export const MAX_DATA_REASONS = 3;

type Reason = ScoreResult['reasons'][number];

/** 19,000 for 18,735; 1,234 as it is: a count in a sentence, grouped by thousands (without Intl, which is slow). */
function thousands(n: number): string {
  const rounded = n >= 10_000 ? Math.round(n / 1000) * 1000 : Math.round(n);
  // Grouped by hand: a pattern's replace is slow wherever twitter-text is loaded (shared/matches.ts).
  const digits = String(Math.abs(rounded));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}

function quotedWords(words: readonly string[]): string {
  const q = words.map((w) => `"${w}"`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

function termText(t: Said, change: number, forecast: Forecast, params: ForecastParams): string {
  const pct = Math.round(Math.abs(change) * 100);
  const direction = change > 0 ? 'more' : 'fewer';
  const evidence = t.id === 'words' ? undefined : params.effects[t.id];
  const measured = `${params.accounts} X accounts we measured (${thousands(params.account_posts)} posts)`;
  if (t.id === 'words') {
    const words = forecast.words.filter((w) => Math.sign(w.effect) === Math.sign(t.units)).slice(0, 3).map((w) => w.word);
    return `Words like ${quotedWords(words)} went with ${direction} likes and clicks in the posts and tests we measured: about ${pct} % ${direction} likes than a typical post.`;
  }
  if (t.id === 'length') {
    // The direction of the effect, not of this post's term: a short post under a "longer is better" effect.
    const longer = (params.effects.length?.per_unit ?? 0) > 0;
    // A script without spaces says more per character: its length is read as the English it would take.
    const at =
      forecast.readLength === forecast.typedLength
        ? `at ${forecast.typedLength} characters`
        : `at ${forecast.typedLength} characters, as much as about ${forecast.readLength} in English`;
    return `${longer ? 'Longer' : 'Shorter'} posts got more likes on the ${measured}; ${at}, this one can expect about ${pct} % ${direction} than a typical post.`;
  }
  if (t.id === 'question') {
    return `On the ${measured}, posts that ask a question got about ${pct} % ${direction} likes than typical. A good question can still draw replies: the data are about likes.`;
  }
  const seen = evidence && evidence.accounts_with > 0 ? ` (${evidence.accounts_with} accounts, ${thousands(evidence.posts_with)} posts had it)` : '';
  return `On the ${measured}, posts ${TERM_PHRASE[t.id as ForecastTerm['id']]} got about ${pct} % ${direction} likes than typical${seen}.`;
}

const findBait = cueFinder(ENGAGEMENT_BAIT);

/** The bait's words for the bait policy; a post over the limit is held for its length, not for words. */
function policyWords(p: Policy, ctx: PostContext): string[] {
  return p.id === 'engagement_bait' ? spanWords(ctx.f.text, findBait(ctx).spans) : [];
}

function policyText(p: Policy): string {
  if (p.id === 'engagement_bait') {
    return `${p.says} (the platform's policy, not our data: in 2012–15 posts such requests still drew reposts). The forecast counts it against the post.`;
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

export function forecastReasons(forecast: Forecast, params: ForecastParams, ctx: PostContext, impactOf: (units: number) => number, override?: TermReasonOverride): Reason[] {
  const unit = params.log_likes_per_unit;
  const words = forecast.terms.filter(isWordTerm);
  const said: Said[] = [...forecast.terms.filter((t) => !isWordTerm(t)), ...(words.length > 0 ? [{ id: 'words' as const, units: words.reduce((s, t) => s + t.units, 0) }] : [])];
  const candidates = said
    .map((t) => ({ t, change: Math.expm1(unit * t.units) }))
    .filter(({ t, change }) => Math.abs(change) >= MIN_CHANGE && (t.id !== 'words' || forecast.words.some((w) => Math.sign(w.effect) === Math.sign(t.units))))
    .sort((a, b) => Math.abs(b.t.units) - Math.abs(a.t.units));
  const data: Reason[] = [];
  // Strongest first, and the evidence read only for the reasons that may be said (this runs on every keystroke).
  for (const { t, change } of candidates) {
    if (data.length >= MAX_DATA_REASONS) break;
    const own = override && t.id !== 'words' ? override(t as ForecastTerm, change) : undefined;
    if (own === null) continue;
    const words = termEvidence(t.id, ctx, forecast, Math.sign(t.units));
    // A term that counts in the post's favour is said only with the words it was read from.
    if (change > 0 && words.length === 0 && t.id !== 'length') continue;
    const text = own ?? termText(t, change, forecast, params);
    // The word tables speak for likes, not for pre_publish_score, which ranks every language on the terms
    // each can earn (Forecast.anyLanguageUnits): their reason moves the score by nothing.
    data.push({ effect: change > 0 ? 'up' : 'down', voice: 'data', text, concept: `forecast:${t.id}`, impact: t.id === 'words' ? 0 : impactOf(t.units), words });
  }
  const policies: Reason[] = forecast.policies.map((p) => ({ effect: 'down', voice: 'policy', text: policyText(p), concept: `policy:${p.id}`, impact: impactOf(p.units), words: policyWords(p, ctx) }));
  return [...policies, ...data];
}
