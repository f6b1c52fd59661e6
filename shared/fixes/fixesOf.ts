// Every fix the engine can make mechanically, each scored before it is offered: a fix is kept only when it
// changes the text and its score is not lower than the post's own, best score first, one per kind.
import { codePointLength, FixKind, TEXT_MAX, TEXT_MIN, type Fix, type Platform, type ScoreResult } from '../schemas';
import { fixContext, type FixMaker } from './fixContext';
import { removeBait } from './removeBait';
import { keepBestHashtags } from './keepBestHashtags';
import { sentenceCase } from './sentenceCase';
import { trimRepeats } from './trimRepeats';
import { linkLast } from './linkLast';
import { cutToLimit } from './cutToLimit';
import { splitIntoThread } from './splitIntoThread';

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
const ORDER = new Map(FixKind.options.map((kind, i) => [kind, i]));

export interface FixRequest {
  text: string;
  platform?: Platform | undefined;
  persona?: string | undefined;
}

/** Scores a fixed text exactly as the post was scored (same persona, platform and account), without fixes. */
export type ScoreText = (text: string) => ScoreResult;

export function fixesOf(request: FixRequest, result: ScoreResult, scoreText: ScoreText): Fix[] {
  const c = fixContext(request.text, request.platform ?? 'x', request.persona, result);
  const fixes: Fix[] = [];
  for (const kind of FixKind.options) {
    const rewrite = MAKERS[kind](c);
    if (!rewrite || rewrite.text === request.text) continue;
    const length = codePointLength(rewrite.text);
    if (length < TEXT_MIN || length > TEXT_MAX) continue;
    const scored = scoreText(rewrite.text);
    // A fix that makes the post score lower is not a fix.
    if (scored.pre_publish_score < result.pre_publish_score) continue;
    fixes.push({ ...rewrite, pre_publish_score: scored.pre_publish_score, decision: scored.decision });
  }
  return fixes.sort((a, b) => b.pre_publish_score - a.pre_publish_score || (ORDER.get(a.kind) ?? 0) - (ORDER.get(b.kind) ?? 0));
}
