// The account tables `npm run eval` prints: each data set's accounts calibrated on their first 70 % of posts
// and forecast on the rest, beside the guesses that need no model.
import { percent } from './target';
import { formatTarget } from './targetLines';
import { CALIBRATION_SHARE, RECENT_GUESS_POSTS, type AccountForecastReport, type AccountForecastRow } from './accountForecastEvaluation';

const row = (cells: readonly string[]) => `${(cells[0] ?? '').padEnd(26)}${cells.slice(1).map((c, i) => c.padStart([7, 9, 9, 9, 9, 11, 8, 8][i] ?? 9)).join('')}`;
const err = (x: number) => x.toFixed(3);
const signed = (x: number | null) => (x === null ? 'n/a' : `${x >= 0 ? '+' : ''}${x.toFixed(3)}`);

function group(label: string, rows: readonly AccountForecastRow[]): string {
  const n = rows.reduce((s, r) => s + r.forecast, 0);
  const weighted = (f: (r: AccountForecastRow) => number) => rows.reduce((s, r) => s + f(r) * r.forecast, 0) / Math.max(1, n);
  const rhos = rows.map((r) => r.rho).filter((r): r is number => r !== null);
  return row([
    `${label} (${rows.length})`,
    String(n),
    percent(weighted((r) => r.coverage)),
    err(weighted((r) => r.error.account)),
    err(weighted((r) => r.error.account_median)),
    err(weighted((r) => r.error.recent_median)),
    err(weighted((r) => r.error.cold_start)),
    `${rows.filter((r) => r.beats_median).length}/${rows.length}`,
    signed(rhos.length ? rhos.reduce((s, r) => s + r, 0) / rhos.length : null),
  ]);
}

export function formatAccountForecastTable(report: AccountForecastReport, heading?: string): string {
  const c = report.count;
  const lines = [
    ...(heading ? [heading] : []),
    `Account forecasts of ${c}: each account calibrated on its first ${CALIBRATION_SHARE * 100} % of posts by time,`,
    `then each later post forecast from its text. In band: the 80 % band holds the actual ${c}.`,
    `Errors: median |ln(1 + ${c}) error| of the forecast, of the account's median, of the median of its`,
    `last ${RECENT_GUESS_POSTS} posts and of the cold-start guess (per-account medians weighted by posts in the groups;`,
    'pooled below). Beats: accounts where the forecast is below the median. rho: mean within account.',
    '',
    row(['accounts', 'posts', 'in band', 'forecast', 'median', `last ${RECENT_GUESS_POSTS}`, 'cold start', 'beats', 'rho']),
  ];
  lines.push('-'.repeat(lines.at(-1)?.length ?? 0));
  for (const source of [...new Set(report.accounts.map((a) => a.source))]) lines.push(group(source, report.accounts.filter((a) => a.source === source)));
  lines.push(group('all', report.accounts));
  lines.push(
    `pooled median |ln error|: forecast ${err(report.error.account)}, account median ${err(report.error.account_median)}, last ${RECENT_GUESS_POSTS} posts ${err(report.error.recent_median)}, cold-start guess ${err(report.error.cold_start)}`,
  );
  if (report.skipped > 0) lines.push(`${report.skipped} account(s) with too few posts were left out.`);
  lines.push('');
  lines.push('Targets:');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
