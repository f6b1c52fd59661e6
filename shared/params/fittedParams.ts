// The shape of shared/params/fitted.json, written by `npm run fit` and read by the engine.
import { z } from 'zod';

/** One fitted concept's effect per unit of its value, on the score's log-odds scale, with the evidence for it. */
export const FittedEffect = z.object({
  per_unit: z.number(),
  /** The rule's size the fit shrinks toward (0 when the concept has no rule). */
  prior: z.number(),
  /** Leave-accounts-out check: how many more held-out pairs per 1,000 the fit orders right with the concept. */
  held_out_gain: z.number(),
  /** In how many held-out folds adding the concept helped. */
  folds_helped: z.number().int().min(0),
  folds: z.number().int().min(0),
  /** false: the effect did not hold on held-out accounts and ships as 0. */
  shipped: z.boolean(),
});
export type FittedEffect = z.infer<typeof FittedEffect>;

export const DataSource = z.object({ name: z.string(), source: z.string(), pairs: z.number().int().min(0) });

export const FittedParams = z.object({
  source: z.string(),
  generated_by: z.string(),
  data: z.array(DataSource),
  cross_validation: z.string(),
  effects: z.record(z.string(), FittedEffect),
  /** How many natural-log units of likes (and so of views) one unit of the score's log-odds is worth. */
  log_views_per_unit: z.number().positive(),
});
export type FittedParams = z.infer<typeof FittedParams>;
