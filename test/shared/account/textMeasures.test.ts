// What the engine measures of the text itself (how it reads, its length, its problems) is the same with and
// without an account model: an imported history changes the forecast, never the reading of the words.
import { describe, expect, it } from 'vitest';
import { calibrateAccount, score, type ScoreResult } from '../../../shared/index';
import { ENGINE_CORPUS } from '../fixtures/engineCorpus';
import { syntheticAccount } from './syntheticAccount';

/** Everything in a result that is about the text, not about who posts it. */
function textMeasures(r: ScoreResult) {
  return {
    composite_dimensions: r.composite_dimensions,
    composite_score: r.composite_score,
    length: r.length,
    blockers: r.blockers,
    thread: r.thread?.parts.map((p) => ({ span: p.span, weighted_length: p.weighted_length })) ?? null,
  };
}

describe('text measures with and without an account', () => {
  const accounts = [
    calibrateAccount(
      syntheticAccount({ posts: 400, medianImpressions: 5000, likeRate: 0.01, mentionLift: 2, snapshots: { t50: 120, shape: 1.5 } }),
    ),
    calibrateAccount(syntheticAccount({ posts: 200, medianImpressions: 80_000, likeRate: 0.002, seed: 'large' })),
  ];

  it('the accounts move the forecast (so the comparison below is not vacuous)', () => {
    const text = ENGINE_CORPUS[0]!.text;
    const generic = score({ text }).view_curve.K;
    for (const account of accounts) expect(score({ text, account }).view_curve.K).not.toBe(generic);
  });

  it('leaves every text measure of every corpus post unchanged', () => {
    for (const entry of ENGINE_CORPUS) {
      for (const platform of entry.platforms) {
        const request = { text: entry.text, platform, ...(entry.persona ? { persona: entry.persona } : {}) };
        const without = textMeasures(score(request));
        for (const account of accounts) expect(textMeasures(score({ ...request, account }))).toEqual(without);
      }
    }
  });
});
