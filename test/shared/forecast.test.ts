// The view curve follows the forecast: K moves with what the data expect of the post, and a draft that a
// platform's policy holds back (engagement bait, over the limit) never forecasts more views than the same text
// fixed.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';

const K = (text: string) => score({ text }).view_curve.K;

describe('the cold-start view curve follows the forecast', () => {
  it('forecasts fewer views for a post the data expect less of: the same words opening with a handle', () => {
    const plain = 'We cut our CI from 41 minutes to 6 by caching the dependency layer and splitting tests by timing.';
    const reply = `@dana ${plain}`;
    expect(score({ text: reply }).phoenix_score).toBeLessThan(score({ text: plain }).phoenix_score);
    expect(K(reply)).toBeLessThan(K(plain));
  });
  it('never forecasts more views for a rejected draft than for the same text without the problem', () => {
    const fixed = 'We open-sourced the rate limiter that handles 40,000 requests a second for us.';
    const bait = `${fixed} Like this post and follow for follow!`;
    expect(score({ text: bait }).decision).toBe('reject');
    expect(K(bait)).toBeLessThan(K(fixed));
  });
  it('never forecasts more views for an over-limit draft than for it cut to the limit', () => {
    const sentence = 'Caching the dependency layer cut our build from 41 minutes to 6 minutes on every branch. ';
    const over = sentence.repeat(4).trim();
    const cut = sentence.repeat(3).trim();
    expect(score({ text: over }).decision).toBe('reject');
    expect(score({ text: cut }).blockers.map((b) => b.code)).not.toContain('over_limit');
    expect(K(over)).toBeLessThan(K(cut));
  });
  it('keeps the cold-start timing prior of 80 minutes for a typical post and velocity consistent with it', () => {
    const r = score({ text: 'Our team moved the weekly planning meeting to Tuesday mornings this quarter.' });
    expect(r.view_curve.t_50_min).toBeGreaterThan(60);
    expect(r.view_curve.t_50_min).toBeLessThan(100);
    const a = r.view_curve.shape;
    const expected = (100 * 60 ** a) / (60 ** a + r.view_curve.t_50_min ** a);
    expect(r.view_curve.velocity_score).toBeCloseTo(expected, 0);
  });
});
