// The text `npm run fit` prints: each model's chosen penalty, its coefficients, and how well the raw
// prediction ranks posts on the part it was fitted on and on the held-out part.
import { PREDICTOR_NAMES } from '../../shared/params/predictors';
import type { FitResult } from './fitParams';

export function signed(x: number, digits = 3): string {
  if (Number.isNaN(x)) return 'n/a';
  const s = x.toFixed(digits);
  return x >= 0 && !s.startsWith('-') ? `+${s}` : s;
}

export function formatFitReport(result: FitResult): string {
  const lines: string[] = [];
  for (const name of ['engagement', 'reply_ratio'] as const) {
    const model = result.params[name];
    const report = result.report[name];
    lines.push(`${name}: ${model.target}`);
    lines.push(`  n = ${model.n} posts; ridge lambda = ${model.ridge_lambda} (5-fold CV by status id mod 5 over ${report.lambda.scores.map((s) => `${s.lambda}: ${signed(s.rho)}`).join(', ')})`);
    lines.push('  coefficient per standard deviation of each predictor:');
    const sorted = [...PREDICTOR_NAMES].sort((a, b) => Math.abs(model.coefficients[b]) - Math.abs(model.coefficients[a]) || a.localeCompare(b));
    for (const p of sorted) lines.push(`    ${p.padEnd(20)} ${signed(model.coefficients[p], 4)}`);
    for (const part of ['fit', 'holdout'] as const) {
      const r = report.rho[part];
      const authors = Object.entries(r.perAuthor).map(([a, v]) => `${a} ${signed(v)}`);
      lines.push(`  rho of the raw prediction, ${part === 'fit' ? 'in sample (even ids)' : 'held out (odd ids)  '}: mean ${signed(r.mean)} (${authors.join(', ')})`);
    }
    lines.push('');
  }
  const blend = result.report.blend;
  lines.push(`blend: composite_score weight in pre_publish_score = ${blend.compositeWeight} (chosen on the fitting part by within-author rho: ${blend.scores.map((s) => `${s.weight}: ${signed(s.rho)}`).join(', ')})`);
  return lines.join('\n');
}
