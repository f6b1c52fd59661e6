import { describe, expect, it } from 'vitest';
import { conformalBound, forecastErrors, liftCount, metricModel, type MetricSeries } from '../../../shared/account/metricModel';
import { calibrateAccount, score } from '../../../shared/index';
import { ACCOUNT_BAND } from '../../../shared/params/accountBand';
import { detrend } from '../../../shared/stats/detrend';
import { createPrng } from '../../../shared/random/prng';
import { syntheticAccount } from './syntheticAccount';

const DAY = 86_400_000;

function series(values: readonly number[], textEffect?: readonly number[]): MetricSeries {
  return {
    y: [...values],
    times: values.map((_, i) => Date.UTC(2025, 0, 1) + i * DAY),
    textEffect: textEffect ? [...textEffect] : values.map(() => 0),
    heldOutText: textEffect ? [...textEffect] : values.map(() => 0),
    detrended: detrend(values),
  };
}

describe('one count on one account', () => {
  it("multiplies the count by the draft's lift, not one plus the count", () => {
    // Three likes, 50 % more: four and a half, not (1 + 3) · 1.5 − 1 = 5.
    expect(Math.expm1(liftCount(Math.log1p(3), Math.log(1.5)))).toBeCloseTo(4.5);
    expect(liftCount(Math.log1p(3), 0)).toBeCloseTo(Math.log1p(3));
    expect(Math.expm1(liftCount(0, 2))).toBe(0);
  });

  it('takes split-conformal bounds: of 9 errors, the 1st and the 9th', () => {
    const errors = [5, 1, 4, 2, 3, 9, 7, 8, 6];
    expect(conformalBound(errors, 0.1)).toBe(1);
    expect(conformalBound(errors, 0.9)).toBe(9);
    // Of 99 errors, the 10th smallest and the 90th.
    const many = Array.from({ length: 99 }, (_, i) => i + 1);
    expect([conformalBound(many, 0.1), conformalBound(many, 0.9)]).toEqual([10, 90]);
  });

  it("uses errors pooled over accounts below 30 posts, then the account's own", () => {
    const rng = createPrng('metric model');
    const values = Array.from({ length: 60 }, () => Math.log1p(20) + 0.3 * rng.normal());
    const few = metricModel(series(values.slice(0, 29)), 1, ACCOUNT_BAND);
    expect(few.band_from).toBe('pooled');
    expect([few.q10, few.q90]).toEqual([ACCOUNT_BAND.q10, ACCOUNT_BAND.q90]);
    const enough = metricModel(series(values), 1, ACCOUNT_BAND);
    expect(enough.band_from).toBe('account');
    // Posts that stray by sd 0.3 give a band of about ±1.28 · 0.3, much narrower than the pooled one.
    expect(enough.q90 - enough.q10).toBeGreaterThan(0.4);
    expect(enough.q90 - enough.q10).toBeLessThan(ACCOUNT_BAND.q90 - ACCOUNT_BAND.q10);
  });

  it("forecasts each recent post from the posts before it, with that post's own text lift", () => {
    // Every post is exactly its text lift above a constant level: every forecast is exact.
    const lifts = Array.from({ length: 40 }, (_, i) => (i % 4) * 0.2);
    const values = lifts.map((l) => liftCount(Math.log1p(10), l));
    const errors = forecastErrors(series(values, lifts), 1);
    expect(errors.length).toBeGreaterThan(30);
    for (const e of errors) expect(Math.abs(e)).toBeLessThan(1e-9);
  });

  it('holds about 80 % of later posts on a synthetic account', () => {
    const posts = syntheticAccount({ posts: 300, medianImpressions: 5000, seed: 'band' });
    const model = calibrateAccount(posts.slice(0, 200));
    const likes = model.metrics.likes;
    expect(likes?.band_from).toBe('account');
    const inside = posts.slice(200).filter((p) => {
      const lnLikes = Math.log1p(p.metrics.likes);
      return lnLikes >= (likes?.level ?? 0) + (likes?.q10 ?? 0) && lnLikes <= (likes?.level ?? 0) + (likes?.q90 ?? 0);
    }).length;
    expect(inside / 100).toBeGreaterThan(0.68);
    expect(inside / 100).toBeLessThan(0.92);
  });
});

describe('an account with weekend bursts of automated posts', () => {
  it("forecasts its weekday reach, not the burst's", () => {
    const posts = [];
    const start = Date.UTC(2025, 0, 6); // a Monday
    let id = 1;
    for (let week = 0; week < 6; week++) {
      for (let d = 0; d < 5; d++) {
        posts.push({
          post_id: String(id++),
          text: `Chart of the day ${week}-${d}: rents against wages in twelve cities, with the method in the thread.`,
          posted_at: new Date(start + (week * 7 + d) * DAY + 9 * 3_600_000).toISOString(),
          metrics: { impressions: 300, likes: 6, reposts: 1, replies: 0 },
        });
      }
      for (let k = 0; k < 30; k++) {
        posts.push({
          post_id: String(id++),
          text: `Automated update ${week}-${k}: the index moved by ${k % 7} tenths of a point today.`,
          posted_at: new Date(start + (week * 7 + 5) * DAY + k * 600_000).toISOString(),
          metrics: { impressions: 80, likes: 1, reposts: 0, replies: 0 },
        });
      }
    }
    const model = calibrateAccount(posts);
    expect(model.status).toBe('calibrated');
    // The last 30 posts are a burst: the median of the last posts would forecast 80 views for anything.
    const draft = (text: string) => score({ text, platform: 'x', account: model }).expected_engagement?.impressions?.median ?? 0;
    const chart = draft('Chart of the day 6-0: rents against wages in twelve cities, with the method in the thread.');
    const update = draft('Automated update 6-0: the index moved by 3 tenths of a point today.');
    expect(chart).toBeGreaterThan(200);
    expect(chart).toBeLessThan(400);
    expect(update).toBeLessThan(chart);
  });
});

describe('how far a count follows the text, judged on posts the effects were not fitted on', () => {
  it('gives an effect that holds across the history its share, and one that does not, little', () => {
    // The handle lift is real on `real`; on `noise` likes do not depend on the text at all.
    const real = calibrateAccount(syntheticAccount({ posts: 200, mentionLift: 3, seed: 'real' }));
    const noise = calibrateAccount(syntheticAccount({ posts: 200, mentionLift: 1, seed: 'noise' }));
    expect(real.metrics.likes?.text_share).toBeGreaterThan(0.6);
    expect(noise.metrics.likes?.text_share ?? 1).toBeLessThan(real.metrics.likes?.text_share ?? 0);
  });
});
