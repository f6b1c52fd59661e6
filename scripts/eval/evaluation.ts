// `npm run eval`: how well the engine's scores rank real posts, measured on their real outcomes.
// Within each author (never across: the two accounts differ by orders of magnitude), the Spearman rho of
//   - every scorer (./scorers.ts: the forecast, pre_publish_score and each simple rule) with time-detrended
//     log(1 + likes), on exactly the same posts;
//   - annoy_risk with the raw reply ratio (replies + 1) / (likes + 1), and with its time-detrended log.
// Reported for the fitted part (even status ids), the held-out part (odd ids) and all posts, per author
// and as the mean over authors. The targets are on the held-out part: the fit saw the rest.
import type { AuthorOutcomes, Part, PostOutcome } from '../dataset/outcomes';
import { forecastAheadTarget } from './forecastAhead';
import { scoresOf, SCORERS, type EngineScores, type Scorer, type Scores } from './scorers';
import { spearman } from './spearman';
import { atLeast, type Target as PlainTarget } from './target';

export type PostScores = EngineScores & { annoy_risk: number };
/** Scores a post as of when it was posted (ISO 8601), so a platform policy counts only from its day. */
export type ScorePost = (text: string, postedAt: string) => PostScores;

export const PARTS = ['fit', 'holdout', 'all'] as const;
export type EvalPart = (typeof PARTS)[number];

export const ANNOY_MEASURES = ['annoy_vs_reply_ratio', 'annoy_vs_reply_ratio_detrended'] as const;
export const MEASURES = [...SCORERS, ...ANNOY_MEASURES] as const;
export type Measure = (typeof MEASURES)[number];

export interface PartResult {
  n: number;
  /** Spearman rho per measure; null when undefined (fewer than two posts, or a constant series). */
  rho: Record<Measure, number | null>;
}

/** A target on one part of the id split. */
export interface Target extends PlainTarget {
  part: EvalPart;
}

export interface EvalReport {
  dataset: string;
  attribution: string;
  posts_scored: number;
  posts_too_short: number;
  reposts_dropped: number;
  authors: { author: string; parts: Record<EvalPart, PartResult> }[];
  mean: Record<EvalPart, Record<Measure, number | null>>;
  targets: Target[];
}

// A published comparison point, printed beside the table: peer pre-publish scorers reach a mean rho of +0.021
// to +0.143 on this data and measure. The goals: a held-out mean rho of +0.28 for the forecast, and a
// pre_publish_score that at least does not rank likes backwards (it judges craft, not reach).
export const PEER_RANGE = { low: 0.021, high: 0.143 } as const;
export const GOALS = { forecastMeanRho: 0.28, prePublishMeanRho: 0 } as const;

interface Scored extends PostOutcome {
  scores: Scores;
  annoyRisk: number;
}

const rhoOrNull = (x: number[], y: number[]): number | null => {
  const r = x.length < 2 ? Number.NaN : spearman(x, y);
  return Number.isNaN(r) ? null : r;
};

function partResult(posts: readonly Scored[]): PartResult {
  const likes = posts.map((p) => p.likesY);
  const rho = Object.fromEntries(
    SCORERS.map((s) => [
      s,
      rhoOrNull(
        posts.map((p) => p.scores[s]),
        likes,
      ),
    ]),
  ) as Record<Scorer, number | null>;
  return {
    n: posts.length,
    rho: {
      ...rho,
      annoy_vs_reply_ratio: rhoOrNull(
        posts.map((p) => p.annoyRisk),
        posts.map((p) => p.replyRatio),
      ),
      annoy_vs_reply_ratio_detrended: rhoOrNull(
        posts.map((p) => p.annoyRisk),
        posts.map((p) => p.replyRatioY),
      ),
    },
  };
}

function meanOf(values: (number | null)[]): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return (values as number[]).reduce((s, v) => s + v, 0) / values.length;
}

function inPart(part: EvalPart): (p: { part: Part }) => boolean {
  return part === 'all' ? () => true : (p) => p.part === part;
}

const annoyTarget = (part: EvalPart, mean: Record<Measure, number | null>): Target => ({
  part,
  goal: 'mean annoy_risk rho with the reply ratio > 0',
  value: mean.annoy_vs_reply_ratio,
  pass: mean.annoy_vs_reply_ratio !== null && mean.annoy_vs_reply_ratio > 0,
  unit: 'rho',
});

function targetsFor(mean: EvalReport['mean']): Target[] {
  const held = mean.holdout;
  const onHoldout = (t: PlainTarget): Target => ({ ...t, part: 'holdout' });
  return [
    onHoldout(atLeast(`forecast: mean rho >= +${GOALS.forecastMeanRho.toFixed(2)}`, held.forecast, GOALS.forecastMeanRho, 'rho')),
    onHoldout(atLeast('pre_publish_score: mean rho >= 0', held.pre_publish, GOALS.prePublishMeanRho, 'rho')),
    onHoldout(forecastAheadTarget(held, 'rho')),
    annoyTarget('holdout', held),
    // annoy_risk is not fitted on the reply ratio, so all the posts say as much as the held-out ones.
    annoyTarget('all', mean.all),
  ];
}

export function evaluate(authorsData: readonly AuthorOutcomes[], scorePost: ScorePost): EvalReport {
  const scored: Scored[][] = authorsData.map((a) =>
    a.posts.map((p) => {
      const s = scorePost(p.text, p.postedAt);
      return { ...p, scores: scoresOf(p.text, s), annoyRisk: s.annoy_risk };
    }),
  );
  const authors = authorsData.flatMap((a, i) => {
    const posts = scored[i] as Scored[];
    if (posts.length === 0) return []; // an account with no scorable original posts
    const parts = Object.fromEntries(PARTS.map((part) => [part, partResult(posts.filter(inPart(part)))])) as Record<EvalPart, PartResult>;
    return [{ author: a.author, parts }];
  });
  const mean = Object.fromEntries(
    PARTS.map((part) => [
      part,
      Object.fromEntries(MEASURES.map((m) => [m, meanOf(authors.map((a) => a.parts[part].rho[m]))])) as Record<Measure, number | null>,
    ]),
  ) as Record<EvalPart, Record<Measure, number | null>>;
  return {
    dataset: 'fivethirtyeight-twitter-ratio',
    attribution: 'Data: FiveThirtyEight, CC BY 4.0',
    posts_scored: scored.reduce((s, a) => s + a.length, 0),
    posts_too_short: authorsData.reduce((s, a) => s + a.tooShort, 0),
    reposts_dropped: authorsData.reduce((s, a) => s + a.reposts, 0),
    authors,
    mean,
    targets: targetsFor(mean),
  };
}
