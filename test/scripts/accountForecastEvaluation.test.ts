import { describe, expect, it } from 'vitest';
import { calibrateAccount, score, type AccountPost } from '../../shared/index';
import {
  evaluateAccountForecasts,
  IMPRESSIONS_TARGETS,
  laterStart,
  MIN_POSTS,
  RECENT_GUESS_POSTS,
} from '../../scripts/eval/accountForecastEvaluation';
import { formatAccountForecastTable } from '../../scripts/eval/accountForecastTable';
import { syntheticAccount } from '../shared/account/syntheticAccount';

const forecaster = () => ({ score, calibrate: (posts: AccountPost[]) => calibrateAccount(posts) });

describe('the account section of npm run eval', () => {
  const accounts = [
    { account: 'small', source: 'synthetic', posts: syntheticAccount({ posts: 120, medianImpressions: 800, seed: 'a' }) },
    {
      account: 'large',
      source: 'synthetic',
      posts: syntheticAccount({ posts: 120, medianImpressions: 80_000, mentionLift: 3, seed: 'b' }),
    },
    { account: 'tiny', source: 'synthetic', posts: syntheticAccount({ posts: MIN_POSTS - 1, seed: 'c' }) },
  ];
  const report = evaluateAccountForecasts(accounts, forecaster);

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

  it('sets the forecast beside the two medians, account by account, and says what the model chose', () => {
    for (const row of report.accounts) {
      expect(row.error.recent_median).toBeGreaterThan(0);
      expect(row.lead_over_best_guess).toBeCloseTo(row.error.account - Math.min(row.error.account_median, row.error.recent_median), 12);
      expect(row.weight_per_day).toBeGreaterThanOrEqual(0);
      expect(row.text_share).toBeGreaterThanOrEqual(0);
    }
    expect(RECENT_GUESS_POSTS).toBe(20);
    expect(report.targets.map((t) => t.goal)).toContain("pooled likes error below the last 20 posts' median's (forecast / that median)");
  });

  it('cuts at 70 % of the posts that carry the count, so early posts without impressions still calibrate', () => {
    const posts = syntheticAccount({ posts: 200, seed: 'early' }).map((p, i) =>
      i < 100 ? { ...p, metrics: { ...p.metrics, impressions: undefined } } : p,
    );
    // 100 posts with impressions: the later part is their last 30, after 170 posts of history.
    expect(laterStart(posts, 'impressions')).toBe(170);
    expect(laterStart(posts, 'likes')).toBe(140);
    const views = evaluateAccountForecasts([{ account: 'x', source: 's', posts }], forecaster, 'impressions', IMPRESSIONS_TARGETS);
    expect(views.accounts[0]?.forecast).toBe(30);
    // Held per account: the margin over the better median and the lowest coverage are targets of their own.
    expect(views.targets.map((t) => t.goal).filter((g) => /every/u.test(g))).toHaveLength(2);
  });

  it('prints the small data sets account by account, the pooled errors and every target', () => {
    const table = formatAccountForecastTable(report);
    expect(table).toMatch(/^ {2}small +36 /mu);
    expect(table).toMatch(/^synthetic \(2\) +72 /mu);
    expect(table).toContain('1 account(s) with too few posts were left out.');
    expect(table.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(report.targets.length);
  });
});
