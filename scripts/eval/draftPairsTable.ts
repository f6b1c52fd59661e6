// The editorial-pairs table `npm run eval` prints: one row per pair, then the counts and the targets.
import { isOrdered, isTie, isViolation, type DraftPairResult, type DraftPairsReport, type DraftScore } from './draftPairsEvaluation';
import { formatTarget } from './targetLines';

const PRINCIPLE_WIDTH = 44;

function clip(text: string, width: number): string {
  return text.length <= width ? text.padEnd(width) : `${text.slice(0, width - 1)}…`;
}

const cell = (s: DraftScore) => `${s.prePublish.toFixed(2).padStart(6)} ${s.decision.padEnd(7)}`;

function verdict(r: DraftPairResult): string {
  const order = isOrdered(r) ? 'ordered' : isTie(r) ? 'TIE' : 'WRONG ORDER';
  return isViolation(r) ? `${order}, DECISION VIOLATION` : order;
}

export function formatDraftPairsTable(report: DraftPairsReport, source: string): string {
  const idWidth = Math.max(4, ...report.rows.map((r) => r.id.length)) + 1;
  const lines = [
    `Preflight on the editorial draft pairs (${source}): ${report.pairs} pairs where editors agree which is better`,
    'pre_publish_score and decision of each draft; decisions rank publish > revise > reject.',
    '',
    `${'id'.padEnd(idWidth)}${'platform'.padEnd(10)}${'principle'.padEnd(PRINCIPLE_WIDTH + 1)}${'better'.padEnd(15)}worse`,
  ];
  lines.push('-'.repeat(idWidth + 10 + PRINCIPLE_WIDTH + 1 + 15 * 2 + 'WRONG ORDER'.length));
  for (const r of report.rows) {
    lines.push(
      `${r.id.padEnd(idWidth)}${r.platform.padEnd(10)}${clip(r.principle, PRINCIPLE_WIDTH)} ` +
        `${cell(r.better)} ${cell(r.worse)} ${verdict(r)}`,
    );
  }
  lines.push('');
  lines.push(
    `ordered ${report.ordered} of ${report.pairs}; ties ${report.ties}; worse draft with the better decision ${report.violations}.`,
  );
  lines.push(`Decisions agree (better "publish", worse "revise" or "reject") in ${report.decisionsAgree} of ${report.pairs} pairs.`);
  lines.push('Targets:');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
