import { describe, expect, it } from 'vitest';
import type { SenatorAccount, SenatorPost } from '../../scripts/dataset/senators';
import { evaluateAccounts, MIN_ACCOUNT_POSTS } from '../../scripts/stats/accountsEvaluation';
import { detrend } from '../../shared/stats/detrend';
import { spearman } from '../../scripts/stats/spearman';

/** Posts one a day; likes vary deterministically so the detrended outcome is not a trivial ranking. */
function account(name: string, count: number, short: (i: number) => boolean = () => false): SenatorAccount {
  const posts: SenatorPost[] = Array.from({ length: count }, (_, i) => ({
    account: name,
    text: short(i) ? `#${i}` : `post number ${i} of ${name}`,
    createdAt: new Date(Date.UTC(2015, 0, 1 + i)).toISOString(),
    likes: ((i * 37) % 23) + i,
    retweets: 0,
    isReply: false,
  }));
  return { account: name, followers: 1000, posts };
}

/** The outcome each post is judged by: detrended over the account's whole timeline. */
const outcomeByText = (a: SenatorAccount) => {
  const y = detrend(a.posts.map((p) => Math.log1p(p.likes)), 25);
  return new Map(a.posts.map((p, i) => [p.text, y[i] as number]));
};
/** A scorer that ranks an account's posts exactly as their outcome (rho +1), or the reverse (rho −1). */
const perfect = (a: SenatorAccount, sign = 1) => {
  const y = outcomeByText(a);
  return (text: string) => sign * (y.get(text) as number);
};

describe('evaluateAccounts', () => {
  it('computes rho within each account, asking for each evaluated account\'s own scorer', () => {
    const a = account('SenA', 40);
    const b = account('SenB', 40);
    const asked: string[] = [];
    const report = evaluateAccounts([b, a], (name) => {
      asked.push(name);
      return name === 'SenA' ? perfect(a) : perfect(b, -1);
    });
    expect(asked).toEqual(['SenB', 'SenA']);
    expect(report.accounts.map((r) => [r.account, r.n, r.rho])).toEqual([
      ['SenA', 40, 1],
      ['SenB', 40, -1],
    ]);
    expect([report.meanRho, report.medianRho, report.sharePositive]).toEqual([0, 0, 0.5]);
  });

  it('detrends over the whole timeline first, then skips posts under 10 code points', () => {
    const a = account('SenA', 45, (i) => i % 9 === 0);
    const score = (text: string) => text.length * 7919 % 101;
    const report = evaluateAccounts([a], () => score);
    const y = detrend(a.posts.map((p) => Math.log1p(p.likes)), 25);
    const kept = a.posts.flatMap((p, i) => (p.text.length >= 10 ? [i] : []));
    const expected = spearman(kept.map((i) => score(a.posts[i]?.text as string)), kept.map((i) => y[i] as number));
    expect(report.accounts[0]?.n).toBe(40);
    expect(report.postsTooShort).toBe(5);
    expect(report.accounts[0]?.rho).toBe(expected);
    // Detrending only the kept posts would give another number: the order of the steps matters.
    const yKeptOnly = detrend(kept.map((i) => Math.log1p(a.posts[i]?.likes as number)), 25);
    expect(spearman(kept.map((i) => score(a.posts[i]?.text as string)), yKeptOnly)).not.toBe(expected);
  });

  it('skips and counts accounts with fewer than 30 posts left to score, without asking for their scorer', () => {
    const asked: string[] = [];
    const report = evaluateAccounts(
      [account('Enough', MIN_ACCOUNT_POSTS), account('Few', MIN_ACCOUNT_POSTS - 1), account('ShortOnes', 35, (i) => i < 6), account('Empty', 0)],
      (name) => {
        asked.push(name);
        return (text) => text.length;
      },
    );
    expect(asked).toEqual(['Enough']);
    expect(report.accounts.map((r) => r.account)).toEqual(['Enough']);
    expect(report.skippedAccounts).toBe(3);
  });

  it('lists the five worst accounts, lowest rho first', () => {
    const accounts = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((n) => account(n, 40));
    const sign: Record<string, number> = { A: 1, B: -1, C: 1, D: -1, E: 1, F: 1, G: -1 };
    const report = evaluateAccounts(accounts, (name) => perfect(accounts.find((a) => a.account === name) as SenatorAccount, sign[name]));
    expect(report.worst.map((r) => [r.account, r.rho])).toEqual([
      ['B', -1],
      ['D', -1],
      ['G', -1],
      ['A', 1],
      ['C', 1],
    ]);
  });

  it('reports a constant score as an undefined rho, left out of the mean and not counted as positive', () => {
    const a = account('SenA', 40);
    const report = evaluateAccounts([a, account('SenB', 40)], (name) => (name === 'SenA' ? perfect(a) : () => 50));
    expect(report.accounts.map((r) => r.rho)).toEqual([1, null]);
    expect([report.meanRho, report.sharePositive, report.undefinedRho]).toEqual([1, 0.5, 1]);
  });
});

describe('the senators targets', () => {
  const verdicts = (negative: number) => {
    const accounts = Array.from({ length: 7 }, (_, i) => account(`S${i}`, 40));
    const report = evaluateAccounts(accounts, (name) => perfect(accounts.find((a) => a.account === name) as SenatorAccount, Number(name.slice(1)) < negative ? -1 : 1));
    return report.targets.map((t) => [t.goal, t.value, t.pass]);
  };

  it('passes with a mean rho >= +0.20 and at least 85 % of accounts positive', () => {
    // One of seven negative: mean 5/7, 6/7 = 85.7 % positive.
    expect(verdicts(1)).toEqual([
      ['mean rho over accounts >= +0.20', 5 / 7, true],
      ['accounts with rho > 0 >= 85 %', 6 / 7, true],
    ]);
  });

  it('fails the share at 5 of 7 positive, and the mean when it drops below +0.20', () => {
    expect(verdicts(2).map(([, , pass]) => pass)).toEqual([true, false]);
    expect(verdicts(3).map(([, , pass]) => pass)).toEqual([false, false]);
  });

  it('fails both without an account to evaluate', () => {
    expect(evaluateAccounts([], () => () => 0).targets.map((t) => [t.value, t.pass])).toEqual([
      [null, false],
      [null, false],
    ]);
  });
});
