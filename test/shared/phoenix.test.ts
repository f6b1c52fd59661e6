import { describe, expect, it } from 'vitest';
import { phoenix, phoenixScore, type ActionMove } from '../../shared/phoenix/phoenix';
import { weightedScore } from '../../shared/platformFacts/weights';
import { extractFeatures } from '../../shared/post/features';
import { NEUTRAL_PHOENIX_SCORE } from '../../shared/platformFacts/neutral';
import { ACTION_WEIGHTS, ABSOLUTE_WEIGHT_SUM, NEGATIVE_WEIGHT_SUM, WEIGHTS_SOURCE } from '../../shared/platformFacts/weights';
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
  it("scores a post alone (a thread's reply) exactly as the whole listing does, on every platform, with and without a link", () => {
    const moves = (log: number): ActionMove[] => [
      { id: 'a', label: 'a', log },
      { id: 'b', label: 'b', log: -log / 3 },
    ];
    for (const text of ['We cut onboarding from 20 minutes to 4.', 'Read the write-up: https://example.com/onboarding']) {
      for (const platform of ['x', 'bluesky', 'threads', 'linkedin', 'mastodon'] as const) {
        for (const log of [-40, -0.7, 0, 0.3, 2.5, 40]) {
          for (const reply of [false, true]) {
            const f = extractFeatures(text);
            expect(phoenixScore(f, moves(log), { reply, platform })).toBe(phoenix(f, moves(log), { reply, platform }).score);
          }
        }
      }
    }
  });
  it('leaves the explanation trace out unless explain is "full", and changes nothing else', () => {
    const text = 'We rewrote our onboarding flow and cut setup time from 20 minutes to 4.';
    const lean = score({ text });
    const { phoenix: trace, ...rest } = score({ text, explain: 'full' });
    expect(lean.phoenix).toBeUndefined();
    expect(trace?.actions.length).toBeGreaterThan(0);
    expect(rest).toEqual(lean);
  });
  it("keeps a plain post's like probability between 0.05 % and 5 %", () => {
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
  it("lists the platform's policy among the multipliers and keeps the product bounded", () => {
    const r = score({ text: 'RT if you agree!!! LIKE IF YOU LOVE IT', explain: 'full' });
    const like = r.phoenix?.actions.find((a) => a.action === 'favorite');
    expect(like?.multipliers.map((m) => m.feature)).toContain('policy:engagement_bait');
    const factor = (like?.probability ?? 0) / (like?.base_rate ?? 1);
    expect(factor).toBeLessThan(1);
    expect(factor).toBeGreaterThanOrEqual(1 / 12 - 1e-9);
  });
  it('moves every positive action by the same forecast and leaves the negative actions at their base rates', () => {
    const r = score({ text: '@dana Which database did you pick for your first SaaS, and would you pick it again?', explain: 'full' });
    const actions = r.phoenix?.actions ?? [];
    const ratio = (name: string) => {
      const a = actions.find((x) => x.action === name);
      return (a?.probability ?? 0) / (a?.base_rate ?? 1);
    };
    expect(ratio('favorite')).not.toBeCloseTo(1, 3);
    expect(ratio('reply')).toBeCloseTo(ratio('favorite'), 3);
    expect(ratio('repost')).toBeCloseTo(ratio('favorite'), 3);
    for (const negative of ['not_interested', 'mute_author', 'block_author', 'report']) expect(ratio(negative)).toBeCloseTo(1, 6);
  });
  it('has a positive neutral baseline', () => {
    expect(NEUTRAL_PHOENIX_SCORE).toBeGreaterThan(0.001);
  });
});
