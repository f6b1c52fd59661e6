// The account table `npm run eval` prints: each data set's accounts calibrated on their first 70 % of posts
// and forecast on the rest, against the cold-start guess and the account's median.
import { percent } from './target';
import { formatTarget } from './targetLines';
import { CALIBRATION_SHARE, type AccountForecastReport, type AccountForecastRow } from './accountForecastEvaluation';

const row = (label: string, n: string, cov: string, own: string, cold: string, med: string, rho: string) =>
  `${label.padEnd(26)}${n.padStart(7)}${cov.padStart(9)}${own.padStart(9)}${cold.padStart(11)}${med.padStart(9)}${rho.padStart(8)}`;
const err = (x: number) => x.toFixed(3);
const signed = (x: number | null) => (x === null ? 'n/a' : `${x >= 0 ? '+' : ''}${x.toFixed(3)}`);

function group(label: string, rows: readonly AccountForecastRow[]): string {
  const n = rows.reduce((s, r) => s + r.forecast, 0);
  const weighted = (f: (r: AccountForecastRow) => number) => rows.reduce((s, r) => s + f(r) * r.forecast, 0) / Math.max(1, n);
  const rhos = rows.map((r) => r.rho).filter((r): r is number => r !== null);
  return row(
    `${label} (${rows.length})`,
    String(n),
    percent(weighted((r) => r.coverage)),
    err(weighted((r) => r.error.account)),
    err(weighted((r) => r.error.cold_start)),
    err(weighted((r) => r.error.account_median)),
    signed(rhos.length ? rhos.reduce((s, r) => s + r, 0) / rhos.length : null),
  );
}

export function formatAccountForecastTable(report: AccountForecastReport): string {
  const lines = [
    `Account forecasts: each account calibrated on its first ${CALIBRATION_SHARE * 100} % of posts by time, then each later post`,
    'forecast from its text. Coverage: the 80 % band holds the actual likes. Errors: median |ln(1 + likes) error|',
    '(per-account medians weighted by posts in the groups; pooled in the targets). rho: within each account, mean.',
    '',
    row('accounts', 'posts', 'in band', 'account', 'cold start', 'median', 'rho'),
  ];
  lines.push('-'.repeat(lines.at(-1)?.length ?? 0));
  for (const source of [...new Set(report.accounts.map((a) => a.source))]) lines.push(group(source, report.accounts.filter((a) => a.source === source)));
  lines.push(group('all', report.accounts));
  lines.push(`pooled median |ln error|: account ${err(report.error.account)}, cold-start guess ${err(report.error.cold_start)}, account median ${err(report.error.account_median)}`);
  if (report.skipped > 0) lines.push(`${report.skipped} account(s) with too few posts were left out.`);
  lines.push('');
  lines.push('Targets (issue 10):');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
