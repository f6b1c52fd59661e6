// npm run eval — measures the engine on every data set it finds (scripts/eval/sections.ts): the editorial
// draft pairs, the wording pairs, the senators' accounts, the FiveThirtyEight posts and the account
// forecasts (calibrated on each account's earlier posts), each as a table
// with its targets, then a summary of every target. `--json` prints the numbers instead: one object
// with a key per data set (null for one that was not found). Exit code 2 only when no data was found.
import { fileURLToPath } from 'node:url';
import { DatasetMissing } from './dataset/locate';
import { EVAL_SECTIONS, type EvalSection, type SectionResult } from './eval/sections';
import { formatTargetSummary, type TargetSection } from './stats/targetLines';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const asJson = process.argv.includes('--json');

const found: { section: EvalSection; run: ReturnType<EvalSection['prepare']> }[] = [];
const missing: EvalSection[] = [];
for (const section of EVAL_SECTIONS) {
  try {
    found.push({ section, run: section.prepare(process.env, repoRoot) });
  } catch (error) {
    if (!(error instanceof DatasetMissing)) throw error;
    // On stderr, so `--json` output stays one JSON object.
    console.error(`${section.title}: not run. ${error.message}\n`);
    missing.push(section);
  }
}
if (found.length === 0) process.exit(2);

// Loaded after the data is found, so a missing data set is reported without paying for the engine.
const [{ score, calibrateAccount }, { scoreWith }, { senatorScorers, heldOutParams }] = await Promise.all([
  import('../shared/index'),
  import('../shared/score'),
  import('./stats/heldOutScorers'),
]);
const results = new Map<string, SectionResult>();
const summary: TargetSection[] = [];
for (const { section, run } of found) {
  const result = run({ score, scoreWith, calibrateAccount, senatorScorers, heldOutParams });
  results.set(section.key, result);
  summary.push({ title: section.title, targets: result.targets });
  // Each table as soon as it is ready: scoring every data set takes about 20 s.
  if (!asJson) console.log(`${result.table}\n`);
}
if (asJson) {
  console.log(JSON.stringify(Object.fromEntries(EVAL_SECTIONS.map((s) => [s.key, results.get(s.key)?.json ?? null])), null, 2));
} else {
  console.log(formatTargetSummary(summary, missing.map((s) => s.title)));
}
