// One text, three platforms: the forecast follows each platform's own priors (shared/forecast/platformPriors.ts),
// so the same post is not forecast the same on X, LinkedIn and Bluesky.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { PLATFORM_PRIORS } from '../../shared/forecast/platformPriors';

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
