// The shape of `npm run eval --json`, checked by the tests that read it back.
import { z } from 'zod';

const Rho = z.number().min(-1).max(1).nullable();
const Measures = z.object({
  forecast: Rho,
  pre_publish: Rho,
  no_link: Rho,
  length: Rho,
  fewer_hashtags: Rho,
  fewer_mentions: Rho,
  four_terms: Rho,
  annoy_vs_reply_ratio: Rho,
  annoy_vs_reply_ratio_detrended: Rho,
});
const Part = z.object({ n: z.number().int().min(0), rho: Measures });

export const EvalReportJson = z.object({
  dataset: z.string(),
  attribution: z.literal('Data: FiveThirtyEight, CC BY 4.0'),
  posts_scored: z.number().int(),
  posts_too_short: z.number().int(),
  reposts_dropped: z.number().int(),
  authors: z.array(z.object({ author: z.string(), parts: z.object({ fit: Part, holdout: Part, all: Part }) })),
  mean: z.object({ fit: Measures, holdout: Measures, all: Measures }),
  targets: z.array(
    z.object({
      part: z.enum(['fit', 'holdout', 'all']),
      goal: z.string(),
      value: z.number().nullable(),
      pass: z.boolean(),
      unit: z.literal('rho'),
    }),
  ),
});
