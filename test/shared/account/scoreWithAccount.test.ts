import { describe, expect, it } from 'vitest';
import { calibrateAccount, rankVariants, score, ScoreResult } from '../../../shared/index';
import { syntheticAccount } from './syntheticAccount';

const draft = 'The council votes on the parks budget tonight: here is what changes for families on the east side.';

describe('score with an account model', () => {
  const history = syntheticAccount({
    posts: 400,
    medianImpressions: 5000,
    likeRate: 0.01,
    mentionLift: 2,
    snapshots: { t50: 120, shape: 1.5 },
  });
  const model = calibrateAccount(history);

  it('draws the account’s own curve and fills expected_engagement, within the contract', () => {
    const r = score({ text: draft, account: model });
    expect(ScoreResult.parse(r)).toEqual(r);
    expect(r.view_curve.status).toBe('calibrated');
    expect(r.view_curve.t_50_min).toBe(model.timing.t_50_min);
    expect(r.view_curve.shape).toBe(model.timing.shape);
    expect(r.layers_used).toContain('account');
    expect(r.account).toEqual({ status: 'calibrated', posts: 400, posts_needed: 0, calibrated_at: history.at(-1)?.posted_at });
    const e = r.expected_engagement;
    expect(e).not.toBeNull();
    expect(e?.horizon_min).toBe(1440);
    expect(e?.based_on_posts).toBe(400);
    for (const band of [e?.impressions, e?.likes, e?.reposts, e?.replies]) {
      expect(band?.lo80).toBeLessThanOrEqual(band?.median ?? -1);
      expect(band?.median).toBeLessThanOrEqual(band?.hi80 ?? -1);
    }
    // A typical post of a 5,000-view account, most of it reached by 24 h.
    expect(e?.impressions?.median).toBeGreaterThan(3000);
    expect(e?.impressions?.median).toBeLessThan(6000);
  });

  it("sets the account's usual beside the forecast: its typical post at the same horizon, the same for every draft", () => {
    const plain = score({ text: draft, account: model }).expected_engagement;
    const withHandle = score({ text: `@cityhall ${draft}`, account: model }).expected_engagement;
    expect(plain?.usual).toEqual(withHandle?.usual);
    const usual = plain?.usual;
    // The typical post's views at 24 h are read off the same kind of curve as the draft's, so a draft with no
    // lift would show exactly the usual; this account's typical post gets about its median of 5,000 views.
    expect(usual?.impressions).toBeGreaterThan(3000);
    expect(usual?.impressions).toBeLessThan(6000);
    // The typical post's likes: e^level − 1, times the share of them its curve reaches by 24 h.
    const reached = 1 / (1 + (model.timing.t_50_min / 1440) ** model.timing.shape);
    expect(usual?.likes).toBe(Math.round(Math.expm1(model.metrics.likes?.level ?? 0) * reached * 10) / 10);
    // The handle doubles likes on this account (one post in three has it): a draft with it is above the usual.
    expect((withHandle?.likes.median ?? 0) / (usual?.likes ?? 1)).toBeGreaterThan(1.2);
  });

  it('gives a different forecast for the same draft on a bigger account', () => {
    const bigger = calibrateAccount(syntheticAccount({ posts: 400, medianImpressions: 50_000 }));
    const small = score({ text: draft, account: model }).expected_engagement?.impressions?.median ?? 0;
    const large = score({ text: draft, account: bigger }).expected_engagement?.impressions?.median ?? 0;
    expect(large / small).toBeGreaterThan(7);
  });

  it('forecasts more likes for what works on this account, and says so in the account’s terms', () => {
    const withHandle = score({ text: `@cityhall ${draft}`, account: model });
    const without = score({ text: draft, account: model });
    expect(withHandle.expected_engagement?.likes.median).toBeGreaterThan((without.expected_engagement?.likes.median ?? 0) * 1.5);
    const reason = withHandle.reasons.find((r) => r.concept === 'forecast:opens_with_mention');
    expect(reason?.effect).toBe('up');
    expect(reason?.voice).toBe('data');
    expect(reason?.text).toMatch(
      /^On your account, posts that open with a handle get about \d+ % more likes than your typical post: 134 of your 400 posts\.$/u,
    );
    // Without the account, the same term costs the draft (the generic forecast).
    expect(score({ text: `@cityhall ${draft}` }).reasons.find((r) => r.concept === 'forecast:opens_with_mention')?.effect).toBe('down');
  });

  it('forecasts fewer views and likes for a rejected draft than for the same text fixed', () => {
    const bait = score({ text: `${draft} RT if you agree!!! Like and share!!!`, account: model });
    const fixed = score({ text: draft, account: model });
    expect(bait.decision).toBe('reject');
    expect(bait.view_curve.K).toBeLessThan(fixed.view_curve.K);
    expect(bait.expected_engagement?.likes.median).toBeLessThan(fixed.expected_engagement?.likes.median ?? 0);
  });

  it('stays cold start below 30 posts with impressions, and says how many more are needed', () => {
    const thin = calibrateAccount(history.slice(0, 12));
    const r = score({ text: draft, account: thin });
    expect(r.view_curve.status).toBe('cold_start');
    expect(r.expected_engagement).toBeNull();
    expect(r.account).toMatchObject({ status: 'cold_start', posts: 12, posts_needed: 18 });
  });

  it('forecasts likes but not views for an account whose history has likes only', () => {
    const likesOnly = calibrateAccount(syntheticAccount({ posts: 60, impressions: false }));
    const r = score({ text: draft, account: likesOnly });
    expect(r.view_curve.status).toBe('cold_start');
    expect(r.expected_engagement?.impressions).toBeNull();
    expect(r.expected_engagement?.likes.median).toBeGreaterThan(0);
  });

  it('is deterministic with an account', () => {
    expect(score({ text: draft, account: model })).toEqual(score({ text: draft, account: calibrateAccount(history) }));
  });

  it('keeps 80 % bands honest on the account’s later posts', () => {
    const posts = syntheticAccount({ posts: 500, seed: 'bands' });
    const cut = 350;
    const m = calibrateAccount(posts.slice(0, cut));
    const later = posts.slice(cut);
    const inside = later.filter((p) => {
      const e = score({ text: p.text, account: m }).expected_engagement;
      const views = (p.metrics.impressions ?? 0) / (1 + (m.timing.t_50_min / 1440) ** m.timing.shape);
      return e?.impressions && e.impressions.lo80 <= views && views <= e.impressions.hi80;
    }).length;
    expect(inside / later.length).toBeGreaterThan(0.7);
    expect(inside / later.length).toBeLessThan(0.9);
  });
});

describe('ranked variants with an account model', () => {
  it('scores every variant for the account', () => {
    const model = calibrateAccount(syntheticAccount({ posts: 60 }));
    const ranked = rankVariants(
      [
        { text: draft, post_format: 'build_in_public' },
        { text: `${draft} Thanks to everyone who came.`, post_format: 'build_in_public' },
      ],
      { account: model },
    );
    for (const r of ranked) {
      expect(r.sim.view_curve.status).toBe('calibrated');
      expect(r.sim.account?.posts).toBe(60);
    }
  });
});
