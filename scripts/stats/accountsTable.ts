// The senators table `npm run eval` prints: how the within-account rho spreads over accounts, and the
// accounts where the engine does worst (the full list is in --json).
import { MIN_ACCOUNT_POSTS, type AccountResult, type AccountsReport } from './accountsEvaluation';
import { DETREND_WINDOW } from '../../shared/stats/detrend';
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
const row = (account: string, followers: string, n: string, r: string) => `  ${account.padEnd(18)}${followers.padStart(10)}${n.padStart(6)}${r.padStart(8)}`;
const accountRow = (a: AccountResult) => row(a.account, a.followers === null ? 'n/a' : String(a.followers), String(a.n), rho(a.rho));

export function formatAccountsTable(report: AccountsReport, source: AccountsSource): string {
  const evaluated = report.accounts.length;
  const positive = report.accounts.filter((a) => a.rho !== null && a.rho > 0).length;
  const lines = [
    source.title,
    `${report.postsScored} original posts scored (replies included); ${source.reposts} "RT @" reposts dropped; ` +
      `${report.postsTooShort} too short to score.`,
    `Spearman rho within each account of pre_publish_score with log(1 + likes) minus the median of the`,
    `${DETREND_WINDOW} posts before and after; each account scored with the fit made without its fold of accounts (leave accounts out).`,
    `${evaluated} accounts evaluated; ${report.skippedAccounts} left out (fewer than ${MIN_ACCOUNT_POSTS} posts to score)` +
      (report.undefinedRho > 0 ? `; ${report.undefinedRho} with a constant score (rho n/a).` : '.'),
    '',
    `mean rho ${rho(report.meanRho)}; median ${rho(report.medianRho)}; ` +
      `rho > 0 in ${positive} of ${evaluated} accounts (${report.sharePositive === null ? 'n/a' : percent(report.sharePositive)}).`,
    `Worst ${report.worst.length} accounts:`,
    row('account', 'followers', 'n', 'rho'),
    ...report.worst.map(accountRow),
  ];
  lines.push('');
  lines.push('Targets (DESIGN.md 2.5):');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
