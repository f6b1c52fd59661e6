// The drafts table `npm run eval` prints: per idea, its own score and the rank-1 variant's, then the counts.
import { KEPT_WORDS_MIN, VARIANTS_PER_IDEA, type DraftsReport } from './draftsEvaluation';
import { percent } from './target';
import { formatTarget } from './targetLines';

export function formatDraftsTable(report: DraftsReport, source: string): string {
  const idWidth = Math.max(4, ...report.rows.map((r) => r.id.length)) + 1;
  const lines = [
    `The offline drafter on the editorial pairs' better drafts as ideas (${source}):`,
    `${report.ideas} ideas, up to ${VARIANTS_PER_IDEA} variants each. pre_publish_score of the idea as the writer wrote it, of the`,
    "rank-1 variant, and how many variants score at least the idea's.",
    '',
    `${'id'.padEnd(idWidth)}${'platform'.padEnd(10)}${'idea'.padStart(7)}${'rank 1'.padStart(8)}  ${'format'.padEnd(20)}>= idea`,
  ];
  lines.push('-'.repeat(idWidth + 10 + 7 + 8 + 2 + 20 + 8));
  for (const r of report.rows) {
    lines.push(
      `${r.id.padEnd(idWidth)}${r.platform.padEnd(10)}${r.idea.toFixed(2).padStart(7)}${r.rankOne.toFixed(2).padStart(8)}  ` +
        `${r.rankOneFormat.padEnd(20)}${r.atLeastIdea} of ${r.variants}`,
    );
  }
  const of = (n: number, total: number) => `${n} of ${total}${total > 0 ? ` (${percent(n / total)})` : ''}`;
  lines.push('');
  lines.push(`Scoring at least the idea: rank 1 in ${of(report.rankOneAtLeastIdea, report.ideas)} ideas;`);
  lines.push(
    `the first variant drafted in ${of(report.firstDraftedAtLeastIdea, report.ideas)}; a variant at ` +
      `random ${of(report.anyVariantAtLeastIdea, report.variants)}.`,
  );
  lines.push(
    `Variants stating a number the idea lacks ${report.inventedNumberVariants}, dropping one of its numbers ${report.lostNumberVariants},`,
  );
  lines.push(
    `keeping under ${KEPT_WORDS_MIN * 100} % of its longer words ${report.fewWordsKeptVariants}, over ` +
      `the limit ${report.overLimitVariants}, in another language ${report.otherLanguageVariants};`,
  );
  lines.push(`ideas with two variants alike ${report.repeatedIdeas}, with two near-copies (word overlap >= 0.8) ${report.nearCopyIdeas}.`);
  lines.push('Targets:');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
