// The shape of shared/params/accountBand.json, written by `npm run fit`: the 80 % band an account's forecast
// uses until the account has ACCOUNT_MIN_POSTS posts of its own (shared/account/metricModel.ts).
import { z } from 'zod';

export const AccountBandParams = z.object({
  source: z.string(),
  generated_by: z.string(),
  /** 10th and 90th percentiles of ln(1 + likes) forecast errors, pooled over the accounts below. */
  q10: z.number(),
  q90: z.number(),
  forecasts: z.number().int().min(0),
  accounts: z.number().int().min(0),
  /**
   * Which counts the percentiles were measured on. The data sets carry likes only: impressions vary less
   * from post to post within an account than likes do (likes are impressions times a rate that varies too),
   * so the likes band is the wide, safe side for impressions until an account has its own errors.
   */
  measured_on: z.literal('likes'),
});
export type AccountBandParams = z.infer<typeof AccountBandParams>;
