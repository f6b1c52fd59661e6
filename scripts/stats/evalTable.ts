// The table `npm run eval` prints (the README's copy is this output).
import { signed } from './signed';
import { PEER_RANGE, PARTS, type EvalPart, type EvalReport, type Measure } from './evaluation';

export const PART_LABEL: Record<EvalPart, string> = { fit: 'fit (even ids)', holdout: 'held-out (odd)', all: 'all' };
const COLUMNS: { measure: Measure; label: string }[] = [
  { measure: 'engine', label: 'engine' },
  { measure: 'no_link', label: 'no-link' },
  { measure: 'few_mentions', label: 'few-mentions' },
  { measure: 'few_caps', label: 'few-caps' },
  { measure: 'annoy_vs_reply_ratio', label: 'annoy~ratio' },
  { measure: 'annoy_vs_reply_ratio_detrended', label: 'annoy~ratio(detr.)' },
];

const rho = (v: number | null) => (v === null ? 'n/a' : signed(v));

export function formatEvalTable(report: EvalReport): string {
  const authorWidth = Math.max(16, ...report.authors.map((a) => a.author.length + 2));
  const head = ['author'.padEnd(authorWidth), 'part'.padEnd(15), 'n'.padStart(5), ...COLUMNS.map((c) => c.label.padStart(Math.max(8, c.label.length + 1)))];
  const cells = (values: Record<Measure, number | null>) => COLUMNS.map((c) => rho(values[c.measure]).padStart(Math.max(8, c.label.length + 1)));
  const lines: string[] = [
    `Preflight on the FiveThirtyEight twitter-ratio posts (${report.attribution})`,
    `${report.posts_scored} original posts scored; ${report.reposts_dropped} "RT @" reposts dropped; ${report.posts_too_short} too short to score.`,
    'Spearman rho within each author. engine, no-link, few-mentions, few-caps: against time-detrended log(1 + likes).',
    'annoy~ratio: annoy_risk against (replies + 1) / (likes + 1); (detr.): against its time-detrended log.',
    '',
    head.join(' '),
  ];
  lines.push('-'.repeat(lines.at(-1)?.length ?? 0));
  for (const a of report.authors) {
    PARTS.forEach((part, i) => {
      const r = a.parts[part];
      lines.push([(i === 0 ? a.author : '').padEnd(authorWidth), PART_LABEL[part].padEnd(15), String(r.n).padStart(5), ...cells(r.rho)].join(' '));
    });
  }
  PARTS.forEach((part, i) => {
    lines.push([(i === 0 ? 'mean of authors' : '').padEnd(authorWidth), PART_LABEL[part].padEnd(15), ''.padStart(5), ...cells(report.mean[part])].join(' '));
  });
  lines.push('');
  lines.push(`Peer pre-publish scorers (published, issue 5): mean rho ${signed(PEER_RANGE.low)} to ${signed(PEER_RANGE.high)}.`);
  lines.push('Targets (issue 5; DESIGN.md 2.5):');
  for (const t of report.targets) {
    lines.push(`  ${t.pass ? 'PASS' : 'FAIL'}  ${PART_LABEL[t.part].padEnd(15)} ${t.goal} (${rho(t.value)})`);
  }
  return lines.join('\n');
}
