// The shape of shared/params/accountLevel.json, written by `npm run fit`: the pooled drift of an account's level
// (shared/account/levelFit.ts), what each account's own drift is shrunk toward while its history is short.
import { z } from 'zod';

export const AccountLevelParams = z.object({
  source: z.string(),
  generated_by: z.string(),
  /**
   * The drift per day (units of one post's noise variance) whose forecasts were off by least over the accounts
   * below, each account's errors counted relative to its own best drift, so every account counts alike.
   */
  drift_per_day: z.number().min(0),
  /** The same as the smoothing weight of a post a day (0 to 1), for reading. */
  weight_per_day: z.number().min(0).max(1),
  accounts: z.number().int().min(0),
  measured_on: z.literal('likes'),
});
export type AccountLevelParams = z.infer<typeof AccountLevelParams>;
