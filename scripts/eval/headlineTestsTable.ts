// The headline-tests table `npm run eval` prints: the forecast, pre_publish_score and every simple rule on the
// same significant within-test pairs, each pair scored with the forecast fitted without its test. The archive's
// licence asks for the citation in the title.
import { SIGNIFICANT_Z } from '../dataset/headlineTests';
import type { HeadlineTestsReport } from './headlineTestsEvaluation';
import { pairTallyLines } from './pairTalliesTable';
import { formatTarget } from './targetLines';

export const HEADLINE_CITATION = 'Upworthy Research Archive (Matias et al., Scientific Data 2021), CC BY 4.0';

export function formatHeadlineTestsTable(report: HeadlineTestsReport, source: string): string {
  const lines = [
    `Preflight on randomised headline A/B tests (${HEADLINE_CITATION})`,
    `${source}: ${report.arms} arms in ${report.tests} tests; ${report.pairs} pairs in ${report.testsCompared} tests compared` +
      (report.pairsUnscorable > 0 ? ` (${report.pairsUnscorable} with a headline the engine cannot score left out).` : '.'),
    `Pairs: two arms of one test with the same image and lede, their click-through rates apart by |z| >= ${SIGNIFICANT_Z.toFixed(2)}`,
    "(the 5 % level after the clicks' overdispersion). Share of pairs where the headline clicked more scores",
    'higher; a tie counts one half. The forecast learns from these pairs (npm run fit), so the committed one would',
    "score them in-sample: each pair scored with the forecast fitted without its test's fold (whole tests left out).",
    '',
    ...pairTallyLines(report.tallies),
    '',
    'Targets:',
    ...report.targets.map(formatTarget),
  ];
  return lines.join('\n');
}
