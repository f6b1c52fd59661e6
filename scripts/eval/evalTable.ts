// The FiveThirtyEight table `npm run eval` prints: each scorer's rho with likes per author and part, then
// annoy_risk's rho with the reply ratio, then the targets (the README's copy is this output).
import { signed } from './signed';
import { PEER_RANGE, PARTS, type EvalPart, type EvalReport, type Measure, type PartResult, type Target } from './evaluation';
import type { Target as PlainTarget } from './target';
import { formatTarget } from './targetLines';

export const PART_LABEL: Record<EvalPart, string> = { fit: 'fit (even ids)', holdout: 'held-out (odd)', all: 'all' };

interface Column {
  measure: Measure;
  label: string;
}
// Short labels, so seven scorers fit one line; the lines above the table spell them out.
const LIKES_COLUMNS: Column[] = [
  { measure: 'forecast', label: 'forecast' },
  { measure: 'pre_publish', label: 'pre_pub' },
  { measure: 'no_link', label: 'no link' },
  { measure: 'length', label: 'length' },
  { measure: 'fewer_hashtags', label: 'fewer #' },
  { measure: 'fewer_mentions', label: 'fewer @' },
  { measure: 'four_terms', label: '4-term' },
];
const ANNOY_COLUMNS: Column[] = [
  { measure: 'annoy_vs_reply_ratio', label: 'annoy~ratio' },
  { measure: 'annoy_vs_reply_ratio_detrended', label: 'annoy~ratio(detr.)' },
];

/** A target as the table and the summary print it: its part of the split named first. */
export function withPartLabel({ part, goal, value, pass, unit }: Target): PlainTarget {
  return { goal: `${PART_LABEL[part].padEnd(15)} ${goal}`, value, pass, unit };
}

const rho = (v: number | null) => (v === null ? 'n/a' : signed(v));
const width = (c: Column) => Math.max(8, c.label.length + 1);

function block(report: EvalReport, columns: readonly Column[]): string[] {
  const authorWidth = Math.max(16, ...report.authors.map((a) => a.author.length + 2));
  const line = (author: string, part: EvalPart, n: string, values: PartResult['rho']) =>
    [
      author.padEnd(authorWidth),
      PART_LABEL[part].padEnd(15),
      n.padStart(5),
      ...columns.map((c) => rho(values[c.measure]).padStart(width(c))),
    ].join(' ');
  const head = ['author'.padEnd(authorWidth), 'part'.padEnd(15), 'n'.padStart(5), ...columns.map((c) => c.label.padStart(width(c)))].join(
    ' ',
  );
  const lines = [head, '-'.repeat(head.length)];
  for (const a of report.authors)
    for (const [i, part] of PARTS.entries()) lines.push(line(i === 0 ? a.author : '', part, String(a.parts[part].n), a.parts[part].rho));
  for (const [i, part] of PARTS.entries()) lines.push(line(i === 0 ? 'mean of authors' : '', part, '', report.mean[part]));
  return lines;
}

export function formatEvalTable(report: EvalReport): string {
  const lines: string[] = [
    `Preflight on the FiveThirtyEight twitter-ratio posts (${report.attribution})`,
    `${report.posts_scored} original posts scored; ${report.reposts_dropped} "RT @" reposts dropped; ` +
      `${report.posts_too_short} too short to score.`,
    'Spearman rho within each author of each scorer with time-detrended log(1 + likes): forecast (phoenix_score),',
    'pre_publish_score, and the simple rules no link, length, fewer hashtags, fewer mentions, the four-term rule.',
    '',
    ...block(report, LIKES_COLUMNS),
    '',
    'annoy~ratio: annoy_risk against (replies + 1) / (likes + 1); (detr.): against its time-detrended log.',
    '',
    ...block(report, ANNOY_COLUMNS),
    '',
    `Peer pre-publish scorers (published): mean rho ${signed(PEER_RANGE.low)} to ${signed(PEER_RANGE.high)}.`,
    'Targets:',
    ...report.targets.map((t) => formatTarget(withPartLabel(t))),
  ];
  return lines.join('\n');
}
