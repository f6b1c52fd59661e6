// What `npm run docs` writes into the README and docs/, block by block (see ./markers.ts for the markers). Two kinds:
// - `needs: 'nothing'`: sample outputs of the engine and the command line on the files in docs/examples/, the
//   tables of the code's settings (./settings.ts), the speed table of the last `npm run bench` and the request
//   profile of the last `npm run bench:profile` (the files they keep). They are cheap and deterministic;
//   test/scripts/docs.test.ts fails when a document differs from them.
// - `needs: 'datasets'`: the numbers of `npm run eval` on the data sets in ../shared (about a minute and a
//   half). Rewritten only when every data set is found; otherwise left as they are, and the run says so.
import { formatWithOptions } from 'node:util';
import { calibrateAccount, ENGINE_VERSION, importHistory, score } from '@preflight/engine';
import { viewCurve } from '@preflight/engine/lab';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { evaluateAll, type Evaluation } from '../eval/runEval';
import { readLastRun, LAST_RUN_FILE } from '../../bench/lastRun';
import { readRequestProfile, REQUEST_PROFILE_FILE } from '../../bench/lastProfile';
import { receiptsSample } from './receipts';
import { longDay, requestProfileText } from './requestProfile';
import { accountLimitTable, environmentTable, quotaTable, rateTable } from './settings';
import { checkTranscript } from './transcript';

export interface DocsContext {
  repoRoot: string;
  env: NodeJS.ProcessEnv;
}

export interface DocBlock {
  name: string;
  /** What produces it, for `npm run docs` to say. */
  source: string;
  needs: 'nothing' | 'datasets';
  /** The block's text, or null when its data is not there (the README keeps what it has). */
  render(context: DocsContext): Promise<string | null>;
}

const LAUNCH = 'docs/examples/launch.md';
const FIXES = 'docs/examples/fixes.md';
const HISTORY = ['docs/examples/tweet_activity_metrics_2016-11.csv', 'docs/examples/tweet_activity_metrics_2016-12.csv'];
const SHOUTING = 'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK';

const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body.replace(/\n+$/, '')}\n\`\`\``;

/** The account of docs/examples, calibrated as `npm run check -- --history` does it. */
async function exampleAccount(repoRoot: string) {
  const files = await Promise.all(HISTORY.map(async (name) => ({ name, text: await readFile(join(repoRoot, name), 'utf8') })));
  return calibrateAccount(importHistory(files).posts, { platform: 'x' });
}

async function firstDraft(repoRoot: string): Promise<string> {
  return (await readFile(join(repoRoot, LAUNCH), 'utf8')).split('\n---\n')[0]!.trim();
}

/** JSON on one line, spaced for reading: {"median": 1923, "lo80": 1091.4}. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** A JSON object with one key per line, each value on its line, as a reader scans it. */
function jsonByKey(value: object): string {
  return `{\n${Object.entries(value)
    .map(([key, v]) => `  ${JSON.stringify(key)}: ${inlineJson(v)}`)
    .join(',\n')}\n}`;
}

const checkSample: DocBlock = {
  name: 'check-sample',
  source: `npm run check -- ${LAUNCH}`,
  needs: 'nothing',
  async render({ repoRoot }) {
    const run = await checkTranscript(repoRoot, [LAUNCH]);
    return fence('text', `$ npm run check -- ${LAUNCH}\n${run.text}`);
  },
};

const checkHistorySample: DocBlock = {
  name: 'check-history-sample',
  source: `npm run check -- --history … ${LAUNCH}`,
  needs: 'nothing',
  async render({ repoRoot }) {
    const argv = [...HISTORY.flatMap((h) => ['--history', h]), LAUNCH];
    const run = await checkTranscript(repoRoot, argv);
    return fence('text', `$ npm run check -- ${argv.join(' ')}\n${run.text}`);
  },
};

const checkJsonSample: DocBlock = {
  name: 'check-json-sample',
  source: 'npm run check -- --json',
  needs: 'nothing',
  async render({ repoRoot }) {
    // The full result is long: the sample shows its first two fields.
    const shouting = JSON.parse((await checkTranscript(repoRoot, ['--json'], `${SHOUTING}\n`)).stdout) as {
      result: Record<string, unknown>;
    };
    const { decision, pre_publish_score } = shouting.result;
    const head = JSON.stringify({ ...shouting, result: { decision, pre_publish_score } }).replace(/}}$/, ',…}}');
    const launch = (await checkTranscript(repoRoot, ['--json', LAUNCH])).stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { source: string; line: number; result: { decision: string } })
      .filter((line) => line.result.decision !== 'publish')
      .map((line) => `${line.source}:${line.line} ${line.result.decision}`);
    const tooShort = (await checkTranscript(repoRoot, ['--json'], 'too short\n')).stdout.trimEnd();
    return fence(
      'sh',
      [
        `$ echo '${SHOUTING}' | npm run --silent check -- --json`,
        head,
        '',
        `$ npm run --silent check -- --json ${LAUNCH} | jq -r 'select(.result.decision != "publish") | ` +
          `"\\(.source):\\(.line) \\(.result.decision)"'`,
        ...launch,
        '',
        "$ echo 'too short' | npm run --silent check -- --json",
        tooShort,
      ].join('\n'),
    );
  },
};

/** A report cut to what the sample is about: each draft's first two lines and the lines starting with `keep`. */
function reportLines(report: string, keep: string): string {
  return report
    .trimEnd()
    .split('\n\n')
    .filter((draft) => draft.includes(keep))
    .map((draft) => {
      const [head, quote, ...rest] = draft.split('\n');
      return [head, quote, '  ...', ...rest.filter((line) => line.startsWith(keep)), '  ...'].join('\n');
    })
    .join('\n\n');
}

const checkFixesSample: DocBlock = {
  name: 'check-fixes-sample',
  source: `npm run check -- ${FIXES} (its fix lines)`,
  needs: 'nothing',
  async render({ repoRoot }) {
    const run = await checkTranscript(repoRoot, [FIXES]);
    return fence('text', `$ npm run check -- ${FIXES}\n${reportLines(run.stdout, '  fix ')}`);
  },
};

const checkFixApplySample: DocBlock = {
  name: 'check-fix-apply-sample',
  source: `npm run check -- --fix ${FIXES}`,
  needs: 'nothing',
  async render({ repoRoot }) {
    const run = await checkTranscript(repoRoot, ['--fix', FIXES]);
    return fence(
      'text',
      [`$ npm run --silent check -- --fix ${FIXES} > fixed.md`, run.stderr.trimEnd(), '$ cat fixed.md', run.stdout.trimEnd()].join('\n'),
    );
  },
};

const expectedEngagementSample: DocBlock = {
  name: 'expected-engagement-sample',
  source: `score() of the first draft of ${LAUNCH} with the account of docs/examples`,
  needs: 'nothing',
  async render({ repoRoot }) {
    const result = score({ text: await firstDraft(repoRoot), platform: 'x', account: await exampleAccount(repoRoot) });
    if (!result.expected_engagement) throw new Error('docs: the example account gave no expected_engagement');
    return fence('json', jsonByKey(result.expected_engagement));
  },
};

/** `{"a": 1, "b": 2` of an object's chosen keys, spaced for reading, without the closing brace. */
const keysOf = (value: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((k) => `${JSON.stringify(k)}: ${inlineJson(value[k])}`).join(', ');

const receiptsBlock: DocBlock = {
  name: 'receipts-sample',
  source: 'GET /api/v1/accounts/{id}/receipts, the API in-process on the account of docs/examples (scripts/docs/receipts.ts)',
  needs: 'nothing',
  async render({ repoRoot }) {
    const body = (await receiptsSample(repoRoot, HISTORY)) as { receipts: Record<string, unknown>[]; summary: Record<string, unknown> };
    const receipts = body.receipts.map((r) =>
      [
        `{${keysOf(r, ['post_id', 'posted_at', 'scored_at'])},`,
        ...['predicted', 'actual', 'cold_start'].map((k) => `   ${keysOf(r, [k])},`),
        `   ${keysOf(r, ['inside_band'])}}`,
      ].join('\n'),
    );
    const summary =
      `{${keysOf(body.summary, ['count', 'inside_band_likes', 'inside_band_impressions'])},\n   ` +
      `${keysOf(body.summary, ['median_abs_log_error'])}}`;
    return fence('json', `{"receipts": [${receipts.join(',\n  ')}],\n "summary": ${summary}}`);
  },
};

const VIEW_CURVE_COMMAND =
  "npx tsx -e \"import { viewCurve } from './shared/viewCurve/viewCurve'; const c = viewCurve({ lift: " +
  '1.5 }); console.log(c.K, c.t_50_min, c.velocity_score, c.points.find(p => p.t_min === 60))"';

const viewCurveSample: DocBlock = {
  name: 'view-curve-sample',
  source: 'viewCurve() as in the command shown',
  needs: 'nothing',
  async render() {
    // The same call as the command, printed the way console.log prints it.
    const c = viewCurve({ lift: 1.5 });
    const printed = formatWithOptions(
      { colors: false },
      c.K,
      c.t_50_min,
      c.velocity_score,
      c.points.find((p) => p.t_min === 60),
    );
    return fence('bash', `${VIEW_CURVE_COMMAND}\n# ${printed}`);
  },
};

/** One `npm run eval` for both data blocks, only when every data set is there. */
let evaluation: Promise<Evaluation | null> | null = null;
function fullEvaluation({ env, repoRoot }: DocsContext): Promise<Evaluation | null> {
  evaluation ??= evaluateAll(env, repoRoot, { requireAll: true }).then((e) => (e.summary === null ? null : e));
  return evaluation;
}

const evalSummary: DocBlock = {
  name: 'eval-summary',
  source: 'npm run eval (the summary of targets)',
  needs: 'datasets',
  async render(context) {
    const e = await fullEvaluation(context);
    if (!e?.summary) return null;
    return (
      `Engine ${ENGINE_VERSION} with the committed \`fitted.json\`, the summary \`npm run eval\` prints ` +
      `(run it for every table):\n\n${fence('text', e.summary)}`
    );
  },
};

const evalAccounts: DocBlock = {
  name: 'eval-accounts',
  source: 'npm run eval (the account forecasts tables: the 91 accounts on likes, the X analytics exports on impressions)',
  needs: 'datasets',
  async render(context) {
    const results = (await fullEvaluation(context))?.results;
    const tables = ['account_forecasts', 'account_exports'].map((key) => results?.get(key)?.table);
    return tables.every((t) => t !== undefined) ? fence('text', tables.join('\n\n')) : null;
  },
};

/** A post that ends with a question: the forecast's question term is one of the data's reasons on it. */
const QUESTION_POST = 'We rewrote the onboarding flow this week and cut setup from 20 minutes to 4. What would you cut next?';

const dataReasonSample: DocBlock = {
  name: 'data-reason-sample',
  source: 'score() of a post that ends with a question: its data reason on the question',
  needs: 'nothing',
  async render() {
    const reason = score({ text: QUESTION_POST, platform: 'x' }).reasons.find((r) => r.concept === 'forecast:question');
    if (!reason) throw new Error('docs: the question post gave no data reason on its question');
    return `> ${QUESTION_POST}

"${reason.text}"`;
  },
};

const benchSummary: DocBlock = {
  name: 'bench-summary',
  source: `${LAST_RUN_FILE} (the summary table of the last npm run bench, which writes the file)`,
  needs: 'nothing',
  async render({ repoRoot }) {
    const run = await readLastRun(repoRoot);
    return `The last run (\`${LAST_RUN_FILE}\`, which \`npm run bench\` writes), on ${run.machine}, ${longDay(run.date)}:\n\n${run.table}`;
  },
};

const requestProfileBlock: DocBlock = {
  name: 'request-profile',
  source: `${REQUEST_PROFILE_FILE} (the last npm run bench:profile, which writes the file)`,
  needs: 'nothing',
  async render({ repoRoot }) {
    return requestProfileText(await readRequestProfile(repoRoot));
  },
};

/** A table of the code's settings (./settings.ts): no engine run, no data set. */
const settingsBlock = (name: string, source: string, render: () => string): DocBlock => ({
  name,
  source,
  needs: 'nothing',
  render: async () => render(),
});

const settingsTables: readonly DocBlock[] = [
  settingsBlock('environment-table', 'backend/config/env.ts (the variables, their defaults and ranges)', environmentTable),
  settingsBlock('tier-quotas', 'backend/quota/tiers.ts (MONTHLY_LIMITS)', quotaTable),
  settingsBlock('tier-rates', 'backend/quota/tiers.ts (UNCHARGED_RATES)', rateTable),
  settingsBlock('tier-account-limits', 'backend/quota/tiers.ts (ACCOUNT_LIMITS, TEXT_BUDGETS)', accountLimitTable),
];

export const DOC_BLOCKS: readonly DocBlock[] = [
  checkSample,
  checkJsonSample,
  checkFixesSample,
  checkFixApplySample,
  checkHistorySample,
  receiptsBlock,
  expectedEngagementSample,
  viewCurveSample,
  ...settingsTables,
  benchSummary,
  requestProfileBlock,
  dataReasonSample,
  evalAccounts,
  evalSummary,
];
