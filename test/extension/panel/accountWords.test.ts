import { describe, expect, it } from 'vitest';
import { roughCount, type AccountModel, type AccountUse, type ExpectedEngagement } from '../../../shared/index';
import {
  accountBasisWords,
  accountStatusWords,
  forecastSentence,
  skippedWords,
  viewsNeededWords,
} from '../../../extension/panel/reach/accountWords';

const metric = (typical: number) => ({
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
const model = (over: Partial<AccountModel>): AccountModel => ({
  version: 5,
  platform: 'x',
  calibrated_at: '2026-02-01T10:00:00+00:00',
  posts: 812,
  posts_with_impressions: 812,
  status: 'calibrated',
  posts_needed: 0,
  metrics: { impressions: metric(1893), likes: metric(12), reposts: metric(2), replies: metric(3) },
  rates: {},
  timing: { t_50_min: 90, shape: 1.2, source: 'prior', posts: 0 },
  effects: {},
  followers: null,
  ...over,
});
const use = (over: Partial<AccountUse>): AccountUse => ({
  status: 'calibrated',
  posts: 812,
  posts_needed: 0,
  calibrated_at: '2026-02-01T10:00:00+00:00',
  ...over,
});
const band = (median: number, lo80: number, hi80: number) => ({ median, lo80, hi80 });
const expected = (over: Partial<ExpectedEngagement>): ExpectedEngagement => ({
  horizon_min: 1440,
  impressions: band(1437.2, 912.4, 2611.9),
  likes: band(12.4, 5.6, 24.5),
  reposts: band(2, 0.4, 5),
  replies: band(3, 1, 6),
  based_on_posts: 812,
  calibrated_at: '2026-02-01T10:00:00+00:00',
  usual: { impressions: 1200, likes: 10, reposts: 2, replies: 2 },
  ...over,
});

describe('rough counts', () => {
  it('are whole numbers below 100 and two significant figures above, with thousands separators', () => {
    expect([0.4, 5.6, 12.5, 99.4, 99.6, 912.4, 1437.2, 2611.9, 18260.2].map(roughCount)).toEqual([
      '0',
      '6',
      '13',
      '99',
      '100',
      '910',
      '1,400',
      '2,600',
      '18,000',
    ]);
  });

  it('never go below zero', () => {
    expect(roughCount(-3)).toBe('0');
  });
});

describe('the options page’s status of a stored model', () => {
  it('names the posts and the typical post’s views (the median: expm1 of the level)', () => {
    expect(accountStatusWords(model({}))).toBe('Calibrated on 812 posts, typical post ≈ 1,900 views.');
  });

  it('says how many more posts with view counts a cold start needs', () => {
    expect(accountStatusWords(model({ status: 'cold_start', posts: 12, posts_with_impressions: 12, posts_needed: 18 }))).toBe(
      '12 posts imported: 18 more with view counts needed.',
    );
  });

  it('says views need more posts when only likes are calibrated', () => {
    expect(accountStatusWords(model({ status: 'likes_only', posts: 45, posts_with_impressions: 29, posts_needed: 1 }))).toBe(
      'Calibrated on 45 posts for likes, reposts and replies, typical post ≈ 12 likes. Views need 1 more post with view counts.',
    );
  });
});

describe('the skipped rows', () => {
  it('are counted, with the reasons kept and how many more there were', () => {
    expect(
      skippedWords({
        count: 7,
        first: [
          { file: 'may.csv', row: 3, reason: 'a reply, not an original post' },
          { file: 'may.csv', row: 9, reason: 'no likes count' },
        ],
      }),
    ).toEqual({
      summary: '7 rows skipped',
      lines: ['may.csv, row 3: a reply, not an original post', 'may.csv, row 9: no likes count', 'and 5 more'],
    });
  });

  it('say nothing when none were skipped, and "1 row" for one', () => {
    expect(skippedWords({ count: 0, first: [] })).toBeNull();
    expect(skippedWords({ count: 1, first: [{ file: 'a.csv', row: 1, reason: 'no Tweet id' }] })?.summary).toBe('1 row skipped');
  });
});

describe('the panel’s account lines', () => {
  it('say the score is calibrated on the writer’s own posts', () => {
    expect(accountBasisWords(use({}))).toBe('Calibrated on your 812 posts');
  });

  it('say how many more posts a cold start needs', () => {
    expect(accountBasisWords(use({ status: 'cold_start', posts: 12, posts_needed: 18 }))).toBe(
      '12 posts imported: 18 more with view counts needed for a forecast of your own.',
    );
  });

  it('put the expected views and likes at 24 h with their 80 % bands in one sentence', () => {
    expect(forecastSentence(expected({}))).toBe('About 1,400 views (likely 910–2,600) and 12 likes (likely 6–25) in 24 h.');
  });

  it('give likes alone when views are not calibrated, and say what views need', () => {
    expect(forecastSentence(expected({ impressions: null }))).toBe('About 12 likes (likely 6–25) in 24 h.');
    expect(viewsNeededWords(use({ status: 'likes_only', posts: 45, posts_needed: 6 }))).toBe(
      'Views are not forecast yet: 6 more posts with view counts needed.',
    );
    expect(viewsNeededWords(use({}))).toBeNull();
  });

  it('write "1 like" and leave out a band that rounds to one number', () => {
    expect(forecastSentence(expected({ impressions: null, likes: band(1.2, 0.6, 1.4) }))).toBe('About 1 like in 24 h.');
  });
});
