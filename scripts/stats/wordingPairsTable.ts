// The wording-pairs table `npm run eval` prints: the engine and the length baseline against the
// paper's reference points.
import { percent } from './target';
import { formatTarget } from './targetLines';
import { PEOPLE_SHARE, TAN_BEST_MODEL_SHARE, type PairTally, type WordingPairsReport } from './wordingPairsEvaluation';

const row = (label: string, won: string, ties: string, share: string) => `${label.padEnd(40)}${won.padStart(6)}${ties.padStart(7)}${share.padStart(9)}`;
const tallyRow = (label: string, t: PairTally) => row(label, String(t.won), String(t.ties), t.share === null ? 'n/a' : percent(t.share));

export function formatWordingPairsTable(report: WordingPairsReport, source: string): string {
  const lines = [
    `Preflight on Tan, Lee & Pang's wording pairs (ACL 2014; ${source}): ${report.pairs} pairs`,
    'Same author, same link, different wording. Share of pairs where the more retweeted text scores higher;',
    'a tie counts one half.',
    '',
    row('scorer', 'won', 'ties', 'share'),
  ];
  lines.push('-'.repeat(lines.at(-1)?.length ?? 0));
  lines.push(tallyRow('engine (pre_publish_score)', report.engine));
  lines.push(tallyRow('baseline: the longer text wins', report.longerText));
  lines.push(row('people (Tan et al. 2014)', '', '', percent(PEOPLE_SHARE)));
  lines.push(row('best model of Tan et al. 2014', '', '', percent(TAN_BEST_MODEL_SHARE)));
  lines.push('');
  lines.push('Targets (DESIGN.md 2.5):');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}
