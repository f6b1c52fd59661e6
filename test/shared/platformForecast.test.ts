// One text, three platforms: the forecast follows each platform's own priors (shared/platformFacts/priors.ts),
// so the same post is not forecast the same on X, LinkedIn and Bluesky.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { PLATFORM_PRIORS } from '../../shared/platformFacts/priors';

const TEXT = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. Most users skipped it anyway.';
const forecastOf = (platform: 'x' | 'linkedin' | 'bluesky') => {
  const r = score({ text: TEXT, platform });
  return { heads: r.phoenix_actions_top, curve: { K: r.view_curve.K, t50: r.view_curve.t_50_min, velocity: r.view_curve.velocity_score } };
};

describe('one text on three platforms', () => {
  it('forecasts each pair of X, LinkedIn and Bluesky differently', () => {
    const x = forecastOf('x');
    const linkedin = forecastOf('linkedin');
    const bluesky = forecastOf('bluesky');
    expect(linkedin).not.toEqual(x);
    expect(bluesky).not.toEqual(x);
    expect(bluesky).not.toEqual(linkedin);
  });

  it('expects more likes per view on LinkedIn, and views sooner on Bluesky, as their priors say', () => {
    const like = (f: ReturnType<typeof forecastOf>) => f.heads.find((h) => h.action === 'favorite')?.probability ?? 0;
    expect(PLATFORM_PRIORS.linkedin.likeRate.value).toBeGreaterThan(PLATFORM_PRIORS.x.likeRate.value);
    expect(like(forecastOf('linkedin'))).toBeGreaterThan(like(forecastOf('x')));
    expect(PLATFORM_PRIORS.bluesky.halfLifeMin.value).toBeLessThan(PLATFORM_PRIORS.x.halfLifeMin.value);
    expect(forecastOf('bluesky').curve.t50).toBeLessThan(forecastOf('x').curve.t50);
  });

  it('expects fewer views per follower on Bluesky’s chronological Following feed than on X’s ranked feed', () => {
    expect(PLATFORM_PRIORS.bluesky.reachPerFollower.value).toBeLessThan(PLATFORM_PRIORS.x.reachPerFollower.value);
    expect(PLATFORM_PRIORS.bluesky.reachPerFollower.value).toBe(PLATFORM_PRIORS.mastodon.reachPerFollower.value);
    expect(forecastOf('bluesky').curve.K).toBeLessThan(forecastOf('x').curve.K);
  });
});

describe('views per follower on X, LinkedIn and Bluesky', () => {
  const dayMedian = (platform: 'x' | 'linkedin' | 'bluesky') =>
    score({ text: TEXT, platform }).view_curve.points.find((p) => p.t_min === 1440)?.mean;

  it('forecasts a different number of views at 24 h for one text on each', () => {
    const medians = (['x', 'linkedin', 'bluesky'] as const).map(dayMedian);
    for (const m of medians) expect(m).toBeGreaterThan(0);
    expect(new Set(medians).size).toBe(3);
    // Each platform's views follow its own views per follower, in the same order.
    const reach = (['x', 'linkedin', 'bluesky'] as const).map((p) => PLATFORM_PRIORS[p].reachPerFollower.value);
    const order = (xs: readonly number[]) => xs.map((_, i) => i).sort((a, b) => (xs[a] as number) - (xs[b] as number));
    expect(order(medians as number[])).toEqual(order(reach));
  });

  it('says how each platform’s views per follower was obtained, in its source', () => {
    for (const [platform, prior] of Object.entries(PLATFORM_PRIORS)) {
      const { basis, source } = prior.reachPerFollower;
      expect(source.toLowerCase(), platform).toContain(basis);
    }
  });

  it('takes LinkedIn’s from a published figure, not from X', () => {
    const linkedin = PLATFORM_PRIORS.linkedin.reachPerFollower;
    expect(linkedin.basis).not.toBe('fallback');
    expect(linkedin.value).not.toBe(PLATFORM_PRIORS.x.reachPerFollower.value);
  });
});
