// calibrateAccount: one account's history in, its model out (shared/account/accountModel.ts). Pure and
// deterministic: the same posts give the same model, whatever order they come in.
import type { Platform } from '../schemas';
import { ACCOUNT_MIN_POSTS } from '../schemas';
import type { AccountPost, PostMetrics } from './accountPost';
import type { AccountModel, MetricModel } from './accountModel';
import type { ForecastParams } from '../params/forecastParams';
import { FORECAST } from '../params/forecast';
import { forecastColumns } from '../forecast/forecastColumns';
import { detrend } from '../stats/detrend';
import { accountEffects, heldOutTextEffects, textEffectOf, type EffectsFit } from './accountEffects';
import { metricModel, type MetricSeries, type PooledBand } from './metricModel';
import type { LevelPrior } from './levelFit';
import { ACCOUNT_BAND } from '../params/accountBand';
import { ACCOUNT_LEVEL } from '../params/accountLevel';
import { accountTiming } from './accountTiming';
import { accountRates } from './accountRates';
import { accountFollowers } from './accountFollowers';
import { isThreadPart } from './threadPart';

export interface CalibrateOptions {
  platform?: Platform;
  /** The generic forecast the account's effects shrink toward (the committed fit by default). */
  forecast?: ForecastParams;
  /** The band used below ACCOUNT_MIN_POSTS posts (the committed pooled band by default). */
  pooledBand?: PooledBand;
  /** The pooled drift per day each count's own is shrunk toward (the committed fit by default). */
  pooledDrift?: number;
}

/** Below this many posts a count gets no model of its own (its band would be a guess). */
const MIN_METRIC_POSTS = 10;
/**
 * The share of the text's effect on likes that the prior expects in each count: likes, reposts and replies follow
 * the text as likes do (the effects are fitted on likes); views follow it half as much (a feed shows a post before
 * anyone has judged its words).
 */
const PRIOR_TEXT_SHARE: Record<keyof AccountModel['metrics'], number> = { impressions: 0.5, likes: 1, reposts: 1, replies: 1 };

function inTimeOrder(posts: readonly AccountPost[]): AccountPost[] {
  const byId = new Map<string, AccountPost>();
  for (const p of posts) byId.set(p.post_id, p);
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.posted_at) - Date.parse(b.posted_at) || (a.post_id < b.post_id ? -1 : a.post_id > b.post_id ? 1 : 0),
  );
}

/** The account's effects, and each post's text effect from the effects fitted without its block of posts. */
export interface HistoryFit extends EffectsFit {
  heldOutText: number[];
}

/** One count's series over the posts that carry it (null below MIN_METRIC_POSTS of them). */
export function countSeries(posts: readonly AccountPost[], fit: HistoryFit, metric: keyof AccountModel['metrics']): MetricSeries | null {
  const y: number[] = [];
  const t: number[] = [];
  const held: number[] = [];
  const times: number[] = [];
  const part: boolean[] = [];
  posts.forEach((p, i) => {
    const count = p.metrics[metric as keyof PostMetrics];
    if (count === undefined) return;
    y.push(Math.log1p(count));
    t.push(fit.textEffect[i] as number);
    held.push(fit.heldOutText[i] as number);
    times.push(Date.parse(p.posted_at));
    part.push(isThreadPart(p.text));
  });
  if (y.length < MIN_METRIC_POSTS) return null;
  // Published posts carry no policy term: whatever a platform did to them is already in their counts.
  return { y, times, textEffect: t, heldOutText: held, part };
}

/** The pooled values a count's own fit is shrunk toward. */
export function levelPrior(metric: keyof AccountModel['metrics'], pooledDrift: number = ACCOUNT_LEVEL.drift_per_day): LevelPrior {
  return { driftPerDay: pooledDrift, textShare: PRIOR_TEXT_SHARE[metric] };
}

function countModel(
  posts: readonly AccountPost[],
  fit: HistoryFit,
  metric: keyof AccountModel['metrics'],
  pooled: PooledBand,
  pooledDrift?: number,
): MetricModel | null {
  const series = countSeries(posts, fit, metric);
  return series && metricModel(series, levelPrior(metric, pooledDrift), pooled);
}

/**
 * The history's posts in time order (one per id, empty texts left out) and its forecast terms re-weighted on it.
 * The terms are re-weighted on the posts that are no later part of a thread (threadPart.ts): a part's few likes
 * come from where it stands, not from its words, and the parts' own shift is learned apart (threadParts.ts). A
 * part's effect is then the one its words have on the other posts, never fitted on it.
 */
export function fitHistory(
  history: readonly AccountPost[],
  platform: Platform,
  forecast: ForecastParams,
): { posts: AccountPost[]; fit: HistoryFit } {
  const posts = inTimeOrder(history.filter((p) => p.text.trim().length > 0));
  const columns = posts.map((p) => forecastColumns(p.text, platform, forecast));
  const kept = posts.flatMap((p, i) => (isThreadPart(p.text) ? [] : [i]));
  const rows = kept.map((i) => columns[i] as Float64Array);
  const likes = kept.map((i) => Math.log1p((posts[i] as AccountPost).metrics.likes));
  const target = likes.length >= 2 ? detrend(likes) : likes.map(() => 0);
  const effects = accountEffects(rows, target, forecast);
  const heldOutKept = heldOutTextEffects(rows, target, forecast);
  const textEffect = columns.map((row) => textEffectOf(effects.effects, row));
  const heldOutText = [...textEffect];
  kept.forEach((i, k) => {
    textEffect[i] = effects.textEffect[k] as number;
    heldOutText[i] = heldOutKept[k] as number;
  });
  return { posts, fit: { effects: effects.effects, textEffect, heldOutText } };
}

export function calibrateAccount(history: readonly AccountPost[], options: CalibrateOptions = {}): AccountModel {
  const platform = options.platform ?? 'x';
  const forecast = options.forecast ?? FORECAST;
  const pooled = options.pooledBand ?? ACCOUNT_BAND;
  const drift = options.pooledDrift;
  const { posts, fit } = fitHistory(history, platform, forecast);

  const withImpressions = posts.filter((p) => p.metrics.impressions !== undefined).length;
  const status = withImpressions >= ACCOUNT_MIN_POSTS ? 'calibrated' : posts.length >= ACCOUNT_MIN_POSTS ? 'likes_only' : 'cold_start';
  const last = posts.at(-1);
  return {
    version: 5,
    platform,
    calibrated_at: last ? last.posted_at : null,
    posts: posts.length,
    posts_with_impressions: withImpressions,
    status,
    posts_needed: Math.max(0, ACCOUNT_MIN_POSTS - withImpressions),
    metrics: {
      impressions: countModel(posts, fit, 'impressions', pooled, drift),
      likes: countModel(posts, fit, 'likes', pooled, drift),
      reposts: countModel(posts, fit, 'reposts', pooled, drift),
      replies: countModel(posts, fit, 'replies', pooled, drift),
    },
    rates: accountRates(posts),
    timing: accountTiming(posts),
    effects: fit.effects,
    followers: accountFollowers(posts),
  };
}
