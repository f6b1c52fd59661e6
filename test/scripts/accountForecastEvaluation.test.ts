import { describe, expect, it } from 'vitest';
import { calibrateAccount, score } from '../../shared/index';
import { evaluateAccountForecasts, MIN_POSTS } from '../../scripts/stats/accountForecastEvaluation';
import { formatAccountForecastTable } from '../../scripts/stats/accountForecastTable';
import { withSyntheticImpressions } from '../../scripts/stats/syntheticImpressions';
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

  it('sets the forecast beside the guesses that need no model, account by account', () => {
    for (const row of report.accounts) {
      expect(row.error.recent_median).toBeGreaterThan(0);
      expect(row.beats_median).toBe(row.error.account < row.error.account_median);
    }
    expect(report.beatsMedian).toBe(report.accounts.filter((r) => r.beats_median).length / report.accounts.length);
    expect(report.targets.map((t) => t.goal)).toContain('likes error below the account median\'s on at least 80 % of accounts');
  });

  it('backtests impressions too, on synthetic impressions that are the same on every run', () => {
    const synthetic = withSyntheticImpressions([{ account: 'x', source: 's', posts: syntheticAccount({ posts: 60, impressions: false, seed: 'd' }) }]);
    expect(synthetic).toEqual(withSyntheticImpressions([{ account: 'x', source: 's', posts: syntheticAccount({ posts: 60, impressions: false, seed: 'd' }) }]));
    const posts = synthetic[0]?.posts ?? [];
    // Likes over a like rate around 1 %: about a hundred views a like.
    const ratio = posts.map((p) => (p.metrics.impressions ?? 0) / (p.metrics.likes + 1)).sort((a, b) => a - b)[30] ?? 0;
    expect(ratio).toBeGreaterThan(50);
    expect(ratio).toBeLessThan(200);
    const views = evaluateAccountForecasts(synthetic, () => ({ score, calibrate: (p) => calibrateAccount(p) }), 'impressions');
    expect(views.count).toBe('impressions');
    expect(views.accounts).toHaveLength(1);
    expect(views.coverage).toBeGreaterThan(0.5);
  });

  it('prints one row per source, the pooled errors and every target', () => {
    const table = formatAccountForecastTable(report);
    expect(table).toMatch(/^synthetic \(2\) +72 /mu);
    expect(table).toContain('1 account(s) with too few posts were left out.');
    expect(table.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(report.targets.length);
  });
});
