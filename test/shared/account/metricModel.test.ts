import { describe, expect, it } from 'vitest';
import { BAND_POSTS, conformalBound, liftCount, metricModel, MOVE_DAYS } from '../../../shared/account/metricModel';
import { fitLevel, forecastErrors, PRIOR_POSTS, type MetricSeries } from '../../../shared/account/levelFit';
import { burstWeights, DAY_MS, localLevel } from '../../../shared/account/localLevel';
import { calibrateAccount, score } from '../../../shared/index';
import { ACCOUNT_BAND } from '../../../shared/params/accountBand';
import { createPrng } from '../../../shared/random/prng';
import { syntheticAccount } from './syntheticAccount';

const start = Date.UTC(2025, 0, 1);
const PRIOR = { driftPerDay: 0.01, textShare: 1 };

/** One post a day (or `times`), with text effects `text` (0 without) both fitted and held out. */
function series(values: readonly number[], text?: readonly number[], times?: readonly number[]): MetricSeries {
  return {
    y: [...values],
    times: times ? [...times] : values.map((_, i) => start + i * DAY_MS),
    textEffect: text ? [...text] : values.map(() => 0),
    heldOutText: text ? [...text] : values.map(() => 0),
  };
}

/** Daily posts around a level that follows `levelOn(day)`, with noise of sd 0.35 (a typical account's spread). */
function daily(days: number, levelOn: (day: number) => number, seed: string): number[] {
  const rng = createPrng(seed);
  return Array.from({ length: days }, (_, d) => levelOn(d) + 0.35 * rng.normal());
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
    const many = Array.from({ length: 99 }, (_, i) => i + 1);
    expect([conformalBound(many, 0.1), conformalBound(many, 0.9)]).toEqual([10, 90]);
  });

  it("uses errors pooled over accounts below 30 posts, then mostly the account's own", () => {
    const values = daily(260, () => Math.log1p(20), 'metric model');
    const few = metricModel(series(values.slice(0, 29)), PRIOR, ACCOUNT_BAND);
    expect(few.band_from).toBe('pooled');
    // The pooled band, widened only by how far the level moved in the last two weeks.
    expect(few.q10).toBeLessThanOrEqual(ACCOUNT_BAND.q10);
    expect(few.q90).toBeGreaterThanOrEqual(ACCOUNT_BAND.q90);
    const enough = metricModel(series(values), PRIOR, ACCOUNT_BAND);
    expect(enough.band_from).toBe('account');
    // Posts that stray by sd 0.35 give a band of about ±1.28 · 0.35, much narrower than the pooled one.
    expect(enough.q90 - enough.q10).toBeGreaterThan(0.6);
    expect(enough.q90 - enough.q10).toBeLessThan(ACCOUNT_BAND.q90 - ACCOUNT_BAND.q10);
  });

  it("forecasts each post from the posts before it, with that post's own text lift", () => {
    // Every post is exactly its text lift above a constant level: every forecast is exact.
    const lifts = Array.from({ length: 40 }, (_, i) => (i % 4) * 0.2);
    const values = lifts.map((l) => liftCount(Math.log1p(10), l));
    const { errors } = forecastErrors(series(values, lifts), 1, 0.01, [0, 7]);
    expect(errors.length).toBeGreaterThan(40);
    for (const e of errors) expect(Math.abs(e)).toBeLessThan(1e-9);
  });
});

describe('a level that learns how much a change persists', () => {
  const A = Math.log1p(1000);
  const B = Math.log1p(300);

  // The drop is ln(1000 / 300) ≈ 1.2 deep in both.
  const persistent = metricModel(series(daily(360, (d) => (d < 240 ? A : B), 'persistent drop')), PRIOR, ACCOUNT_BAND);
  const transient = metricModel(series(daily(360, (d) => (d >= 320 && d < 330 ? B : A), 'transient dip')), PRIOR, ACCOUNT_BAND);

  it('follows a drop that persists', () => {
    // 240 days at 1,000 views, then 120 days at 300.
    expect(Math.abs(persistent.level - B)).toBeLessThan(0.15);
  });

  it('sees through a dip that recovered', () => {
    // 360 days at 1,000 views with a ten-day dip to 300 a month before the end: nearly all of it is gone.
    expect(Math.abs(transient.level - A)).toBeLessThan(0.15 * (A - B));
  });

  it("learns from the account's own history how much a change persists", () => {
    expect(persistent.drift_per_day).toBeGreaterThan(transient.drift_per_day);
    expect(persistent.weight_per_day).toBeGreaterThan(transient.weight_per_day);
  });

  it('keeps a drift near the pooled one for a short history and its own for a long one', () => {
    // A level that wanders (a random walk of sd 0.1 a day under noise of sd 0.35): the account's own errors ask
    // for a fast drift. Forty days of it say little; eight hundred days say it loudly.
    const rng = createPrng('wander');
    let level = A;
    const values = Array.from({ length: 800 }, () => {
      level += 0.1 * rng.normal();
      return level + 0.35 * rng.normal();
    });
    const long = fitLevel(series(values), PRIOR);
    const short = fitLevel(series(values.slice(0, 40)), PRIOR);
    // The walk's variance per day over the noise's, 0.01 / 0.1225 ≈ 0.08: its own errors find about that.
    expect(long.ownDrift).toBeGreaterThan(3 * PRIOR.driftPerDay);
    expect(long.ownDrift).toBeLessThan(0.5);
    // Shrunk on the log scale with the pooled drift counting as PRIOR_POSTS posts.
    const towardPooled = (fit: typeof long) =>
      Math.log(fit.driftPerDay / PRIOR.driftPerDay) / Math.log(Math.max(1e-4, fit.ownDrift) / PRIOR.driftPerDay);
    expect(towardPooled(long)).toBeCloseTo(long.evidence / (long.evidence + PRIOR_POSTS), 6);
    expect(towardPooled(short)).toBeLessThan(0.3);
    expect(towardPooled(long)).toBeGreaterThan(0.85);
  });

  it('counts a burst of posts as the day it is, in the evidence and in the level', () => {
    const values = daily(120, () => A, 'burst');
    const spread = series(values);
    // The same 120 posts, the last 60 of them in one afternoon.
    const times = values.map((_, i) => (i < 60 ? start + i * DAY_MS : start + 60 * DAY_MS + i * 60_000));
    const bunched = series(values, undefined, times);
    expect(fitLevel(spread, PRIOR).evidence).toBeCloseTo(110, 6);
    expect(fitLevel(bunched, PRIOR).evidence).toBeLessThan(52);
    expect(
      burstWeights(times)
        .slice(60)
        .reduce((s, w) => s + w, 0),
    ).toBeCloseTo(1, 6);
    expect(localLevel(values, times, 0.01).level).toBeCloseTo(localLevel(values, times, 0.01).level, 12);
  });
});

describe('a text share that earns its place', () => {
  const rng = createPrng('text share');
  const text = Array.from({ length: 400 }, () => 0.5 * rng.normal());
  const noise = Array.from({ length: 400 }, () => 0.3 * rng.normal());
  const base = Math.log1p(2000);

  it('goes to 0 where the text does not move the count, and the forecast is the level alone', () => {
    const values = noise.map((e) => base + e);
    const fit = fitLevel(series(values, text), PRIOR);
    expect(fit.ownShare).toBe(0);
    // Shrunk toward the pooled share only as far as 100 posts' worth against the account's 390.
    expect(fit.textShare).toBeLessThan(0.25);
  });

  it('is about 1 where the count follows the text in full', () => {
    const values = noise.map((e, i) => liftCount(base, text[i] as number) + e);
    const fit = fitLevel(series(values, text), { ...PRIOR, textShare: 0.5 });
    // The smallest share within one standard error of the best: a little under 1, never above it by much.
    expect(fit.ownShare).toBeGreaterThanOrEqual(0.7);
    expect(fit.ownShare).toBeLessThanOrEqual(1.2);
  });

  it('is chosen on a real account: a handle that triples likes earns a share, text that does nothing little', () => {
    const real = calibrateAccount(syntheticAccount({ posts: 200, mentionLift: 3, seed: 'real' }));
    const none = calibrateAccount(syntheticAccount({ posts: 200, mentionLift: 1, seed: 'noise' }));
    expect(real.metrics.likes?.text_share).toBeGreaterThan(0.6);
    expect(none.metrics.likes?.text_share ?? 1).toBeLessThan(real.metrics.likes?.text_share ?? 0);
  });
});

describe('an honest band', () => {
  it('holds about 80 % of later posts on a steady account (split-conformal on its own errors)', () => {
    const values = daily(BAND_POSTS + 200, () => Math.log1p(500), 'steady band');
    const model = metricModel(series(values.slice(0, BAND_POSTS + 100)), PRIOR, ACCOUNT_BAND);
    const later = values.slice(BAND_POSTS + 100);
    const inside = later.filter((y) => y >= model.level + model.q10 && y <= model.level + model.q90).length;
    expect(inside / later.length).toBeGreaterThan(0.7);
    expect(inside / later.length).toBeLessThan(0.9);
  });

  it('widens toward where the level was when it moved in the last two weeks', () => {
    // A level that wanders, so the account's own drift is fast; its last ten days at a third of its reach.
    const rng = createPrng('moved');
    let level = Math.log1p(1000);
    const steady = Array.from({ length: 300 }, () => {
      level += 0.1 * rng.normal();
      return level + 0.2 * rng.normal();
    });
    const fallen = steady.map((y, d) => (d >= 290 ? y - Math.log(3) : y));
    const before = metricModel(series(steady), PRIOR, ACCOUNT_BAND);
    const after = metricModel(series(fallen), PRIOR, ACCOUNT_BAND);
    const fell = before.level - after.level;
    expect(fell).toBeGreaterThan(0.5);
    // The band around today's level reaches up to the band around the level of MOVE_DAYS before: the fall may
    // not last. Only the upper side widens.
    expect(after.q90 - before.q90).toBeGreaterThan(0.6 * fell);
    expect(Math.abs(after.q10 - before.q10)).toBeLessThan(0.15);
    expect(MOVE_DAYS).toBe(14);
  });

  it('holds about 80 % of later posts on a synthetic account end to end', () => {
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
    const weekStart = Date.UTC(2025, 0, 6); // a Monday
    let id = 1;
    for (let week = 0; week < 6; week++) {
      for (let d = 0; d < 5; d++) {
        posts.push({
          post_id: String(id++),
          text: `Chart of the day ${week}-${d}: rents against wages in twelve cities, with the method in the thread.`,
          posted_at: new Date(weekStart + (week * 7 + d) * DAY_MS + 9 * 3_600_000).toISOString(),
          metrics: { impressions: 300, likes: 6, reposts: 1, replies: 0 },
        });
      }
      for (let k = 0; k < 30; k++) {
        posts.push({
          post_id: String(id++),
          text: `Automated update ${week}-${k}: the index moved by ${k % 7} tenths of a point today.`,
          posted_at: new Date(weekStart + (week * 7 + 5) * DAY_MS + k * 600_000).toISOString(),
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
