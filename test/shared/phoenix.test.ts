import { describe, expect, it } from 'vitest';
import { weightedScore } from '../../shared/phoenix/phoenix';
import { NEUTRAL_PHOENIX_SCORE } from '../../shared/phoenix/neutral';
import { ACTION_WEIGHTS, ABSOLUTE_WEIGHT_SUM, NEGATIVE_WEIGHT_SUM, WEIGHTS_SOURCE } from '../../shared/phoenix/weights';
import { score } from '../../shared/score';

describe('X weighted-sum arithmetic', () => {
  it('pins the weights to the cited param.rs commit', () => {
    expect(WEIGHTS_SOURCE.commit).toBe('625f9e30d50488bcf4f92a5e58819a50a028b724');
    expect(ACTION_WEIGHTS.report).toBe(-234);
    expect(ACTION_WEIGHTS.share_via_copy_link).toBe(20);
  });
  it('sums the absolute negative weights to 367.22 and all weights to their absolute total', () => {
    expect(NEGATIVE_WEIGHT_SUM).toBeCloseTo(43.2 + 31.2 + 58.8 + 234 + 0.02, 10);
    expect(ABSOLUTE_WEIGHT_SUM).toBeCloseTo(NEGATIVE_WEIGHT_SUM + 0.5 + 5 + 1 + 5 + 0.4 + 0.05 + 0.05 + 2 + 5 + 20 + 0.2 + 4, 10);
  });
  it('adds the 0.001 offset to a non-negative sum', () => {
    expect(weightedScore(0)).toBeCloseTo(0.001, 12);
    expect(weightedScore(0.0042)).toBeCloseTo(0.0052, 12);
  });
  it('squashes a negative sum into [0, 0.001) as (net + Σ|w_neg|) / Σ|w| × 0.001', () => {
    const net = -0.5;
    expect(weightedScore(net)).toBeCloseTo(((net + NEGATIVE_WEIGHT_SUM) / ABSOLUTE_WEIGHT_SUM) * 0.001, 15);
    expect(weightedScore(-NEGATIVE_WEIGHT_SUM)).toBe(0);
    expect(weightedScore(-1e-9)).toBeLessThan(0.001);
  });
  it('ranks every net-negative post below every net-positive one', () => {
    expect(weightedScore(-1e-9)).toBeLessThan(weightedScore(0));
  });
});

describe('phoenix probabilities', () => {
  it('leaves the explanation trace out unless explain is "full", and changes nothing else', () => {
    const text = 'We rewrote our onboarding flow and cut setup time from 20 minutes to 4.';
    const lean = score({ text });
    const { phoenix: trace, ...rest } = score({ text, explain: 'full' });
    expect(lean.phoenix).toBeUndefined();
    expect(trace?.actions.length).toBeGreaterThan(0);
    expect(rest).toEqual(lean);
  });
  it('keeps a plain post\'s like probability between 0.05 % and 5 %', () => {
    const r = score({ text: 'We rewrote our onboarding flow and cut setup time from 20 minutes to 4.', explain: 'full' });
    const like = r.phoenix?.actions.find((a) => a.action === 'favorite');
    expect(like?.probability).toBeGreaterThan(0.0005);
    expect(like?.probability).toBeLessThan(0.05);
  });
  it('lists the top actions by |weight × probability|, each contribution the product', () => {
    const r = score({ text: 'Three things I wish I had known before launching my first product. What would you add?' });
    const c = r.phoenix_actions_top.map((a) => Math.abs(a.contribution));
    expect(c).toEqual([...c].sort((a, b) => b - a));
    for (const a of r.phoenix_actions_top) expect(a.contribution).toBeCloseTo(ACTION_WEIGHTS[a.action] * a.probability, 8);
  });
  it('shows every concept that moved a head and keeps the product bounded', () => {
    const r = score({ text: 'RT if you agree!!! LIKE IF YOU LOVE IT', explain: 'full' });
    const ni = r.phoenix?.actions.find((a) => a.action === 'not_interested');
    expect(ni?.multipliers.map((m) => m.feature)).toContain('engagement_bait');
    expect((ni?.probability ?? 0) / (ni?.base_rate ?? 1)).toBeLessThanOrEqual(12 + 1e-9);
  });
  it('raises the reply head for a specific question over a statement', () => {
    const q = score({ text: 'Which database did you pick for your first SaaS, and would you pick it again?', explain: 'full' });
    const s = score({ text: 'We picked Postgres for our first SaaS and would pick it again today.', explain: 'full' });
    const reply = (r: typeof q) => r.phoenix?.actions.find((a) => a.action === 'reply')?.probability ?? 0;
    expect(reply(q)).toBeGreaterThan(reply(s));
  });
  it('has a positive neutral baseline', () => {
    expect(NEUTRAL_PHOENIX_SCORE).toBeGreaterThan(0.001);
  });
});
