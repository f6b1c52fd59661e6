// The one table `npm run bench` ends with: every figure each benchmark measured, as median and spread over its
// repeats, beside its budget with the ratio and PASS/FAIL. Each benchmark prints its own detail as it
// runs and records its headline figures here; bench/run.ts prints them together, as a Markdown table, so the
// README can carry it as printed.
import type { Budget, Summary } from './stats';

export interface SummaryRow {
  section: string;
  figure: string;
  unit: string;
  value: Summary;
  budget?: Budget;
  /** Anything the reader needs beside the number (e.g. the bare endpoint's figure for a ratio). */
  note?: string;
}

const rows: SummaryRow[] = [];

export function record(row: SummaryRow): void {
  rows.push(row);
}

/** Fewer digits for big numbers, more for small ones. */
function format(x: number): string {
  const abs = Math.abs(x);
  if (abs >= 1000) return Math.round(x).toLocaleString('en-US');
  if (abs >= 100) return x.toFixed(0);
  if (abs >= 10) return x.toFixed(1);
  if (abs >= 1) return x.toFixed(2);
  return x.toFixed(3);
}

function judged(row: SummaryRow): { budget: string; ratio: string; result: string } {
  const b = row.budget;
  if (!b) return { budget: '', ratio: '', result: '' };
  const v = row.value.median;
  const pass = b.kind === 'max' ? v <= b.limit : v >= b.limit;
  // The ratio reads the same way for both kinds: above 1 misses the budget.
  const ratio = b.kind === 'max' ? v / b.limit : b.limit / v;
  return {
    budget: `${b.kind === 'max' ? '≤' : '≥'} ${format(b.limit)} ${row.unit}`,
    ratio: `${ratio.toFixed(2)}×`,
    result: pass ? 'PASS' : 'FAIL',
  };
}

export function summaryTable(): string {
  const lines = ['| part | figure | median | spread | budget | ratio | result |', '| --- | --- | --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const j = judged(row);
    const spread = row.value.low === row.value.high ? '' : `${format(row.value.low)}–${format(row.value.high)}`;
    const figure = row.note ? `${row.figure} (${row.note})` : row.figure;
    lines.push(
      `| ${row.section} | ${figure} | ${format(row.value.median)} ${row.unit} | ${spread} | ${j.budget} | ${j.ratio} | ${j.result} |`,
    );
  }
  return lines.join('\n');
}

export function failures(): number {
  return rows.filter((r) => judged(r).result === 'FAIL').length;
}
