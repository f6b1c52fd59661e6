// What the API shows of an account: its record and, from the stored model, the calibration in plain numbers.
import type { AccountModel, MetricModel } from '@preflight/engine/account';
import { CONCEPTS } from '@preflight/engine';
import { ACCOUNT_MIN_POSTS } from '@preflight/engine';
import type { AccountRecord } from '../store/store';
import type { AccountDetail, AccountSummary, Calibration } from './accountSchemas';

/** "What works" names an account effect only when this many posts of the history have the concept. */
export const WHAT_WORKS_MIN_POSTS = 5;

const LABELS = new Map<string, string>(CONCEPTS.map((c) => [c.id, c.label]));

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export function accountSummary(account: AccountRecord): AccountSummary {
  return {
    id: account.id,
    label: account.label,
    platform: account.platform,
    status: account.model?.status ?? 'cold_start',
    posts: account.posts,
    created_at: account.created_at,
  };
}

export function accountDetail(account: AccountRecord, limits: { posts: number; textBytes: number }): AccountDetail {
  const model = account.model;
  return {
    ...accountSummary(account),
    posts_limit: limits.posts,
    text_bytes: account.text_bytes,
    text_bytes_limit: limits.textBytes,
    posts_needed: model?.posts_needed ?? ACCOUNT_MIN_POSTS,
    calibration: model && model.posts > 0 ? calibration(model) : null,
  };
}

function median(m: MetricModel | null): number | null {
  return m === null ? null : round(Math.max(0, Math.expm1(m.level)), 1);
}

export function calibration(model: AccountModel): Calibration {
  const whatWorks = Object.entries(model.effects)
    .filter(([, e]) => e.per_unit !== 0 && e.posts_with >= WHAT_WORKS_MIN_POSTS)
    .map(([concept, e]) => ({
      concept,
      label: LABELS.get(concept) ?? concept,
      likes_change_pct: round(Math.expm1(e.per_unit) * 100, 1),
      posts_with: e.posts_with,
    }))
    .sort((a, b) => Math.abs(b.likes_change_pct) - Math.abs(a.likes_change_pct) || (a.concept < b.concept ? -1 : 1));
  return {
    calibrated_at: model.calibrated_at,
    posts_with_impressions: model.posts_with_impressions,
    median: {
      impressions: median(model.metrics.impressions),
      likes: median(model.metrics.likes),
      reposts: median(model.metrics.reposts),
      replies: median(model.metrics.replies),
    },
    rates: Object.fromEntries(Object.entries(model.rates).map(([action, r]) => [action, r.rate])),
    t_50_min: model.timing.t_50_min,
    timing_source: model.timing.source,
    what_works: whatWorks,
  };
}
