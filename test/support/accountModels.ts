// A stored account model built by hand, for the words said about it: its typical post is e^level − 1, so a
// metric is given by the typical count it should show.
import type { AccountModel } from '../../shared/index';

export const metricWithTypical = (typical: number) => ({
  level: Math.log1p(typical),
  q10: -0.5,
  q90: 0.5,
  posts: 40,
  text_share: 1,
  band_from: 'account' as const,
  drift_per_day: 0.01,
  weight_per_day: 0.095,
  thread_part: null,
});

/** 812 posts calibrated on views, a typical post of 1,893 views and 12 likes; `over` changes any part. */
export const accountModel = (over: Partial<AccountModel>): AccountModel => ({
  version: 5,
  platform: 'x',
  calibrated_at: '2026-02-01T10:00:00+00:00',
  posts: 812,
  posts_with_impressions: 812,
  status: 'calibrated',
  posts_needed: 0,
  metrics: {
    impressions: metricWithTypical(1893),
    likes: metricWithTypical(12),
    reposts: metricWithTypical(2),
    replies: metricWithTypical(3),
  },
  rates: {},
  timing: { t_50_min: 90, shape: 1.2, source: 'prior', posts: 0 },
  effects: {},
  followers: null,
  ...over,
});
