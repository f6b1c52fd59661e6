import { describe, expect, it } from 'vitest';
import { calibrateAccount, formatMinutes, importHistory, score, type ViewCurve } from '../../../shared/index';
import { reachOf, timesUsual } from '../../../shared/explanation/reach';
import { DRAFT } from '../../extension/support/drafts';
import { syntheticTweets, xAnalyticsExport } from '../../extension/support/xAnalyticsExport';

function curveWith(point: ViewCurve['points'][number], status: ViewCurve['status'] = 'cold_start'): ViewCurve {
  const generic = score({ text: DRAFT, platform: 'x' }).view_curve;
  return {
    ...generic,
    status,
    points: [{ t_min: 60, mean: 10, lo80: 1, hi80: 50 }, point, { t_min: 2880, mean: 1e5, lo80: 1e4, hi80: 1e6 }],
  };
}

describe('predicted reach in words, against the usual post', () => {
  it(
    'says how many times a new account’s usual post, the views at 24 h and the likely range, and that ' + 'the usual is a new account’s',
    () => {
      const reach = reachOf(curveWith({ t_min: 1440, mean: 1437, lo80: 412, hi80: 4980 }), { views: 1026, whose: 'new_account' });
      expect(reach.sentence).toBe('About 1.4× the usual post of a new account: 1,400 views, likely 410–5,000 in 24 h.');
      expect(reach.usual).toEqual({
        views: 1026,
        whose: 'new_account',
        sentence: "A new account's usual post: about 1,000 views in 24 h.",
      });
      expect(reach.times_usual).toBe(1.4);
      expect(reach.short).toBe("1.4× a new account's usual");
    },
  );

  it('says “your usual” once the curve is the writer’s own', () => {
    const reach = reachOf(curveWith({ t_min: 1440, mean: 1712, lo80: 1093, hi80: 2468 }, 'calibrated'), { views: 1220, whose: 'yours' });
    expect(reach.sentence).toBe('About 1.4× your usual: 1,700 views, likely 1,100–2,500 in 24 h.');
    expect(reach.usual.sentence).toBe('Your usual post: about 1,200 views in 24 h.');
    expect(reach.short).toBe('1.4× your usual');
  });

  it('keeps the ratio to two significant digits and says it with one decimal from 0.1 to 10', () => {
    expect([timesUsual(88, 100), timesUsual(1437, 1026), timesUsual(12_400, 1000), timesUsual(4, 1000), timesUsual(5, 0)]).toEqual([
      0.88, 1.4, 12, 0.004, 0,
    ]);
    const word = (median: number, usual: number) =>
      reachOf(curveWith({ t_min: 1440, mean: median, lo80: median / 2, hi80: median * 2 }), { views: usual, whose: 'yours' }).short;
    expect([word(88, 100), word(2000, 1000), word(12_400, 1000), word(43, 1000)]).toEqual([
      '0.9× your usual',
      '2.0× your usual',
      '12× your usual',
      '0.04× your usual',
    ]);
  });

  it('reads the engine’s own curve: without an account, against a new account’s typical post on the platform', () => {
    const result = score({ text: DRAFT, platform: 'x' });
    const { reach } = result.explanation;
    const day = result.view_curve.points.find((p) => p.t_min === 1440);
    expect(reach.views).toEqual({ median: day?.mean, lo80: day?.lo80, hi80: day?.hi80 });
    expect(reach.usual.whose).toBe('new_account');
    expect(reach.times_usual).toBe(timesUsual(reach.views.median, reach.usual.views));
    expect(reach.sentence).toMatch(/^About [\d.]+× the usual post of a new account: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/);
    expect(reach.horizon_min).toBe(1440);
    expect(reach.half_by).toBe(formatMinutes(result.view_curve.t_50_min));
    expect(reach.most_by).toBe(formatMinutes(result.view_curve.t_90_min));
    // A new account's usual is the same for every draft on a platform: a typical post, text effects aside.
    expect(
      score({ text: 'Another draft, another day: what would you ship first on a Friday?', platform: 'x' }).explanation.reach.usual.views,
    ).toBe(reach.usual.views);
  });

  it('with a calibrated account, against the account’s usual post, which expected_engagement carries beside the forecast', () => {
    const model = calibrateAccount(importHistory([{ name: 'x.csv', text: xAnalyticsExport(syntheticTweets(40)) }]).posts, {
      platform: 'x',
    });
    const result = score({ text: DRAFT, platform: 'x', account: model });
    const expected = result.expected_engagement!;
    const { reach } = result.explanation;
    expect(reach.usual.whose).toBe('yours');
    expect(expected.usual).toBeDefined();
    expect(reach.usual.views).toBe(expected.usual!.impressions);
    expect(reach.views).toEqual(expected.impressions);
    expect(reach.sentence).toMatch(/^About [\d.]+× your usual: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/);
    // The usual is the account's typical post: e^level − 1 of its views, at the share its curve reaches by 24 h.
    const typical = Math.expm1(model.metrics.impressions!.level);
    expect(expected.usual!.impressions!).toBeLessThanOrEqual(typical);
    expect(expected.usual!.impressions!).toBeGreaterThan(typical * 0.5);
    expect(expected.usual!.likes).toBeGreaterThan(0);
  });

  it('with an account that has no views yet, still against a new account’s post, and says so', () => {
    // 0 impressions beside likes are read as unknown: the account has likes to learn from, and no views.
    const tweets = syntheticTweets(40).map((t) => ({ ...t, impressions: 0 }));
    const model = calibrateAccount(importHistory([{ name: 'x.csv', text: xAnalyticsExport(tweets) }]).posts, { platform: 'x' });
    expect(model.status).toBe('likes_only');
    const result = score({ text: DRAFT, platform: 'x', account: model });
    expect(result.explanation.reach.usual.whose).toBe('new_account');
    expect(result.explanation.reach.sentence).toContain('the usual post of a new account');
  });
});
