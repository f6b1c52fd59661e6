import { describe, expect, it } from 'vitest';
import type { SenatorAccount } from '../../scripts/dataset/senators';
import { evaluateAccounts } from '../../scripts/eval/accountsEvaluation';
import { formatAccountsTable } from '../../scripts/eval/accountsTable';
import { evaluateDraftPairs, type DraftScore } from '../../scripts/eval/draftPairsEvaluation';
import { formatDraftPairsTable } from '../../scripts/eval/draftPairsTable';
import type { HeadlineArm } from '../../scripts/dataset/headlineTests';
import { evaluateHeadlineTests } from '../../scripts/eval/headlineTestsEvaluation';
import { formatHeadlineTestsTable } from '../../scripts/eval/headlineTestsTable';
import { evaluateWordingPairs } from '../../scripts/eval/wordingPairsEvaluation';
import { formatWordingPairsTable } from '../../scripts/eval/wordingPairsTable';

const longestLine = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

describe('the tables npm run eval prints', () => {
  it('draft pairs: a row per pair saying whether it is ordered, a tie or a decision violation', () => {
    const score = (text: string): DraftScore => JSON.parse(text) as DraftScore;
    const pair = (id: string, better: DraftScore, worse: DraftScore) => ({
      id,
      platform: 'linkedin' as const,
      principle: 'a few topical hashtags are normal on LinkedIn; a wall is not',
      better: JSON.stringify(better),
      worse: JSON.stringify(worse),
    });
    const report = evaluateDraftPairs(
      [
        pair('v01', { prePublish: 62.5, decision: 'publish' }, { prePublish: 40, decision: 'reject' }),
        pair('v02', { prePublish: 50, decision: 'revise' }, { prePublish: 50, decision: 'publish' }),
      ],
      score,
    );
    const text = formatDraftPairsTable(report, 'benchmarks/draft-pairs.jsonl');
    expect(text).toMatch(/^v01 +linkedin +a few topical hashtags are normal on Linked… +62\.50 publish +40\.00 reject +ordered$/mu);
    expect(text).toMatch(/^v02 .* TIE, DECISION VIOLATION$/mu);
    expect(text).toContain('ordered 1 of 2; ties 1; worse draft with the better decision 1.');
    expect(text).toContain('  FAIL  better draft scores higher in all 2 pairs (1)');
    expect(longestLine(text)).toBeLessThan(120);
  });

  it("wording pairs: the forecast, pre_publish_score, every rule and the paper's reference points", () => {
    const report = evaluateWordingPairs(
      [{ first: 'a longer text!', second: 'short', winner: 'first', screenName: null, firstPostedAt: null, secondPostedAt: null }],
      (t) => ({ phoenix_score: t.length, pre_publish_score: 50 }),
    );
    const text = formatWordingPairsTable(report, 'tan-wording-pairs/val.jsonl');
    expect(text).toMatch(/^forecast \(phoenix_score\) +1 +0 +100\.0 %$/mu);
    expect(text).toMatch(/^pre_publish_score +0 +1 +50\.0 %$/mu);
    for (const rule of ['no link', 'length', 'fewer hashtags', 'fewer mentions', 'four-term rule'])
      expect(text).toMatch(new RegExp(`^rule: ${rule} +\\d+ +\\d+ +\\d+\\.\\d %$`, 'mu'));
    expect(text).toMatch(/^people \(Tan et al\. 2014\) +61\.3 %$/mu);
    expect(text).toMatch(/^best model of Tan et al\. 2014 +65\.6 %$/mu);
    expect(text).toContain('  PASS  forecast: more retweeted wording scores higher in >= 62 % of pairs (100.0 %)');
    expect(text).toContain('  FAIL  forecast ahead of every simple rule (margin over the best, length) (+0.0 points)');
    expect(longestLine(text)).toBeLessThan(120);
  });

  it('headline tests: the citation in the title, the counts, a row per scorer and the targets', () => {
    const arms: HeadlineArm[] = [
      { testId: 't1', headline: 'You will not believe this one', imageId: 'i', ledeId: 'l', impressions: 5000, clicks: 250 },
      { testId: 't1', headline: 'A plain headline', imageId: 'i', ledeId: 'l', impressions: 5000, clicks: 150 },
    ];
    const report = evaluateHeadlineTests(arms, () => (t) => ({ phoenix_score: t.length, pre_publish_score: -t.length }));
    const text = formatHeadlineTestsTable(report, 'headline-ab-tests/arms.jsonl');
    expect(text.split('\n')[0]).toBe(
      'Preflight on randomised headline A/B tests (Upworthy Research Archive (Matias et al., Scientific Data 2021), CC BY 4.0)',
    );
    expect(text).toContain('headline-ab-tests/arms.jsonl: 2 arms in 1 tests; 1 pairs in 1 tests compared.');
    expect(text).toContain("each pair scored with the forecast fitted without its test's fold (whole tests left out).");
    expect(text).toMatch(/^forecast \(phoenix_score\) +1 +0 +100\.0 %$/mu);
    expect(text).toMatch(/^pre_publish_score +0 +0 +0\.0 %$/mu);
    expect(text).toContain('  PASS  forecast: headline clicked more scores higher in >= 60 % of pairs (100.0 %)');
    expect(text).toContain('  FAIL  pre_publish_score: headline clicked more scores higher in >= 50 % of pairs (0.0 %)');
    expect(text.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(3);
    expect(longestLine(text)).toBeLessThan(120);
  });

  it("senators: the spread of each scorer's rho over accounts and the worst accounts by the forecast", () => {
    const accounts: SenatorAccount[] = ['SenA', 'SenB'].map((name) => ({
      account: name,
      followers: name === 'SenA' ? 1934 : null,
      posts: Array.from({ length: 30 }, (_, i) => ({
        account: name,
        text: `post ${i} of ${name}`,
        createdAt: `2015-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
        likes: (i * 7) % 5,
        retweets: 0,
        isReply: false,
      })),
    }));
    const report = evaluateAccounts(accounts, (name) => (text) => {
      const value = (name === 'SenA' ? 1 : -1) * Number(text.split(' ')[1]);
      return { phoenix_score: value, pre_publish_score: -value };
    });
    const text = formatAccountsTable(report, { title: 'Preflight on 2 US senators', reposts: 3 });
    expect(text).toContain('60 original posts scored (replies included); 3 "RT @" reposts dropped; 0 too short to score.');
    expect(text).toMatch(/^forecast \(phoenix_score\) +[+-]\d\.\d{3} +[+-]\d\.\d{3} +\d+\.\d % +0$/mu);
    expect(text).toMatch(/^rule: fewer hashtags +n\/a +n\/a +n\/a +2$/mu);
    expect(text).toMatch(/^ {2}SenA +1934 +30 +[+-]\d\.\d{3} +[+-]\d\.\d{3}$/mu);
    expect(text).toMatch(/^ {2}SenB +n\/a +30 +[+-]\d\.\d{3} +[+-]\d\.\d{3}$/mu);
    expect(text.match(/^ {2}(PASS|FAIL) /gmu)).toHaveLength(4);
    expect(longestLine(text)).toBeLessThan(120);
  });
});
