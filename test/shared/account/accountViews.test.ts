// Views are one figure with one band: with an account calibrated on impressions, the view curve at the
// forecast's horizon and expected_engagement.impressions are the same numbers, and that band is the account's
// own (its conformal errors), not a symmetric spread guessed from the band's width.
import { describe, expect, it } from 'vitest';
import { calibrateAccount, score, type AccountModel, type ScoreResult } from '../../../shared/index';
import { syntheticAccount } from './syntheticAccount';

const DRAFTS = [
  'The council votes on the parks budget tonight: here is what changes for families on the east side.',
  '@cityhall Update on the library plan: the council votes on the transit budget tonight at 7 pm.',
  'RT if you agree!!! Like and share!!! The council votes tonight.',
];

const ACCOUNTS: Record<string, AccountModel> = {
  'a 5,000-view account with timing from snapshots': calibrateAccount(
    syntheticAccount({ posts: 400, medianImpressions: 5000, snapshots: { t50: 120, shape: 1.5 }, seed: 'views-a' }),
  ),
  'a 2,000-view account of 40 posts': calibrateAccount(syntheticAccount({ posts: 40, seed: 'views-b' })),
  'a 30-view account whose reach varies widely': calibrateAccount(
    syntheticAccount({ posts: 60, medianImpressions: 30, reachSpread: 1.2, seed: 'views-c' }),
  ),
};

function curveAt(result: ScoreResult, t: number) {
  const p = result.view_curve.points.find((q) => q.t_min === t);
  if (!p) throw new Error(`no curve point at ${t} min`);
  return { median: p.mean, lo80: p.lo80, hi80: p.hi80 };
}

describe("an account's views: one band", () => {
  for (const [name, model] of Object.entries(ACCOUNTS)) {
    it(`${name}: the curve at the horizon is expected_engagement.impressions, for every draft`, () => {
      expect(model.status).toBe('calibrated');
      expect(model.posts_with_impressions).toBeGreaterThanOrEqual(30);
      for (const text of DRAFTS) {
        const r = score({ text, account: model });
        const e = r.expected_engagement;
        if (!e?.impressions) throw new Error('a calibrated account forecasts views');
        expect(r.view_curve.status).toBe('calibrated');
        expect(curveAt(r, e.horizon_min)).toEqual(e.impressions);
      }
    });
  }

  it("puts the account's own conformal band at 24 h on the curve", () => {
    for (const model of Object.values(ACCOUNTS).slice(0, 2)) {
      const m = model.metrics.impressions;
      if (!m) throw new Error('calibrated on impressions');
      const r = score({ text: DRAFTS[0] as string, account: model });
      const day = curveAt(r, 1440);
      // The account's band around its typical post, as ratios to the median: what its forecasts' errors measured.
      const typical = Math.expm1(m.level);
      expect(day.lo80 / day.median).toBeCloseTo(Math.expm1(m.level + m.q10) / typical, 3);
      expect(day.hi80 / day.median).toBeCloseTo(Math.expm1(m.level + m.q90) / typical, 3);
    }
  });

  it('keeps the curve a band around its median at every time, with the timing spread widening it early on', () => {
    const r = score({ text: DRAFTS[0] as string, account: ACCOUNTS['a 5,000-view account with timing from snapshots'] as AccountModel });
    const ratio = (t: number) => {
      const p = curveAt(r, t);
      return p.hi80 / p.lo80;
    };
    for (const p of r.view_curve.points) {
      expect(p.lo80).toBeLessThanOrEqual(p.mean);
      expect(p.mean).toBeLessThanOrEqual(p.hi80);
    }
    expect(ratio(60)).toBeGreaterThan(ratio(1440));
  });

  it('leaves a likes-only account without views, and its view curve the cold start', () => {
    const likesOnly = calibrateAccount(syntheticAccount({ posts: 60, impressions: false }));
    const r = score({ text: DRAFTS[0] as string, account: likesOnly });
    expect(r.expected_engagement?.impressions).toBeNull();
    expect(r.view_curve.status).toBe('cold_start');
  });
});
