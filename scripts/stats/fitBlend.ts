// The engine-side steps of the fit: the engine's log lift for a post under given parameters (the offset
// the engagement model is fitted on top of), and the choice of composite_score's weight in
// pre_publish_score, made on the fitting part only by the within-author rho it will be judged on.
import { scoreWith } from '../../shared/score';
import { NEUTRAL_PHOENIX_SCORE } from '../../shared/phoenix/neutral';
import { prePublishScore } from '../../shared/prePublish';
import type { FittedParams } from '../../shared/params/fittedParams';
import type { PostOutcome } from '../dataset/outcomes';
import { withinAuthorRho } from './crossValidation';

// The floor of 0.1 is a product decision: writing quality always counts when variants are ranked.
export const COMPOSITE_WEIGHT_GRID = [0.1, 0.15, 0.2, 0.25, 0.3] as const;

export function engineLogLift(params: FittedParams, text: string): number {
  return Math.log(scoreWith(params, { text }).phoenix_score / NEUTRAL_PHOENIX_SCORE);
}

export interface BlendChoice {
  compositeWeight: number;
  scores: { weight: number; rho: number }[];
}

export function fitBlend(params: FittedParams, posts: readonly PostOutcome[]): BlendChoice {
  const fitPosts = posts.filter((p) => p.part === 'fit');
  // Lift, composite and blockers do not depend on the blend: score once, re-blend per weight.
  const parts = fitPosts.map((p) => {
    const r = scoreWith(params, { text: p.text });
    return { lift: r.phoenix_score / NEUTRAL_PHOENIX_SCORE, composite: r.composite_score, blockers: r.blockers };
  });
  const samples = fitPosts.map((p) => ({ author: p.author, statusId: p.statusId, x: [], y: p.likesY }));
  const scores = COMPOSITE_WEIGHT_GRID.map((weight) => ({
    weight,
    rho: withinAuthorRho(samples, parts.map((q) => prePublishScore(q.lift, q.composite, undefined, q.blockers, weight))),
  }));
  // The best rho wins; on a tie the smaller weight (earlier in the grid) is kept.
  let best = scores[0] as { weight: number; rho: number };
  for (const s of scores) if (s.rho > best.rho) best = s;
  return { compositeWeight: best.weight, scores };
}
