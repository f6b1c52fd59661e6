// The wording-pairs table `npm run eval` prints: the forecast, pre_publish_score and every simple rule on the
// same pairs, against the paper's reference points.
import { pairRow, pairTallyLines, tallyRow } from './pairTalliesTable';
import { percent } from './target';
import { formatTarget } from './targetLines';
import { PEOPLE_SHARE, TAN_BEST_MODEL_SHARE, type WordingPairsReport } from './wordingPairsEvaluation';

export function formatWordingPairsTable(report: WordingPairsReport, source: string): string {
  const lines = [
    `Preflight on Tan, Lee & Pang's wording pairs (ACL 2014; ${source}): ${report.pairs} pairs`,
    'Same author, same link, different wording. Share of pairs where the more retweeted text scores higher;',
    'a tie counts one half. Each text is scored as of the day it was posted: a platform policy counts only',
    'from the day it is in force (none of these 2010-13 posts falls under one).',
    '',
    ...pairTallyLines(report.tallies),
    tallyRow('forecast, as if posted today', report.asIfToday.forecast),
    tallyRow('pre_publish_score, as if posted today', report.asIfToday.pre_publish),
    pairRow('people (Tan et al. 2014)', '', '', percent(PEOPLE_SHARE)),
    pairRow('best model of Tan et al. 2014', '', '', percent(TAN_BEST_MODEL_SHARE)),
    '',
    'Targets:',
    ...report.targets.map(formatTarget),
  ];
  return lines.join('\n');
}
