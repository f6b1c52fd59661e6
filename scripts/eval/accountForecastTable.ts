// The account tables `npm run eval` prints: each data set's accounts calibrated on their first 70 % of posts
// and forecast on the rest, beside the guesses that need no model; small data sets account by account.
import { percent } from './target';
import { formatTarget } from './targetLines';
import { CALIBRATION_SHARE, RECENT_GUESS_POSTS, type AccountForecastReport, type AccountForecastRow } from './accountForecastEvaluation';
import { median } from '@preflight/engine/lab';

/** Data sets of at most this many accounts are also printed account by account. */
const ROWS_UP_TO = 10;
const WIDTHS = [7, 9, 9, 9, 9, 11, 8, 8, 7, 7];
const row = (cells: readonly string[]) =>
  `${(cells[0] ?? '').padEnd(26)}${cells
    .slice(1)
    .map((c, i) => c.padStart(WIDTHS[i] ?? 9))
    .join('')}`;
const err = (x: number) => x.toFixed(3);
const signed = (x: number | null) => (x === null ? 'n/a' : `${x >= 0 ? '+' : ''}${x.toFixed(3)}`);
const two = (x: number | null) => (x === null || Number.isNaN(x) ? 'n/a' : x.toFixed(2));

function cellsOf(label: string, rows: readonly AccountForecastRow[]): string[] {
  const n = rows.reduce((s, r) => s + r.forecast, 0);
  const weighted = (f: (r: AccountForecastRow) => number) => rows.reduce((s, r) => s + f(r) * r.forecast, 0) / Math.max(1, n);
  const numbers = (f: (r: AccountForecastRow) => number | null) => rows.map(f).filter((x): x is number => x !== null);
  return [
    label,
    String(n),
    percent(weighted((r) => r.coverage)),
    err(weighted((r) => r.error.account)),
    err(weighted((r) => r.error.account_median)),
    err(weighted((r) => r.error.recent_median)),
    err(weighted((r) => r.error.cold_start)),
    signed(weighted((r) => r.lead_over_best_guess)),
    signed(rows.length ? rows.reduce((s, r) => s + (r.rho ?? 0), 0) / rows.length : null),
    two(median(numbers((r) => r.weight_per_day))),
    two(median(numbers((r) => r.text_share))),
  ];
}

export function formatAccountForecastTable(report: AccountForecastReport, heading?: string): string {
  const c = report.count;
  const lines = [
    ...(heading ? [heading] : []),
    `Account forecasts of ${c}: each account calibrated on the first ${CALIBRATION_SHARE * 100} % of its posts with ${c} (by time),`,
    `then each later post forecast from its text by that one model. In band: the 80 % band holds the actual ${c}.`,
    `Errors: median |ln(1 + ${c}) error| of the forecast, of the account's median, of the median of its`,
    `last ${RECENT_GUESS_POSTS} posts and of the cold-start guess (per-account medians weighted by posts in the groups;`,
    "pooled below). Lead: the forecast's error minus the better median's (negative: ahead). rho: mean within",
    "account (0 where the forecasts ranked nothing). w/day: the level's weight of a daily post; share: the text",
    'share (medians over the accounts).',
    '',
    row([
      'accounts',
      'posts',
      'in band',
      'forecast',
      'median',
      `last ${RECENT_GUESS_POSTS}`,
      'cold start',
      'lead',
      'rho',
      'w/day',
      'share',
    ]),
  ];
  lines.push('-'.repeat(lines.at(-1)?.length ?? 0));
  for (const source of [...new Set(report.accounts.map((a) => a.source))]) {
    const rows = report.accounts.filter((a) => a.source === source);
    if (rows.length <= ROWS_UP_TO) for (const r of rows) lines.push(row(cellsOf(`  ${r.account}`, [r])));
    lines.push(row(cellsOf(`${source} (${rows.length})`, rows)));
  }
  if (new Set(report.accounts.map((a) => a.source)).size > 1) lines.push(row(cellsOf(`all (${report.accounts.length})`, report.accounts)));
  lines.push(
    `pooled median |ln error|: forecast ${err(report.error.account)}, account median ` +
      `${err(report.error.account_median)}, last ${RECENT_GUESS_POSTS} posts ` +
      `${err(report.error.recent_median)}, cold-start guess ${err(report.error.cold_start)}`,
  );
  if (report.skipped > 0) lines.push(`${report.skipped} account(s) with too few posts were left out.`);
  lines.push('');
  lines.push('Targets:');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
