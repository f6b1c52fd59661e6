// The shape of shared/params/forecast.json, written by `npm run fit` and read by the forecast
// (shared/forecast/forecast.ts). Every effect is fitted on real outcomes and carries the evidence it shipped on.
import { z } from 'zod';

/** What the data said about one measurement, and whether it ships. */
export const ForecastEffect = z.object({
  /** Effect per unit of the measurement, on the pairwise log-odds scale ("beats a typical post of the account"). */
  per_unit: z.number(),
  /** The measurement's mean over the accounts' posts: the forecast is relative to a typical post. */
  mean: z.number(),
  shipped: z.boolean(),
  /** Why it ships or not, in words. */
  verdict: z.string(),
  /** The effect fitted on each data source alone, by source name (null: the source cannot show it). */
  by_source: z.record(z.string(), z.number().nullable()),
  /** Leave-accounts-out folds in which adding the measurement ordered more held-out pairs right. */
  folds_helped: z.number().int().min(0),
  folds: z.number().int().min(0),
  /** Posts and accounts of the account data sets where the measurement is present (for the reasons' numbers). */
  posts_with: z.number().int().min(0),
  accounts_with: z.number().int().min(0),
});
export type ForecastEffect = z.infer<typeof ForecastEffect>;

export const ForecastSource = z.object({ name: z.string(), source: z.string(), pairs: z.number().int().min(0) });

export const ForecastParams = z.object({
  source: z.string(),
  generated_by: z.string(),
  data: z.array(ForecastSource),
  cross_validation: z.string(),
  effects: z.record(z.string(), ForecastEffect),
  /** The word tables, by name (shared/forecast/wordModel.ts, WORD_TABLES): each known word's effect on that table's score. */
  words: z.record(z.string(), z.record(z.string(), z.number())),
  /** How many natural-log units of likes one unit of the pairwise scale is worth (within accounts). */
  log_likes_per_unit: z.number().positive(),
  /** Posts and accounts the account data sets hold, for the reasons' numbers. */
  account_posts: z.number().int().min(0),
  accounts: z.number().int().min(0),
});
export type ForecastParams = z.infer<typeof ForecastParams>;
