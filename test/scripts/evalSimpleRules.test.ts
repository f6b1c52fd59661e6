import { describe, expect, it } from 'vitest';
import { forecastAheadTarget, marginOverRules } from '../../scripts/eval/forecastAhead';
import { tallyPairs } from '../../scripts/eval/pairTallies';
import { metricPerScorer, scoresOf, SCORERS, type ScorerMetric } from '../../scripts/eval/scorers';
import { SIMPLE_RULES, simpleRules } from '../../scripts/eval/simpleRules';

describe('simpleRules', () => {
  it('scores a post with a link, two hashtags and a mention by each rule', () => {
    const text = 'Read this https://example.com/a/very/long/path/to/a/page #news #tech @alice';
    // X counts any link as 23 characters: 10 + 23 + 19.
    expect(simpleRules(text)).toEqual({
      no_link: 0,
      length: 52,
      fewer_hashtags: -2,
      fewer_mentions: -1,
      four_terms: 0 - 0.3 * 2 - 0.2 * 1 + 52 / 280,
    });
  });

  it('gives a plain post the no-link point and its weighted length, counting CJK characters twice as X does', () => {
    expect(simpleRules('A plain post without anything')).toEqual({
      no_link: 1,
      length: 29,
      fewer_hashtags: -0,
      fewer_mentions: -0,
      four_terms: 1 + 29 / 280,
    });
    expect(simpleRules('日本語のテキストです').length).toBe(20);
  });
});

describe('scoresOf', () => {
  it('puts the engine’s forecast and pre_publish_score beside every rule, for the same text', () => {
    const text = 'Thanks @bob for the #launch';
    expect(scoresOf(text, { phoenix_score: 1.25, pre_publish_score: 61 })).toEqual({
      forecast: 1.25,
      pre_publish: 61,
      ...simpleRules(text),
    });
    expect(SCORERS).toEqual(['forecast', 'pre_publish', ...SIMPLE_RULES]);
  });
});

describe('the forecast-ahead target', () => {
  const metric = (values: Partial<ScorerMetric>): ScorerMetric => metricPerScorer((s) => values[s] ?? null);

  it('is the forecast’s margin over the best rule, and passes only when it is positive', () => {
    const m = metric({ forecast: 0.3, pre_publish: 0.9, no_link: 0.1, length: 0.25, fewer_mentions: -0.2 });
    expect(marginOverRules(m)).toEqual({ best: 'length', margin: 0.3 - 0.25 });
    expect(forecastAheadTarget(m, 'rho')).toEqual({
      goal: 'forecast ahead of every simple rule (margin over the best, length)',
      value: 0.3 - 0.25,
      pass: true,
      unit: 'rho',
    });
    expect(forecastAheadTarget(metric({ forecast: 0.25, length: 0.25 }), 'rho').pass).toBe(false);
  });

  it('leaves out rules that rank nothing (undefined), and fails when the forecast is undefined', () => {
    expect(marginOverRules(metric({ forecast: 0.1, fewer_hashtags: 0.05 }))).toEqual({ best: 'fewer_hashtags', margin: 0.1 - 0.05 });
    expect(forecastAheadTarget(metric({ length: 0.2 }), 'points')).toMatchObject({ value: null, pass: false });
    expect(forecastAheadTarget(metric({ forecast: 0.2 }), 'points')).toEqual({
      goal: 'forecast ahead of every simple rule',
      value: null,
      pass: false,
      unit: 'points',
    });
  });
});

describe('tallyPairs', () => {
  it('tallies every scorer on the same pairs: won when the better text scores higher, a tie one half', () => {
    // The fake engine's forecast counts "!"; its pre_publish_score is constant.
    const bangs = (text: string) => (text.match(/!/gu) ?? []).length;
    const scored: string[] = [];
    const tallies = tallyPairs(
      [
        { winner: 'Great news today!', loser: 'Great news today' },
        { winner: 'Read it https://t.co/x', loser: 'Great news today!' },
      ],
      (text) => {
        scored.push(text);
        return scoresOf(text, { phoenix_score: bangs(text), pre_publish_score: 50 });
      },
    );
    expect(tallies.forecast).toEqual({ won: 1, ties: 0, share: 0.5 });
    expect(tallies.pre_publish).toEqual({ won: 0, ties: 2, share: 0.5 });
    expect(tallies.no_link).toEqual({ won: 0, ties: 1, share: 0.25 });
    expect(tallies.length).toEqual({ won: 2, ties: 0, share: 1 });
    // Each text is scored once, however many pairs it is in.
    expect(scored).toHaveLength(3);
  });

  it('gives no share without pairs', () => {
    expect(
      tallyPairs([], () => ({ forecast: 0, pre_publish: 0, no_link: 0, length: 0, fewer_hashtags: 0, fewer_mentions: 0, four_terms: 0 }))
        .forecast,
    ).toEqual({
      won: 0,
      ties: 0,
      share: null,
    });
  });
});
