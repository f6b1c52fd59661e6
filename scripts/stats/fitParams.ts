// `npm run fit`: fits the engine's two linear models on the even-id posts and reports them on both parts.
//   engagement  — predicts time-detrended log(1 + likes)
//   reply_ratio — predicts time-detrended log((replies + 1) / (likes + 1))
// Both authors are pooled (their targets are already detrended within each author, so the pool shares
// one scale), predictors are standardised on the fitting part, and predictors and targets are centred
// within each author before solving (ridge.ts, `groups`), since the engine is judged on ranking posts
// of one account. The ridge penalty is chosen by cross-validation inside the fitting part.
// The engagement model is fitted last, on what the engine already explains taken out (an offset, as in a
// GLM): the log lift the engine gives a post with the rules and the reply-ratio model but no engagement
// terms. So the fitted terms correct the engine's own structure (a link's click head, the negative heads'
// weights) instead of fighting it, and the final lift tracks outcomes. Then the blend weight of
// composite_score in pre_publish_score is chosen on the fitting part (fitBlend.ts).
// No randomness: the same data gives the same bytes.
import { extractFeatures } from '../../shared/features';
import { PREDICTOR_NAMES, predictorValues, type PredictorName } from '../../shared/params/predictors';
import { FittedParams, type LinearModel } from '../../shared/params/fittedParams';
import type { AuthorOutcomes, Part, PostOutcome } from '../dataset/outcomes';
import { chooseLambda, withinAuthorRho, type LambdaChoice, type Sample } from './crossValidation';
import { fitRidge, predictRidge } from './ridge';
import { engineLogLift, fitBlend, type BlendChoice } from './fitBlend';

export const FIT_SOURCE = 'fitted on the FiveThirtyEight twitter-ratio posts (CC BY 4.0), even status ids, by npm run fit';
export const FIT_SPLIT = {
  fit: 'posts with an even status id (last digit 0, 2, 4, 6, 8)',
  holdout: 'posts with an odd status id (last digit 1, 3, 5, 7, 9)',
} as const;
export const TARGETS = {
  engagement: 'log(1 + favorites), minus the median of the 25 posts before and after in the author\'s timeline, minus the engine\'s log lift without engagement terms',
  reply_ratio: 'log((replies + 1) / (favorites + 1)), minus the median of the 25 posts before and after in the author\'s timeline',
} as const;

type ModelName = keyof typeof TARGETS;
const TARGET_OF: Record<ModelName, (p: PostOutcome) => number> = {
  engagement: (p) => p.likesY,
  reply_ratio: (p) => p.replyRatioY,
};

export function predictorRow(text: string): number[] {
  const values = predictorValues(extractFeatures(text));
  return PREDICTOR_NAMES.map((n) => values[n]);
}

/** Six decimals keep the file stable byte for byte; -0 is written as 0. */
export function round6(x: number): number {
  const r = Math.round(x * 1e6) / 1e6;
  return r === 0 ? 0 : r;
}

function perPredictor(values: readonly number[]): Record<PredictorName, number> {
  const out = {} as Record<PredictorName, number>;
  PREDICTOR_NAMES.forEach((n, j) => {
    out[n] = round6(values[j] as number);
  });
  return out;
}

export interface ModelReport {
  lambda: LambdaChoice;
  /** Spearman rho of the written (rounded) model's prediction with its target, within author. */
  rho: Record<Part, { perAuthor: Record<string, number>; mean: number }>;
}

export interface FitResult {
  params: FittedParams;
  report: Record<ModelName, ModelReport> & { blend: BlendChoice };
}

interface Row extends Sample {
  part: Part;
}

function rhoByPart(rows: readonly Row[], model: LinearModel): ModelReport['rho'] {
  const predict = (x: number[]) => predictRidge({ coefficients: PREDICTOR_NAMES.map((n) => model.coefficients[n]), means: PREDICTOR_NAMES.map((n) => model.means[n]), sds: PREDICTOR_NAMES.map((n) => model.sds[n]) }, x);
  const part = (which: Part) => {
    const subset = rows.filter((r) => r.part === which);
    const authors = [...new Set(subset.map((r) => r.author))];
    const perAuthor: Record<string, number> = {};
    for (const a of authors) {
      const mine = subset.filter((r) => r.author === a);
      perAuthor[a] = withinAuthorRho(mine, mine.map((r) => predict(r.x)));
    }
    return { perAuthor, mean: withinAuthorRho(subset, subset.map((r) => predict(r.x))) };
  };
  return { fit: part('fit'), holdout: part('holdout') };
}

function fitModel(name: ModelName, rows: readonly Row[]): { model: LinearModel; report: ModelReport } {
  const fitRows = rows.filter((r) => r.part === 'fit');
  if (fitRows.length < 2) throw new Error('fit: fewer than two posts in the fitting part');
  const lambda = chooseLambda(fitRows);
  const ridge = fitRidge(
    fitRows.map((r) => r.x),
    fitRows.map((r) => r.y),
    lambda.lambda,
    fitRows.map((r) => r.author),
  );
  const model: LinearModel = {
    target: TARGETS[name],
    coefficients: perPredictor(ridge.coefficients),
    means: perPredictor(ridge.means),
    sds: perPredictor(ridge.sds),
    ridge_lambda: lambda.lambda,
    n: ridge.n,
  };
  return { model, report: { lambda, rho: rhoByPart(rows, model) } };
}

export function fitParams(authors: readonly AuthorOutcomes[]): FitResult {
  const posts = authors.flatMap((a) => a.posts);
  const xs = posts.map((p) => predictorRow(p.text));
  const rowsFor = (name: ModelName, offsets?: number[]): Row[] =>
    posts.map((p, i) => ({ author: p.author, statusId: p.statusId, part: p.part, x: xs[i] as number[], y: TARGET_OF[name](p) - (offsets?.[i] ?? 0) }));
  const replyRatio = fitModel('reply_ratio', rowsFor('reply_ratio'));
  const zero = Object.fromEntries(PREDICTOR_NAMES.map((n) => [n, 0])) as Record<PredictorName, number>;
  const withoutEngagement: FittedParams = {
    source: FIT_SOURCE,
    generated_by: 'npm run fit',
    split: { fit: FIT_SPLIT.fit, holdout: FIT_SPLIT.holdout },
    blend: { composite_weight: 0 },
    reply_ratio: replyRatio.model,
    engagement: { ...replyRatio.model, target: TARGETS.engagement, coefficients: zero },
  };
  const offsets = posts.map((p) => engineLogLift(withoutEngagement, p.text));
  const engagement = fitModel('engagement', rowsFor('engagement', offsets));
  const blend = fitBlend({ ...withoutEngagement, engagement: engagement.model }, posts);
  const params = FittedParams.parse({ ...withoutEngagement, blend: { composite_weight: blend.compositeWeight }, engagement: engagement.model });
  return { params, report: { engagement: engagement.report, reply_ratio: replyRatio.report, blend } };
}

/** The bytes of shared/params/fitted.json: keys in schema order, predictors in PREDICTOR_NAMES order. */
export function serialiseParams(params: FittedParams): string {
  const model = (m: LinearModel) => ({
    target: m.target,
    coefficients: perPredictor(PREDICTOR_NAMES.map((n) => m.coefficients[n])),
    means: perPredictor(PREDICTOR_NAMES.map((n) => m.means[n])),
    sds: perPredictor(PREDICTOR_NAMES.map((n) => m.sds[n])),
    ridge_lambda: m.ridge_lambda,
    n: m.n,
  });
  const ordered = {
    source: params.source,
    generated_by: params.generated_by,
    split: { fit: params.split.fit, holdout: params.split.holdout },
    blend: { composite_weight: params.blend.composite_weight },
    reply_ratio: model(params.reply_ratio),
    engagement: model(params.engagement),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
