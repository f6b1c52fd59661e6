// What Preflight learns from one account's history (calibrateAccount): JSON, so it can be stored by the
// backend, kept in the browser by the extension and written by `npm run check --history`. Declared once here.
import { z } from 'zod';
import { AccountStatus, Platform } from '../schemas';

export { ACCOUNT_MIN_POSTS } from '../schemas';

export const ForecastMetric = z.enum(['impressions', 'likes', 'reposts', 'replies']);
export type ForecastMetric = z.infer<typeof ForecastMetric>;

/**
 * One count's typical value on this account and how far posts stray from it, on the ln(1 + count) scale.
 * `level` is today's typical post (metricModel.ts: the account's local level, text effects taken out, as a
 * median forecast); `q10`/`q90` are the conformal 10th/90th percentiles of the errors the account's forecasts of
 * its recent posts made, widened by the level's move over the last two weeks (errors pooled over many accounts
 * while the account has fewer than ACCOUNT_MIN_POSTS posts).
 */
export const MetricModel = z.object({
  level: z.number(),
  q10: z.number(),
  q90: z.number(),
  /** Posts that carried the count. */
  posts: z.number().int().min(0),
  /**
   * How much of the draft's text lift (its effect on likes, ln units) this count follows: the share that made the
   * account's own forecasts closest, shrunk toward the pooled share. 0: the text says nothing here, the level alone.
   */
  text_share: z.number().min(0),
  /** Where the band's percentiles come from: the account's own forecast errors, or errors pooled over accounts. */
  band_from: z.enum(['account', 'pooled']),
  /**
   * How fast the level drifts, per day, in units of one post's noise variance: how much of a change persists, as
   * the account's own errors chose it (shrunk toward the pooled drift for a short history).
   */
  drift_per_day: z.number().min(0),
  /** The same as a smoothing weight: the share of a daily post's surprise that moves the level (0 to 1). */
  weight_per_day: z.number().min(0).max(1),
  /**
   * How the account's later thread parts do ("2/", "(3/5)", "Fin/": threadPart.ts), read from its own: `shift` is
   * added to a part's forecast on the ln(1 + count) scale (the median of how far its parts fell from the level,
   * shrunk toward none), `q10`/`q90` their band around it, `posts` the parts it rests on. null: no part in the
   * history, and a part is forecast as any post.
   */
  thread_part: z.object({ shift: z.number(), q10: z.number(), q90: z.number(), posts: z.number().int().min(1) }).nullable(),
});
export type MetricModel = z.infer<typeof MetricModel>;

/** A per-impression rate, shrunk toward the generic base rate by the account's impressions. */
export const RateModel = z.object({ rate: z.number().min(0), posts: z.number().int().min(0) });

/** One forecast term re-weighted on this account. Effects are ln(1 + likes) per unit of the term's value. */
export const AccountEffect = z.object({
  /** The term's mean value over the account's posts (forecasts are relative to the account's typical post). */
  mean: z.number(),
  per_unit: z.number(),
  /** The global effect converted to the same units: what the ridge shrinks toward. */
  prior: z.number(),
  /** Posts where the term was present: an account effect is only put in words with enough of them. */
  posts_with: z.number().int().min(0),
});
export type AccountEffect = z.infer<typeof AccountEffect>;

export const AccountTiming = z.object({
  t_50_min: z.number().positive(),
  shape: z.number().positive(),
  /** `snapshots`: learned from the account's own counts at several ages (shrunk toward the prior); `prior`: none given. */
  source: z.enum(['snapshots', 'prior']),
  posts: z.number().int().min(0),
});

export const FollowerPoint = z.object({ at: z.iso.datetime({ offset: true }), followers: z.number().min(0) });

/**
 * Version 5: a later part of a thread ("2/", "Fin/") is kept out of the level and forecast from the account's own
 * parts (`thread_part`). (Version 4 made each count's level a local level whose drift and text share the
 * account's own errors chose; version 3 read the level as a time-weighted median with a fixed half-life rule;
 * version 2 put the forecast's terms in place of the editor's concepts.) A stored model of an older version does
 * not parse: the backend recalibrates it from the stored posts; the extension, which keeps no posts, asks for the
 * history to be imported again.
 */
export const AccountModel = z.object({
  version: z.literal(5),
  platform: Platform,
  /** The time of the newest post in the history: the model describes the account as of then (null: no posts). */
  calibrated_at: z.iso.datetime({ offset: true }).nullable(),
  posts: z.number().int().min(0),
  posts_with_impressions: z.number().int().min(0),
  /** `calibrated`: ≥ 30 posts with impressions; `likes_only`: ≥ 30 posts with likes but too few with impressions. */
  status: AccountStatus,
  /** More posts with impressions needed before the view curve is the account's own (0 once calibrated). */
  posts_needed: z.number().int().min(0),
  metrics: z.object({
    impressions: MetricModel.nullable(),
    likes: MetricModel.nullable(),
    reposts: MetricModel.nullable(),
    replies: MetricModel.nullable(),
  }),
  /** Per-impression rates (likes, reposts, replies, link_clicks, profile_clicks, follows) when impressions exist. */
  rates: z.record(z.string(), RateModel),
  timing: AccountTiming,
  /** The forecast's terms re-weighted on the account (ridge toward the generic forecast, trend over time taken out). */
  effects: z.record(z.string(), AccountEffect),
  followers: z.object({ latest: z.number().min(0), at: z.iso.datetime({ offset: true }), series: z.array(FollowerPoint) }).nullable(),
});
export type AccountModel = z.infer<typeof AccountModel>;
