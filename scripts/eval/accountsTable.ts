// The senators table `npm run eval` prints: for each scorer, how the within-account rho spreads over accounts,
// then the accounts where the forecast does worst (the full list is in --json).
import { MIN_ACCOUNT_POSTS, type AccountResult, type AccountsReport } from './accountsEvaluation';
import { DETREND_WINDOW } from '@preflight/engine/lab';
import { SCORER_LABEL, SCORERS } from './scorers';
import { signed } from './signed';
import { percent } from './target';
import { formatTarget } from './targetLines';

export interface AccountsSource {
  /** How the data set is named and credited in the title. */
  title: string;
  /** "RT @" reposts dropped when reading. */
  reposts: number;
}

const rho = (v: number | null) => (v === null ? 'n/a' : signed(v));
const scorerRow = (label: string, mean: string, med: string, positive: string, undef: string) =>
  `${label.padEnd(30)}${mean.padStart(9)}${med.padStart(9)}${positive.padStart(10)}${undef.padStart(7)}`;
const row = (account: string, followers: string, n: string, f: string, p: string) =>
  `  ${account.padEnd(18)}${followers.padStart(10)}${n.padStart(6)}${f.padStart(10)}${p.padStart(13)}`;
const accountRow = (a: AccountResult) =>
  row(a.account, a.followers === null ? 'n/a' : String(a.followers), String(a.n), rho(a.rho.forecast), rho(a.rho.pre_publish));

export function formatAccountsTable(report: AccountsReport, source: AccountsSource): string {
  const evaluated = report.accounts.length;
  const head = scorerRow('scorer', 'mean rho', 'median', 'rho > 0', 'n/a');
  const lines = [
    source.title,
    `${report.postsScored} original posts scored (replies included); ${source.reposts} "RT @" reposts dropped; ` +
      `${report.postsTooShort} too short to score.`,
    `Spearman rho within each account of each scorer with log(1 + likes) minus the median of the ${DETREND_WINDOW} posts`,
    'before and after; each account scored with the fits (editor and forecast) made without its fold of accounts.',
    `${evaluated} accounts evaluated; ${report.skippedAccounts} left out (fewer than ${MIN_ACCOUNT_POSTS} posts to score).`,
    'rho > 0: share of all evaluated accounts; n/a: accounts where the scorer is constant (left out of the mean).',
    '',
    head,
    '-'.repeat(head.length),
    ...SCORERS.map((s) => {
      const r = report.byScorer[s];
      return scorerRow(
        SCORER_LABEL[s],
        rho(r.meanRho),
        rho(r.medianRho),
        r.sharePositive === null ? 'n/a' : percent(r.sharePositive),
        String(r.undefinedRho),
      );
    }),
    '',
    `Worst ${report.worst.length} accounts by the forecast's rho:`,
    row('account', 'followers', 'n', 'forecast', 'pre_publish'),
    ...report.worst.map(accountRow),
    '',
    'Targets:',
    ...report.targets.map(formatTarget),
  ];
  return lines.join('\n');
}
