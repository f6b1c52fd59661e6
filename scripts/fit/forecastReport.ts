// What `npm run fit` prints for the forecast: the data, the ridge choice, each measurement's evidence and verdict.
import type { ForecastFitReport } from './fitForecast';

const signed = (x: number, digits = 3) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

export function formatForecastReport(r: ForecastFitReport): string {
  const lines = [
    'The forecast',
    `Pairs: ${Object.entries(r.pairs)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}; word tables of ${Object.entries(r.words)
      .map(([t, n]) => `${n} words (${t})`)
      .join(', ')}.`,
    `Ridge lambda ${r.lambda.value} (held-out share of pairs ordered right: ` +
      `${r.lambda.scores.map((s) => `${s.lambda}: ${(100 * s.heldOut).toFixed(2)} %`).join(', ')}).`,
    '',
    'measurement          effect    by source (alone)                                          held-out LL /1000  folds  verdict',
  ];
  for (const c of r.checks) {
    const sources = Object.entries(c.bySource)
      .map(([g, v]) => `${g.slice(0, 8)} ${v ? signed(v.effect, 2) : '  n/a'}`)
      .join('  ');
    lines.push(
      `${c.column.padEnd(20)} ${signed(r.effects[c.column] ?? 0).padStart(7)}   ${sources.padEnd(58)} ` +
        `${signed(c.gainPer1000).padStart(17)}  ${String(c.foldsHelped).padStart(5)}  ${c.verdict}`,
    );
  }
  lines.push('', `One unit of the forecast is worth ${r.logLikesPerUnit} natural-log units of likes within an account.`);
  return lines.join('\n');
}
