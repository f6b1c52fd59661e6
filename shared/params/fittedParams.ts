// The shape of shared/params/fitted.json, written by `npm run fit` and read by the engine.
import { z } from 'zod';
import { PREDICTOR_NAMES, type PredictorName } from './predictors';

const PerPredictor = z.object(
  Object.fromEntries(PREDICTOR_NAMES.map((n) => [n, z.number()])) as Record<PredictorName, z.ZodNumber>,
);

/** A ridge regression on standardised predictors: prediction = Σ coef·(x − mean)/sd (centred, no intercept). */
export const LinearModel = z.object({
  target: z.string(),
  coefficients: PerPredictor,
  means: PerPredictor,
  sds: PerPredictor,
  ridge_lambda: z.number().min(0),
  n: z.number().int().positive(),
});
export type LinearModel = z.infer<typeof LinearModel>;

export const FittedParams = z.object({
  source: z.string(),
  generated_by: z.string(),
  split: z.object({ fit: z.string(), holdout: z.string() }),
  /** Fitted after the models: pre_publish_score's weight on composite_score (the lift gets 0.85 minus it). */
  blend: z.object({ composite_weight: z.number().min(0).max(0.85) }),
  reply_ratio: LinearModel,
  /** Fitted on what the engine's rules and the reply-ratio model leave unexplained (an offset), so the final lift tracks outcomes. */
  engagement: LinearModel,
});
export type FittedParams = z.infer<typeof FittedParams>;
