import { describe, expect, it } from 'vitest';
import { AccountModel, calibrateAccount } from '../../../shared/index';
import { FORECAST } from '../../../shared/params/forecast';
import { VIEW_CURVE_PRIOR } from '../../../shared/platformFacts/viewCurvePrior';
import { syntheticAccount } from './syntheticAccount';

describe('calibrateAccount', () => {
  const big = syntheticAccount({
    posts: 600,
    medianImpressions: 2000,
    likeRate: 0.01,
    mentionLift: 2,
    snapshots: { t50: 120, shape: 1.5 },
    followersFrom: 5000,
  });
  const model = calibrateAccount(big);

  it('learns the account’s reach: the median post’s impressions and the per-impression like rate', () => {
    expect(Math.expm1((model.metrics.impressions as { level: number }).level)).toBeGreaterThan(2000 / 1.15);
    expect(Math.expm1((model.metrics.impressions as { level: number }).level)).toBeLessThan(2000 * 1.15);
    // Two posts in three at 1 %, one in three at 2 %, with log-normal noise of mean e^(0.045).
    const rate = (model.rates.likes as { rate: number }).rate;
    expect(rate).toBeGreaterThan(0.0125);
    expect(rate).toBeLessThan(0.0145);
    expect(model.status).toBe('calibrated');
    expect(model.posts).toBe(600);
    expect(model.posts_needed).toBe(0);
  });

  it('learns that posts opening with a handle do better on this account, against the global effect', () => {
    const e = model.effects.opens_with_mention as { per_unit: number; prior: number; posts_with: number };
    expect(e.prior).toBeLessThan(0);
    // The ridge counts the generic effect as PRIOR_POSTS (100) posts that showed it: 600 posts at ln 2 against
    // 100 at the prior land about here, give or take the noise of the synthetic likes.
    const expected = (600 * Math.log(2) + 100 * e.prior) / 700;
    expect(e.per_unit).toBeGreaterThan(expected - 0.15);
    expect(e.per_unit).toBeLessThan(expected + 0.15);
    expect(e.posts_with).toBe(200);
  });

  it('shrinks toward the global effect when the history is short', () => {
    const short = calibrateAccount(big.slice(0, 60)).effects.opens_with_mention as { per_unit: number; prior: number };
    const long = model.effects.opens_with_mention as { per_unit: number };
    expect(short.per_unit).toBeGreaterThan(short.prior);
    expect(short.per_unit).toBeLessThan(long.per_unit);
    // 60 posts against a prior worth 100: less than halfway from the prior.
    expect(short.per_unit - short.prior).toBeLessThan((long.per_unit - short.prior) / 2);
  });

  it('learns its timing from snapshots, and keeps the prior without them', () => {
    expect(model.timing.source).toBe('snapshots');
    expect(model.timing.t_50_min).toBeGreaterThan(110);
    expect(model.timing.t_50_min).toBeLessThan(130);
    expect(model.timing.shape).toBeGreaterThan(1.4);
    expect(model.timing.shape).toBeLessThan(1.6);
    const none = calibrateAccount(syntheticAccount({ posts: 40 }));
    expect(none.timing).toEqual({
      t_50_min: VIEW_CURVE_PRIOR.t50_min.value,
      shape: VIEW_CURVE_PRIOR.shape.value,
      source: 'prior',
      posts: 0,
    });
  });

  it('moves the timing only part of the way with a few posts with snapshots', () => {
    const few = calibrateAccount(syntheticAccount({ posts: 5, snapshots: { t50: 240, shape: 1.2 } }));
    expect(few.timing.t_50_min).toBeGreaterThan(VIEW_CURVE_PRIOR.t50_min.value);
    expect(few.timing.t_50_min).toBeLessThan(240);
  });

  it('keeps the follower count over time, thinned', () => {
    expect(model.followers?.latest).toBe(5000 + 10 * 599);
    expect(model.followers?.series.length).toBeLessThanOrEqual(61);
    expect(model.followers?.series.at(-1)?.followers).toBe(5000 + 10 * 599);
  });

  it('needs 30 posts with impressions to calibrate, and says how many more', () => {
    const posts = syntheticAccount({ posts: 30 });
    expect(calibrateAccount(posts.slice(0, 29))).toMatchObject({ status: 'cold_start', posts_needed: 1 });
    expect(calibrateAccount(posts)).toMatchObject({ status: 'calibrated', posts_needed: 0 });
    expect(calibrateAccount(syntheticAccount({ posts: 40, impressions: false }))).toMatchObject({
      status: 'likes_only',
      posts_needed: 30,
      posts_with_impressions: 0,
    });
  });

  it('is deterministic, ignores input order and duplicate ids, and round-trips through JSON', () => {
    const posts = big.slice(0, 120);
    const shuffled = [...posts].reverse();
    const again = calibrateAccount([...shuffled, ...posts.slice(0, 10)]);
    expect(again).toEqual(calibrateAccount(posts));
    expect(AccountModel.parse(JSON.parse(JSON.stringify(again)))).toEqual(again);
  });

  it('shrinks each effect toward the forecast it is given', () => {
    const zeroed = {
      ...FORECAST,
      effects: Object.fromEntries(Object.entries(FORECAST.effects).map(([k, e]) => [k, { ...e, per_unit: 0 }])),
    };
    const m = calibrateAccount(big.slice(0, 60), { forecast: zeroed });
    expect(m.effects.opens_with_mention?.prior).toBe(0);
  });

  it("fits the terms the generic forecast leaves out on the account's own history", () => {
    // Mentions help some kinds of accounts and hurt others: the generic forecast leaves them at 0, the
    // account's own posts decide. In this history the posts that open with a handle also carry one mention.
    expect(FORECAST.effects.mentions?.shipped).toBe(false);
    expect(model.effects.mentions?.prior).toBe(0);
    expect(model.effects.mentions).toBeDefined();
  });
});
