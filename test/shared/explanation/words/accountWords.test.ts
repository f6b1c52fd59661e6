import { describe, expect, it } from 'vitest';
import {
  accountBasisWords,
  accountStatusWords as statusWords,
  forecastSentence,
  skippedWords,
  standingOf,
  viewsNeededWords,
  type AccountModel,
  type AccountUse,
  type ExpectedEngagement,
} from '../../../../shared/index';
import { accountModel } from '../../../support/accountModels';

/** The status words of a stored model, as the options page and the command line say them. */
const accountStatusWords = (m: AccountModel) => statusWords(standingOf(m));

const model = accountModel;
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

describe('the options page’s status of a stored model', () => {
  it('names the posts and the typical post’s views (the median: expm1 of the level)', () => {
    expect(accountStatusWords(model({}))).toBe('Calibrated on 812 posts, typical post ≈ 1,900 views.');
  });

  it('says how many more posts with view counts a cold start needs', () => {
    expect(accountStatusWords(model({ status: 'cold_start', posts: 12, posts_with_impressions: 12, posts_needed: 18 }))).toBe(
      '12 posts imported: 18 more with view counts needed for a forecast of your own.',
    );
  });

  it('says views need more posts when only likes are calibrated', () => {
    expect(accountStatusWords(model({ status: 'likes_only', posts: 45, posts_with_impressions: 29, posts_needed: 1 }))).toBe(
      'Calibrated on 45 posts for likes, reposts and replies, typical post ≈ 12 likes. Views need 1 more post with view counts.',
    );
  });
});

describe('the status of an account the web page knows only by the API’s answer', () => {
  it('says the same words from the typical counts as from the model', () => {
    const standing = { status: 'calibrated' as const, posts: 812, posts_needed: 0, typical_views: 1893, typical_likes: 12.4 };
    expect(statusWords(standing)).toBe(accountStatusWords(model({})));
  });

  it('leaves out a typical post the model does not have, and says a new account has no posts yet', () => {
    expect(statusWords({ status: 'calibrated', posts: 40, posts_needed: 0, typical_views: null, typical_likes: null })).toBe(
      'Calibrated on 40 posts.',
    );
    expect(statusWords({ status: 'cold_start', posts: 0, posts_needed: 30, typical_views: null, typical_likes: null })).toBe(
      'No posts imported yet: 30 with view counts needed for a forecast of your own.',
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

  it('say how many rows were read when that is known, and leave out a file or row that goes without saying', () => {
    expect(
      skippedWords({
        count: 5,
        of: 1200,
        first: [
          { row: 4, reason: 'no likes count' },
          { row: null, reason: 'sent twice' },
        ],
      }),
    ).toEqual({
      summary: '5 of 1,200 rows skipped',
      lines: ['row 4: no likes count', 'sent twice', 'and 3 more'],
    });
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
