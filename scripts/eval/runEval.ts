// npm run eval — measures the engine on every data set it finds (./sections.ts): the editorial draft
// pairs, the same posts across languages (committed with the code), the wording pairs, the randomised headline tests, the senators'
// accounts, the FiveThirtyEight posts and the account forecasts (calibrated on each account's earlier posts), each as a table with its
// targets, then a summary of every target. `--json` prints the numbers instead: one object with a key per data set (null for one that was
// not found). Exit code 2 only when no data was found. Arguments, environment and output are passed in, so
// tests and `npm run docs` run it in-process.
import { DatasetMissing } from '../dataset/locate';
import { formatTargetSummary, type TargetSection } from './targetLines';
import { EVAL_SECTIONS, type EvalSection, type SectionResult } from './sections';

export interface EvalIo {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Where the default data folders are looked up from (../shared/datasets beside it). */
  repoRoot: string;
  /** One call per line. */
  stdout(line: string): void;
  stderr(line: string): void;
}

export const EXIT_NO_DATA = 2;

export interface Evaluation {
  /** Each data set found, by its `--json` key, in the order of EVAL_SECTIONS. */
  results: Map<string, SectionResult>;
  /** The sections whose data was not found, each with where it was looked for. */
  missing: { section: EvalSection; why: string }[];
  /** The closing summary of every target (null when no data was found). */
  summary: string | null;
}

export interface EvaluationOptions {
  /** Score nothing unless every data set is found (`npm run docs` shows whole results or none). */
  requireAll?: boolean;
  /** Each data set not found, as soon as the search is over (before any scoring). */
  onMissing?(section: EvalSection, why: string): void;
  /** Each data set's result, as soon as it is scored. */
  onResult?(result: SectionResult): void;
}

/** Finds the data, scores every data set found and sums up the targets. */
export async function evaluateAll(env: NodeJS.ProcessEnv, repoRoot: string, progress: EvaluationOptions = {}): Promise<Evaluation> {
  const found: { section: EvalSection; run: ReturnType<EvalSection['prepare']> }[] = [];
  const missing: Evaluation['missing'] = [];
  for (const section of EVAL_SECTIONS) {
    try {
      found.push({ section, run: section.prepare(env, repoRoot) });
    } catch (error) {
      if (!(error instanceof DatasetMissing)) throw error;
      missing.push({ section, why: error.message });
    }
  }
  for (const { section, why } of missing) progress.onMissing?.(section, why);
  const results = new Map<string, SectionResult>();
  // The committed sections run beside the data, not in its place: with no data set found there is nothing to report.
  if (found.every((f) => f.section.committed) || (progress.requireAll && missing.length > 0)) return { results, missing, summary: null };

  // Loaded after the data is found, so a missing data set is reported without paying for the engine.
  const [
    { score, calibrateAccount, draftVariants, rankVariants },
    { scoreWith },
    { senatorScorers, headlineScorers, heldOutParams },
    { heldOutForecast },
  ] = await Promise.all([
    import('@preflight/engine'),
    import('@preflight/engine/lab'),
    import('./heldOutScorers'),
    import('./heldOutForecast'),
  ]);
  const summary: TargetSection[] = [];
  for (const { section, run } of found) {
    const result = run({
      score,
      draftVariants,
      rankVariants,
      scoreWith,
      calibrateAccount,
      senatorScorers,
      headlineScorers,
      heldOutParams,
      heldOutForecast,
    });
    results.set(section.key, result);
    summary.push({ title: section.title, targets: result.targets });
    progress.onResult?.(result);
  }
  return {
    results,
    missing,
    summary: formatTargetSummary(
      summary,
      missing.map((m) => m.section.title),
    ),
  };
}

export async function runEval(io: EvalIo): Promise<number> {
  const asJson = io.argv.includes('--json');
  const { results, summary } = await evaluateAll(io.env, io.repoRoot, {
    // On stderr, so `--json` output stays one JSON object.
    onMissing: (section, why) => io.stderr(`${section.title}: not run. ${why}\n`),
    // Each table as soon as it is ready: scoring every data set takes a minute or more.
    onResult: (result) => {
      if (!asJson) io.stdout(`${result.table}\n`);
    },
  });
  if (summary === null) return EXIT_NO_DATA;
  if (asJson) {
    io.stdout(JSON.stringify(Object.fromEntries(EVAL_SECTIONS.map((s) => [s.key, results.get(s.key)?.json ?? null])), null, 2));
  } else {
    io.stdout(summary);
  }
  return 0;
}
