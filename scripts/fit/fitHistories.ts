// The account histories `npm run fit` learns the pooled account band from: every senator's original posts and
// FiveThirtyEight's two timelines, fit part only (even status ids; the odd ones are held out for `npm run eval`).
import { locateDataset, locateTwitterRatio } from '../dataset/locate';
import { loadSenators } from '../dataset/senators';
import { idParity, loadTwitterRatio } from '../dataset/twitterRatio';
import { senatorHistories, twitterRatioHistories } from '../dataset/historyAccounts';
import type { HistoryAccount } from '../eval/accountForecastEvaluation';

export function fitHistories(env: NodeJS.ProcessEnv, repoRoot: string): { accounts: HistoryAccount[]; source: string } {
  const senators = senatorHistories(
    loadSenators(locateDataset('us-senators-2015', env, repoRoot, "tweets.csv (90 US senators' posts)")).accounts,
  );
  const fivethirtyeight = twitterRatioHistories(loadTwitterRatio(locateTwitterRatio(env, repoRoot))).map((a) => ({
    ...a,
    posts: a.posts.filter((p) => idParity(p.post_id) === 'even'),
  }));
  return {
    accounts: [...senators, ...fivethirtyeight],
    source:
      'fitted by npm run fit on US senators 2012–2015 (gvegayon/twitterreport, MIT), all accounts, and ' +
      'FiveThirtyEight twitter-ratio (CC BY 4.0), even status ids only',
  };
}
