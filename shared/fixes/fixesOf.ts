// Every fix the engine can make, each scored before it is offered: a fix is kept only when it changes the
// text, scores strictly higher than the post itself and blocks nothing the post did not, best score first, one
// per kind (the over-limit fixes in the order that helps: overLimitFirst).
import { codePointLength, FixKind, TEXT_MAX, TEXT_MIN, type Fix, type Platform, type ScoreResult } from '../schemas';
import { fixContext, type FixMaker } from './fixContext';
import { removeBait } from './removeBait';
import { keepBestHashtags } from './keepBestHashtags';
import { sentenceCase } from './sentenceCase';
import { trimRepeats } from './trimRepeats';
import { linkLast } from './linkLast';
import { cutToLimit } from './cutToLimit';
import { splitIntoThread } from './splitIntoThread';
import { coverOf } from './textEdits';
import { writerThread } from '../post/threadNumbering';
import { postLimit } from '../platformFacts/limits';
import type { PostContext } from '../post/postContext';

/** One maker per kind, in FixKind's order (the tie-break between fixes that score the same). */
const MAKERS: Record<FixKind, FixMaker> = {
  remove_bait: removeBait,
  keep_best_hashtags: keepBestHashtags,
  sentence_case: sentenceCase,
  trim_repeats: trimRepeats,
  link_last: linkLast,
  cut_to_limit: cutToLimit,
  split_thread: splitIntoThread,
};

/**
 * Fixes safe to apply together without the writer's judgement: they change case, piled-up punctuation and
 * stretched letters, or the order of the post, and never remove a word. Removing the bait or hashtags,
 * cutting to the limit and splitting into a thread take words away or change what gets posted: the writer
 * decides those one by one.
 */
export const MECHANICAL: Record<FixKind, boolean> = {
  remove_bait: false,
  keep_best_hashtags: false,
  sentence_case: true,
  trim_repeats: true,
  link_last: true,
  cut_to_limit: false,
  split_thread: false,
};
const ORDER = new Map(FixKind.options.map((kind, i) => [kind, i]));

export interface FixRequest {
  text: string;
  platform?: Platform | undefined;
  persona?: string | undefined;
  one_post?: boolean | undefined;
  x_premium?: boolean | undefined;
  /** The whole text as the score measured it, when it was scored as one post: the fixes read it rather than measure it again. */
  post?: PostContext | undefined;
}

/**
 * Scores a fixed text exactly as the post was scored (same persona, platform and account), without fixes.
 * `asThread`: the text is to be posted as a thread, one part per post, so it is read as one even when the
 * post was one composer box (one_post): the split a box is offered is written into the site's own thread.
 */
export type ScoreText = (text: string, asThread: boolean) => ScoreResult;

/** The request's inputs for scoring a fix's text; `one_post` is dropped for a text posted as a thread. */
export function fixedRequest<T extends { one_post?: boolean | undefined }>(
  request: T,
  text: string,
  asThread: boolean,
): T & { text: string } {
  return asThread ? { ...request, text, one_post: false } : { ...request, text };
}

const blockCodes = (r: ScoreResult) => new Set(r.blockers.filter((b) => b.severity === 'block').map((b) => b.code));

function newBlock(before: ScoreResult, after: ScoreResult): boolean {
  const had = blockCodes(before);
  return [...blockCodes(after)].some((code) => !had.has(code));
}

export function fixesOf(
  request: FixRequest,
  result: ScoreResult,
  scoreText: ScoreText,
  kinds: readonly FixKind[] = FixKind.options,
): Fix[] {
  const platform = request.platform ?? 'x';
  const c = fixContext(
    { text: request.text, platform, persona: request.persona, limit: postLimit(platform, request.x_premium), post: request.post },
    result,
  );
  const fixes: Fix[] = [];
  for (const kind of kinds) {
    const rewrite = MAKERS[kind](c);
    if (!rewrite) continue;
    // A fix changes the text, except a split of a thread the writer wrote in one box: what changes is that each
    // of its parts is posted as a post of its own.
    if ((rewrite.text === request.text || rewrite.edits.length === 0) && rewrite.kind !== 'split_thread') continue;
    const length = codePointLength(rewrite.text);
    if (length < TEXT_MIN || length > TEXT_MAX) continue;
    const scored = scoreText(rewrite.text, kind === 'split_thread');
    // A fix that does not make the post score higher is not a fix, nor one that brings a blocking problem the
    // post did not have (a post left with only its hashtags is not words, whatever its score).
    if (scored.pre_publish_score <= result.pre_publish_score || newBlock(result, scored)) continue;
    fixes.push({
      ...rewrite,
      changed: coverOf(rewrite.edits),
      mechanical: MECHANICAL[kind],
      pre_publish_score: scored.pre_publish_score,
      decision: scored.decision,
    });
  }
  fixes.sort((a, b) => b.pre_publish_score - a.pre_publish_score || (ORDER.get(a.kind) ?? 0) - (ORDER.get(b.kind) ?? 0));
  return overLimitFirst(fixes, writerThread(request.text, () => true) !== undefined);
}

/**
 * The fixes for a post over the limit, in the order a writer wants them whatever they score: a thread the
 * writer numbered goes as their own parts first, and cutting to fit comes before a split (which is made only
 * when cutting is not enough: splitIntoThread.ts). The other fixes keep their places.
 */
function overLimitFirst(fixes: Fix[], ownThread: boolean): Fix[] {
  const places = fixes.flatMap((f, i) => (f.concept === 'over_limit' ? [i] : []));
  if (places.length < 2) return fixes;
  const rank = (f: Fix) => (f.kind === 'split_thread' ? (ownThread ? 0 : 2) : 1);
  const ordered = places.map((i) => fixes[i] as Fix).sort((a, b) => rank(a) - rank(b));
  const out = [...fixes];
  for (const [k, place] of places.entries()) out[place] = ordered[k] as Fix;
  return out;
}
