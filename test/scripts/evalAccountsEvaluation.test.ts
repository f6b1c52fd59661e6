import { describe, expect, it } from 'vitest';
import type { SenatorAccount, SenatorPost } from '../../scripts/dataset/senators';
import { evaluateAccounts, MIN_ACCOUNT_POSTS, type ScoreAccountText } from '../../scripts/eval/accountsEvaluation';
import { SIMPLE_RULES, simpleRules } from '../../scripts/eval/simpleRules';
import { detrend } from '../../shared/stats/detrend';
import { spearman } from '../../scripts/eval/spearman';

/** Posts one a day; likes vary deterministically so the detrended outcome is not a trivial ranking. */
function account(name: string, count: number, short: (i: number) => boolean = () => false): SenatorAccount {
  const posts: SenatorPost[] = Array.from({ length: count }, (_, i) => ({
    account: name,
    text: short(i) ? `#${i}` : `post number ${i} of ${name}${i % 3 === 0 ? ' with @someone' : ''}`,
    createdAt: new Date(Date.UTC(2015, 0, 1 + i)).toISOString(),
    likes: ((i * 37) % 23) + i,
    retweets: 0,
    isReply: false,
  }));
  return { account: name, followers: 1000, posts };
}

/** A fake engine whose forecast and pre_publish_score are both `f` of the text. */
const engine =
  (f: (text: string) => number, prePublish: (text: string) => number = f): ScoreAccountText =>
  (text) => ({ phoenix_score: f(text), pre_publish_score: prePublish(text) });

/** The outcome each post is judged by: detrended over the account's whole timeline. */
const outcomeByText = (a: SenatorAccount) => {
  const y = detrend(
    a.posts.map((p) => Math.log1p(p.likes)),
    25,
  );
  return new Map(a.posts.map((p, i) => [p.text, y[i] as number]));
};
/** A score that ranks an account's posts exactly as their outcome (rho +1), or the reverse (rho −1). */
const perfect = (a: SenatorAccount, sign = 1) => {
  const y = outcomeByText(a);
  return (text: string) => sign * (y.get(text) as number);
};

describe('evaluateAccounts', () => {
  it("computes each scorer's rho within each account, asking for each evaluated account's own scorer", () => {
    const a = account('SenA', 40);
    const b = account('SenB', 40);
    const asked: string[] = [];
    const report = evaluateAccounts([b, a], (name) => {
      asked.push(name);
      return name === 'SenA' ? engine(perfect(a), perfect(a, -1)) : engine(perfect(b, -1), perfect(b));
    });
    expect(asked).toEqual(['SenB', 'SenA']);
    expect(report.accounts.map((r) => [r.account, r.n, r.rho.forecast, r.rho.pre_publish])).toEqual([
      ['SenA', 40, 1, -1],
      ['SenB', 40, -1, 1],
    ]);
    const { forecast } = report.byScorer;
    expect([forecast.meanRho, forecast.medianRho, forecast.sharePositive, forecast.positive]).toEqual([0, 0, 0.5, 1]);
  });

  it('scores every simple rule on exactly the posts the engine scores', () => {
    const a = account('SenA', 45, (i) => i % 9 === 0);
    // A forecast that is the length rule itself gets exactly the length rule's rho.
    const report = evaluateAccounts([a], () => engine((text) => simpleRules(text).length));
    const rho = report.accounts[0]?.rho;
    expect(rho?.forecast).toBe(rho?.length);
    expect(Object.keys(rho ?? {})).toEqual(['forecast', 'pre_publish', ...SIMPLE_RULES]);
    // No post has a hashtag: the rule ranks nothing on this account.
    expect(rho?.fewer_hashtags).toBeNull();
    expect(report.byScorer.fewer_hashtags).toMatchObject({ meanRho: null, undefinedRho: 1 });
  });

  it('detrends over the whole timeline first, then skips posts under 10 code points', () => {
    const a = account('SenA', 45, (i) => i % 9 === 0);
    const score = (text: string) => (text.length * 7919) % 101;
    const report = evaluateAccounts([a], () => engine(score));
    const y = detrend(
      a.posts.map((p) => Math.log1p(p.likes)),
      25,
    );
    const kept = a.posts.flatMap((p, i) => (p.text.length >= 10 ? [i] : []));
    const expected = spearman(
      kept.map((i) => score(a.posts[i]?.text as string)),
      kept.map((i) => y[i] as number),
    );
    expect(report.accounts[0]?.n).toBe(40);
    expect(report.postsTooShort).toBe(5);
    expect(report.accounts[0]?.rho.forecast).toBe(expected);
    // Detrending only the kept posts would give another number: the order of the steps matters.
    const yKeptOnly = detrend(
      kept.map((i) => Math.log1p(a.posts[i]?.likes as number)),
      25,
    );
    expect(
      spearman(
        kept.map((i) => score(a.posts[i]?.text as string)),
        yKeptOnly,
      ),
    ).not.toBe(expected);
  });

  it('skips and counts accounts with fewer than 30 posts left to score, without asking for their scorer', () => {
    const asked: string[] = [];
    const report = evaluateAccounts(
      [
        account('Enough', MIN_ACCOUNT_POSTS),
        account('Few', MIN_ACCOUNT_POSTS - 1),
        account('ShortOnes', 35, (i) => i < 6),
        account('Empty', 0),
      ],
      (name) => {
        asked.push(name);
        return engine((text) => text.length);
      },
    );
    expect(asked).toEqual(['Enough']);
    expect(report.accounts.map((r) => r.account)).toEqual(['Enough']);
    expect(report.skippedAccounts).toBe(3);
  });

  it('lists the five accounts where the forecast does worst, lowest rho first', () => {
    const accounts = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((n) => account(n, 40));
    const sign: Record<string, number> = { A: 1, B: -1, C: 1, D: -1, E: 1, F: 1, G: -1 };
    const report = evaluateAccounts(accounts, (name) => {
      const a = accounts.find((x) => x.account === name) as SenatorAccount;
      // pre_publish_score ranks the other way round: the list follows the forecast.
      return engine(perfect(a, sign[name]), perfect(a, -(sign[name] as number)));
    });
    expect(report.worst.map((r) => [r.account, r.rho.forecast])).toEqual([
      ['B', -1],
      ['D', -1],
      ['G', -1],
      ['A', 1],
      ['C', 1],
    ]);
  });

  it('reports a constant score as an undefined rho, left out of the mean and not counted as positive', () => {
    const a = account('SenA', 40);
    const report = evaluateAccounts([a, account('SenB', 40)], (name) => (name === 'SenA' ? engine(perfect(a)) : engine(() => 50)));
    expect(report.accounts.map((r) => r.rho.forecast)).toEqual([1, null]);
    const { forecast } = report.byScorer;
    expect([forecast.meanRho, forecast.sharePositive, forecast.undefinedRho]).toEqual([1, 0.5, 1]);
  });
});

describe('the senators targets', () => {
  const report = (negative: number, prePublishSign = 1) => {
    const accounts = Array.from({ length: 7 }, (_, i) => account(`S${i}`, 40));
    return evaluateAccounts(accounts, (name) => {
      const a = accounts.find((x) => x.account === name) as SenatorAccount;
      return engine(perfect(a, Number(name.slice(1)) < negative ? -1 : 1), perfect(a, prePublishSign));
    });
  };
  const verdicts = (negative: number, prePublishSign = 1) => report(negative, prePublishSign).targets.map((t) => [t.goal, t.value, t.pass]);

  it('passes with a forecast mean rho >= +0.22, 85 % of accounts positive and pre_publish_score not negative', () => {
    // One of seven negative: mean 5/7, 6/7 = 85.7 % positive.
    const r = report(1);
    const bestRule = Math.max(...SIMPLE_RULES.flatMap((s) => (r.byScorer[s].meanRho === null ? [] : [r.byScorer[s].meanRho as number])));
    expect(verdicts(1)).toEqual([
      ['forecast: mean rho over accounts >= +0.22', 5 / 7, true],
      ['forecast: accounts with rho > 0 >= 85 %', 6 / 7, true],
      ['pre_publish_score: mean rho over accounts >= 0', 1, true],
      [expect.stringMatching(/^forecast ahead of every simple rule \(margin over the best, /u), 5 / 7 - bestRule, true],
    ]);
  });

  it('fails the share at 5 of 7 positive, the mean below +0.22, and pre_publish_score when it ranks backwards', () => {
    expect(
      verdicts(2)
        .map(([, , pass]) => pass)
        .slice(0, 2),
    ).toEqual([true, false]);
    expect(
      verdicts(3)
        .map(([, , pass]) => pass)
        .slice(0, 2),
    ).toEqual([false, false]);
    expect(verdicts(1, -1)[2]).toEqual(['pre_publish_score: mean rho over accounts >= 0', -1, false]);
  });

  it('fails every target without an account to evaluate', () => {
    expect(evaluateAccounts([], () => engine(() => 0)).targets.map((t) => [t.value, t.pass])).toEqual([
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
  });
});
