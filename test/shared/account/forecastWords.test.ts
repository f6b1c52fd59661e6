import { describe, expect, it } from 'vitest';
import { forecastWords, roughCount, type ExpectedEngagement } from '../../../shared/index';

const band = (median: number, lo80: number, hi80: number) => ({ median, lo80, hi80 });
const expected = (impressions: ExpectedEngagement['impressions']): ExpectedEngagement => ({
  horizon_min: 1440,
  impressions,
  likes: band(12.4, 6.2, 25.3),
  reposts: band(3, 1, 6),
  replies: band(1, 0, 2),
  based_on_posts: 40,
  calibrated_at: '2024-02-09T10:00:00+00:00',
  usual: { impressions: impressions?.median ?? null, likes: 12.4, reposts: 3, replies: 1 },
});

describe('forecastWords', () => {
  it('rounds counts as a reader takes them: whole under 100, two significant figures above', () => {
    expect([0.4, 5.6, 12.5, 99.4, 99.6, 912.4, 1437.2, 2611.9, 18260.2, 1_234_567].map(roughCount)).toEqual([
      '0',
      '6',
      '13',
      '99',
      '100',
      '910',
      '1,400',
      '2,600',
      '18,000',
      '1,200,000',
    ]);
    expect(roughCount(-3)).toBe('0');
  });

  it('says views and likes with their 80 % bands at the horizon', () => {
    expect(forecastWords(expected(band(1437.2, 912.4, 2611.9)))).toBe(
      'about 1,400 views (likely 910–2,600) and 12 likes (likely 6–25) in 24 h',
    );
  });

  it('says likes alone when views are not the account’s own yet, and drops a band that rounds to one number', () => {
    expect(forecastWords(expected(null))).toBe('about 12 likes (likely 6–25) in 24 h');
    expect(forecastWords({ ...expected(null), likes: band(1.2, 0.6, 1.4) })).toBe('about 1 like in 24 h');
  });
});
