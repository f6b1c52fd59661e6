// The substance table `npm run eval` prints: one row per pair, the counts by language and by kind of filler,
// the two simple rules beside them, then the targets.
import type { SubstanceGroup, SubstanceReport, SubstanceRow, SubstanceScore } from './substancePairsEvaluation';
import { formatTarget } from './targetLines';

const cell = (s: SubstanceScore) => `${s.prePublish.toFixed(1).padStart(5)} ${s.decision.padEnd(7)}`;

function row(r: SubstanceRow): string {
  const order = r.better.prePublish > r.worse.prePublish ? 'ordered' : 'WRONG ORDER';
  const named = r.named ? 'named' : 'NOT NAMED';
  return `${r.id.padEnd(5)}${r.lang.padEnd(4)}${r.kind.padEnd(17)}${cell(r.better)} ${cell(r.worse)} ${order}, ${named}`;
}

function groupLine(g: SubstanceGroup): string {
  return (
    `  ${g.group.padEnd(17)}${String(g.pairs).padStart(3)} pairs: ordered ${g.ordered}, vague held ` +
    `${g.vagueNotPublished}, named ${g.named}`
  );
}

export function formatSubstanceTable(report: SubstanceReport, source: string): string {
  const n = report.pairs;
  const lines = [
    `Preflight on the substance pairs (${source}): ${n} pairs,`,
    'a concrete post and a vague one of about the same length on one topic. pre_publish_score and decision of',
    'each; "named": the vague post has an editor reason quoting its own filler.',
    '',
    `${'id'.padEnd(5)}${'la'.padEnd(4)}${'kind'.padEnd(17)}${'concrete'.padEnd(14)}vague`,
    '-'.repeat(80),
    ...report.rows.map(row),
    '',
    'By language:',
    ...report.byLanguage.map(groupLine),
    'By kind of filler:',
    ...report.byKind.map(groupLine),
    '',
    `concrete above vague ${report.ordered} of ${n}; the longer post wins ` +
      `${report.baselines.longerWins}, more digits win ${report.baselines.moreDigitsWins}.`,
    `vague not published ${report.vagueNotPublished} of ${n}, with a reason quoting its filler ${report.vagueHeldAndNamed}.`,
    `concrete held for saying nothing checkable ${report.concreteHeldAsEmpty}; not published for another ` +
      `reason ${report.concreteNotPublished - report.concreteHeldAsEmpty}.`,
    'Targets:',
    ...report.targets.map((t) => formatTarget(t)),
  ];
  return lines.join('\n');
}
