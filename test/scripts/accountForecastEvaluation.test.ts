import { describe, expect, it } from 'vitest';
import { calibrateAccount, score } from '../../shared/index';
import { evaluateAccountForecasts, MIN_POSTS } from '../../scripts/stats/accountForecastEvaluation';
import { formatAccountForecastTable } from '../../scripts/stats/accountForecastTable';
import { syntheticAccount } from '../shared/account/syntheticAccount';

describe('the account section of npm run eval', () => {
  const accounts = [
    { account: 'small', source: 'synthetic', posts: syntheticAccount({ posts: 120, medianImpressions: 800, seed: 'a' }) },
    { account: 'large', source: 'synthetic', posts: syntheticAccount({ posts: 120, medianImpressions: 80_000, mentionLift: 3, seed: 'b' }) },
    { account: 'tiny', source: 'synthetic', posts: syntheticAccount({ posts: MIN_POSTS - 1, seed: 'c' }) },
  ];
  const report = evaluateAccountForecasts(accounts, () => ({ score, calibrate: (posts) => calibrateAccount(posts) }));

  it('calibrates on the first 70 % of each account and forecasts the rest, leaving out accounts too small', () => {
    expect(report.skipped).toBe(1);
    expect(report.accounts.map((a) => [a.account, a.calibrated_on, a.forecast])).toEqual([
      ['small', 84, 36],
      ['large', 84, 36],
    ]);
  });

  it('beats the cold-start guess by far on accounts far from its 1,000-view baseline, with honest bands', () => {
    expect(report.error.account).toBeLessThan(report.error.cold_start * 0.7);
    expect(report.coverage).toBeGreaterThan(0.65);
    expect(report.coverage).toBeLessThan(0.95);
    // The large account learns that opening with a handle triples likes: its forecasts rank later posts.
    expect(report.accounts.find((a) => a.account === 'large')?.rho).toBeGreaterThan(0.3);
  });

  it('prints one row per source, the pooled errors and every target', () => {
    const table = formatAccountForecastTable(report);
    expect(table).toMatch(/^synthetic \(2\) +72 /mu);
    expect(table).toContain('1 account(s) with too few posts were left out.');
    expect(table.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(report.targets.length);
  });
});
