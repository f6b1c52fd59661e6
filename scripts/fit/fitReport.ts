// What `npm run fit` prints: the data, the ridge choice, each concept's held-out check and its effect.
import type { FitReport } from './fitEngine';

const signed = (x: number, digits = 3) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

export function formatFitReport(r: FitReport): string {
  const lines = [
    `Pairs: ${Object.entries(r.pairs)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}; held-out folds of ${r.heldOutFolds.join(' / ')} pairs.`,
    `Ridge lambda ${r.lambda.value} (held-out share of pairs ordered right: ` +
      `${r.lambda.scores.map((s) => `${s.lambda}: ${(100 * s.heldOut).toFixed(2)} %`).join(', ')}).`,
    '',
    'concept              held-out pairs right /1000  folds helped  shipped  effect per unit',
  ];
  for (const c of r.checks) {
    lines.push(
      `${c.concept.padEnd(20)} ${signed(c.gainPer1000, 3).padStart(25)}  ` +
        `${String(c.foldsHelped).padStart(12)}  ${(c.shipped ? 'yes' : 'no').padStart(7)}  ` +
        `${signed(r.effects[c.concept] ?? 0).padStart(15)}`,
    );
  }
  lines.push('', `One unit of the score's log-odds is worth ${r.logViewsPerUnit} natural-log units of likes (the view curve's scale).`);
  return lines.join('\n');
}
