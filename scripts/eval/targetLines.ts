// How a target reads in every table and in the closing summary of `npm run eval`: "PASS  goal (value)".
import { signed } from './signed';
import { percent, type Target } from './target';

export function formatTargetValue(t: Pick<Target, 'value' | 'unit'>): string {
  if (t.value === null) return 'n/a';
  if (t.unit === 'count') return String(t.value);
  if (t.unit === 'points') return `${signed(t.value * 100, 1)} points`;
  return t.unit === 'share' ? percent(t.value) : signed(t.value);
}

export function formatTarget(t: Target): string {
  return `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.goal} (${formatTargetValue(t)})`;
}

export interface TargetSection {
  /** The data set, as the summary names it. */
  title: string;
  targets: readonly Target[];
}

/** Every target, under the data set it belongs to, then the data sets that were not found. */
export function formatTargetSummary(sections: readonly TargetSection[], missing: readonly string[]): string {
  const lines = ['Summary of targets:'];
  for (const s of sections) lines.push(s.title, ...s.targets.map((t) => formatTarget(t)));
  for (const name of missing) lines.push(name, '  ----  not run: the data was not found');
  const all = sections.flatMap((s) => s.targets);
  const passed = all.filter((t) => t.pass).length;
  lines.push(`${passed} of ${all.length} targets pass${missing.length > 0 ? `; ${missing.length} data set(s) not found` : ''}.`);
  return lines.join('\n');
}
