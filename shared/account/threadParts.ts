// How an account's later thread parts do (threadPart.ts says which posts those are). The level is read from the
// other posts; a draft that marks itself as a later part is forecast from that level
// moved by the account's own parts' shift: the median of how far its past parts fell from the level as it
// stood when each went out, shrunk toward no shift as if PART_PRIOR_POSTS parts had shown none (an account with
// a few parts has said little; one with dozens speaks for itself). Its band is the conformal band of those same
// parts' errors, counted beside the account's ordinary band as PART_BAND_PRIOR errors of it.
import type { LevelPass } from './localLevel';
import { conformalBound } from './conformalBound';
import { liftCount } from './liftCount';
import { MIN_PRECEDING, type MetricSeries } from './levelFit';
import { weightedMedian } from '../stats/weightedMedian';

/** How many parts' worth of evidence the prior of no shift counts for. */
export const PART_PRIOR_POSTS = 10;
/** The band of parts reads the errors of at most this many of the most recent parts. */
const PART_BAND_POSTS = 200;
/** Below this many posts that are no later part, the level is read from every post. */
const MIN_ORDINARY_POSTS = 10;
/** How many parts' errors the account's ordinary band counts for beside the parts' own. */
const PART_BAND_PRIOR = 10;

/** The posts of a series that are kept in the level, and where each sits in the whole series. */
export function ordinaryPosts(series: MetricSeries): { series: MetricSeries; index: number[] } {
  const parts = series.part;
  const index = series.y.flatMap((_, i) => (parts?.[i] ? [] : [i]));
  // An account whose history is nearly all thread parts has no level of its own posts to speak of: all of them.
  if (index.length === series.y.length || index.length < MIN_ORDINARY_POSTS) return { series, index: series.y.map((_, i) => i) };
  const pick = <T>(xs: readonly T[]) => index.map((i) => xs[i] as T);
  return {
    series: { y: pick(series.y), times: pick(series.times), textEffect: pick(series.textEffect), heldOutText: pick(series.heldOutText) },
    index,
  };
}

/**
 * Each post's error (actual minus forecast, ln(1 + count)) when forecast from the level as it stood just before
 * it (the filter's pass over the level's posts, `ordinaryIndex` placing them in `series`), lifted by its held-out
 * text effect times `share`; NaN for a post with fewer than MIN_PRECEDING of the level's posts before it.
 */
export function errorsFromLevel(series: MetricSeries, ordinaryIndex: readonly number[], pass: LevelPass, share: number): Float64Array {
  const out = new Float64Array(series.y.length);
  let k = 0;
  series.y.forEach((y, i) => {
    while (k < ordinaryIndex.length && (ordinaryIndex[k] as number) < i) k++;
    out[i] = k < MIN_PRECEDING ? Number.NaN : y - liftCount(pass.after[k - 1] as number, share * (series.heldOutText[i] as number));
  });
  return out;
}

export interface PartShift {
  /** Added to a part's forecast on the ln(1 + count) scale. */
  shift: number;
  q10: number;
  q90: number;
  /** Past parts the shift was read from. */
  posts: number;
}

/**
 * The shift and band of the account's later parts from their errors against the level (errorsFromLevel, less the
 * level's median offset), beside the account's ordinary band (`q10`, `q90`); null when no past part has an error.
 */
export function partShift(series: MetricSeries, errors: Float64Array, offset: number, q10: number, q90: number): PartShift | null {
  const own: number[] = [];
  series.part?.forEach((isPart, i) => {
    const e = errors[i] as number;
    if (isPart && Number.isFinite(e)) own.push(e - offset);
  });
  const n = own.length;
  if (n === 0) return null;
  const shift =
    (n *
      weightedMedian(
        own,
        own.map(() => 1),
      )) /
    (n + PART_PRIOR_POSTS);
  const recent = own.slice(-PART_BAND_POSTS).map((e) => e - shift);
  const m = recent.length;
  const blend = (ownBound: number, ordinary: number) => (m * ownBound + PART_BAND_PRIOR * ordinary) / (m + PART_BAND_PRIOR);
  return { shift, q10: blend(conformalBound(recent, 0.1), q10), q90: blend(conformalBound(recent, 0.9), q90), posts: n };
}
