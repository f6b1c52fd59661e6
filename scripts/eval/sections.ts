// The data sets `npm run eval` measures the engine on, in the order it prints them.
// Each section first finds and reads its data (throwing DatasetMissing when it is not there), and only
// then, given the engine, scores it: so missing data is reported before anything pays for the engine.
// Every section but the editorial pairs and the account forecasts puts the forecast (phoenix_score),
// pre_publish_score and the simple rules (../stats/scorers.ts) side by side on the same posts or pairs.
import type { calibrateAccount, draftVariants, rankVariants, score } from '@preflight/engine';
import { senatorHistories, twitterRatioHistories } from '../dataset/historyAccounts';
import { evaluateAccountForecasts, IMPRESSIONS_TARGETS, type Forecaster } from './accountForecastEvaluation';
import { loadXAnalyticsExports, X_EXPORTS_DIR } from '../dataset/xAnalyticsExports';
import { formatAccountForecastTable } from './accountForecastTable';
import { loadDraftPairs } from '../dataset/draftPairs';
import { loadSubstancePairs, SUBSTANCE_PAIRS_FILE } from '../dataset/substancePairs';
import { evaluateSubstancePairs } from './substancePairsEvaluation';
import { formatSubstanceTable } from './substancePairsTable';
import { HEADLINE_TESTS_DIR, HEADLINE_TESTS_FILE, loadHeadlineArms } from '../dataset/headlineTests';
import { locateBenchmarks, locateDataset, locateTwitterRatio, requireFile } from '../dataset/locate';
import { authorOutcomes } from '../dataset/outcomes';
import { loadSenators, SENATORS_FILE } from '../dataset/senators';
import { loadTanPairs } from '../dataset/tanPairs';
import { loadTwitterRatio } from '../dataset/twitterRatio';
import { evaluateAccounts } from './accountsEvaluation';
import { formatAccountsTable } from './accountsTable';
import { evaluateDraftPairs } from './draftPairsEvaluation';
import { formatDraftPairsTable } from './draftPairsTable';
import { evaluateDrafts, VARIANTS_PER_IDEA } from './draftsEvaluation';
import { formatDraftsTable } from './draftsTable';
import { formatEvalTable, withPartLabel } from './evalTable';
import { evaluate } from './evaluation';
import { evaluateHeadlineTests } from './headlineTestsEvaluation';
import { formatHeadlineTestsTable } from './headlineTestsTable';
import type { headlineScorers, heldOutParams, senatorScorers } from './heldOutScorers';
import type { heldOutForecast } from './heldOutForecast';
import type { scoreWith } from '@preflight/engine/lab';
import type { TargetSection } from './targetLines';
import { evaluateWordingPairs } from './wordingPairsEvaluation';
import { evaluateLanguages } from './languagesEvaluation';
import { formatLanguagesTable } from './languagesTable';
import { LANGUAGE_TWINS } from './languageTwins';
import { formatWordingPairsTable } from './wordingPairsTable';

/** What the sections score with, imported by the caller once some data was found. */
export interface Engine {
  score: typeof score;
  draftVariants: typeof draftVariants;
  rankVariants: typeof rankVariants;
  scoreWith: typeof scoreWith;
  calibrateAccount: typeof calibrateAccount;
  heldOutParams: typeof heldOutParams;
  heldOutForecast: typeof heldOutForecast;
  senatorScorers: typeof senatorScorers;
  headlineScorers: typeof headlineScorers;
}

export interface SectionResult {
  json: unknown;
  table: string;
  targets: TargetSection['targets'];
}

export interface EvalSection {
  /** The key of this data set in `--json`. */
  key: string;
  /** How the summary names it. */
  title: string;
  /** True for a section whose data is committed with the code: it runs beside any data set found, never alone. */
  committed?: true;
  prepare(env: NodeJS.ProcessEnv, repoRoot: string): (engine: Engine) => SectionResult;
}

const DRAFT_PAIRS_FILE = 'draft-pairs.jsonl';
const TAN_DIR = 'tan-wording-pairs';
// Only the validation pairs: the training pairs are for fitting, and a score on them says little.
const TAN_FILE = 'val.jsonl';
const SENATORS_DIR = 'us-senators-2015';

/**
 * The senators and the headline tests are scored with fits made without them, which learn from every data set
 * of `npm run fit`: checked before scoring, so a missing one is reported as missing instead of stopping the run
 * halfway.
 */
function requireFitData(env: NodeJS.ProcessEnv, repoRoot: string): void {
  requireFile(locateDataset(TAN_DIR, env, repoRoot, "train.jsonl, Tan, Lee & Pang's wording pairs"), 'train.jsonl');
  requireFile(locateDataset(SENATORS_DIR, env, repoRoot, `${SENATORS_FILE}, the posts of 90 US senators`), SENATORS_FILE);
  locateTwitterRatio(env, repoRoot);
  requireFile(
    locateDataset(HEADLINE_TESTS_DIR, env, repoRoot, `${HEADLINE_TESTS_FILE}, the Upworthy Research Archive's randomised headline tests`),
    HEADLINE_TESTS_FILE,
  );
}

const draftPairs: EvalSection = {
  key: 'draft_pairs',
  title: 'editorial pairs',
  prepare(env, repoRoot) {
    const pairs = loadDraftPairs(requireFile(locateBenchmarks(env, repoRoot), DRAFT_PAIRS_FILE));
    return ({ score }) => {
      const report = evaluateDraftPairs(pairs, (text, platform) => {
        const result = score({ text, platform });
        return { prePublish: result.pre_publish_score, decision: result.decision };
      });
      return { json: report, table: formatDraftPairsTable(report, `benchmarks/${DRAFT_PAIRS_FILE}`), targets: report.targets };
    };
  },
};

const substancePairs: EvalSection = {
  key: 'substance_pairs',
  title: 'substance pairs',
  prepare(env, repoRoot) {
    const pairs = loadSubstancePairs(requireFile(locateBenchmarks(env, repoRoot), SUBSTANCE_PAIRS_FILE));
    return ({ score }) => {
      const report = evaluateSubstancePairs(pairs, (text, platform) => {
        const result = score({ text, platform });
        return {
          prePublish: result.pre_publish_score,
          decision: result.decision,
          blockers: result.blockers.map((b) => ({ code: b.code, message: b.message })),
        };
      });
      return { json: report, table: formatSubstanceTable(report, `benchmarks/${SUBSTANCE_PAIRS_FILE}`), targets: report.targets };
    };
  },
};

const drafts: EvalSection = {
  key: 'drafts',
  title: 'drafts',
  prepare(env, repoRoot) {
    const pairs = loadDraftPairs(requireFile(locateBenchmarks(env, repoRoot), DRAFT_PAIRS_FILE));
    return ({ score, draftVariants, rankVariants }) => {
      const report = evaluateDrafts(
        pairs,
        (idea, platform) => {
          const drafted = draftVariants({ idea, n_variants: VARIANTS_PER_IDEA, platform });
          return { ranked: rankVariants(drafted, { platform }), firstDrafted: drafted[0]?.text ?? '' };
        },
        (text, platform) => score({ text, platform }).pre_publish_score,
      );
      return { json: report, table: formatDraftsTable(report, `benchmarks/${DRAFT_PAIRS_FILE}`), targets: report.targets };
    };
  },
};

/**
 * The same post across languages: the committed translation set (./languageTwins.ts), needing no data from
 * outside the repository, so it always runs.
 */
const languages: EvalSection = {
  key: 'languages',
  title: 'languages',
  committed: true,
  prepare() {
    return ({ score }) => {
      const report = evaluateLanguages(LANGUAGE_TWINS, (text) => {
        const result = score({ text, platform: 'x' });
        return { prePublish: result.pre_publish_score, decision: result.decision };
      });
      return { json: report, table: formatLanguagesTable(report, 'scripts/eval/languageTwins.ts'), targets: report.targets };
    };
  },
};

const wordingPairs: EvalSection = {
  key: 'tan_wording_pairs',
  title: 'wording pairs',
  prepare(env, repoRoot) {
    const pairs = loadTanPairs(
      requireFile(locateDataset(TAN_DIR, env, repoRoot, `${TAN_FILE}, Tan, Lee & Pang's wording pairs`), TAN_FILE),
    );
    return ({ score }) => {
      const report = evaluateWordingPairs(pairs, (text, postedAt) =>
        score({ text, platform: 'x', ...(postedAt === undefined ? {} : { posted_at: postedAt }) }),
      );
      return { json: report, table: formatWordingPairsTable(report, `${TAN_DIR}/${TAN_FILE}`), targets: report.targets };
    };
  },
};

const headlineTests: EvalSection = {
  key: 'headline_ab_tests',
  title: 'headline A/B tests',
  prepare(env, repoRoot) {
    const dir = locateDataset(
      HEADLINE_TESTS_DIR,
      env,
      repoRoot,
      `${HEADLINE_TESTS_FILE}, the Upworthy Research Archive's randomised headline tests`,
    );
    const file = requireFile(dir, HEADLINE_TESTS_FILE);
    // The committed forecast was fitted on these very pairs: each test is scored with the fit made without it.
    requireFitData(env, repoRoot);
    const arms = loadHeadlineArms(file);
    return ({ headlineScorers }) => {
      const report = evaluateHeadlineTests(arms, headlineScorers(env, repoRoot));
      return {
        json: report,
        table: formatHeadlineTestsTable(report, `${HEADLINE_TESTS_DIR}/${HEADLINE_TESTS_FILE}`),
        targets: report.targets,
      };
    };
  },
};

const senators: EvalSection = {
  key: 'us_senators_2015',
  title: 'US senators',
  prepare(env, repoRoot) {
    const dir = locateDataset(SENATORS_DIR, env, repoRoot, `${SENATORS_FILE}, the posts of 90 US senators`);
    requireFile(dir, SENATORS_FILE);
    requireFitData(env, repoRoot);
    const { accounts, reposts } = loadSenators(dir);
    return ({ senatorScorers }) => {
      const report = evaluateAccounts(accounts, senatorScorers(accounts, env, repoRoot));
      const title = `Preflight on ${accounts.length} US senators' posts, 2012-2015 (gvegayon/twitterreport, MIT)`;
      return {
        json: { repostsDropped: reposts, ...report },
        table: formatAccountsTable(report, { title, reposts }),
        targets: report.targets,
      };
    };
  },
};

const twitterRatio: EvalSection = {
  key: 'fivethirtyeight_twitter_ratio',
  title: 'FiveThirtyEight',
  prepare(env, repoRoot) {
    const authors = loadTwitterRatio(locateTwitterRatio(env, repoRoot)).map(authorOutcomes);
    return ({ score }) => {
      const report = evaluate(authors, (text, postedAt) => {
        const result = score({ text, platform: 'x', posted_at: postedAt });
        return { ...result, annoy_risk: result.composite_dimensions.annoy_risk };
      });
      // Every target here is on one part of the id split; named as the table names it.
      return { json: report, table: formatEvalTable(report), targets: report.targets.map(withPartLabel) };
    };
  },
};

const accountForecasts: EvalSection = {
  key: 'account_forecasts',
  title: 'account forecasts',
  prepare(env, repoRoot) {
    // The accounts are scored with parameters fitted without them: the fit needs all of its data.
    requireFile(locateDataset(TAN_DIR, env, repoRoot, "train.jsonl, Tan, Lee & Pang's wording pairs"), 'train.jsonl');
    const senatorsDir = locateDataset(SENATORS_DIR, env, repoRoot, `${SENATORS_FILE}, the posts of 90 US senators`);
    requireFile(senatorsDir, SENATORS_FILE);
    const accounts = [
      ...senatorHistories(loadSenators(senatorsDir).accounts),
      ...twitterRatioHistories(loadTwitterRatio(locateTwitterRatio(env, repoRoot))),
    ];
    return ({ scoreWith, calibrateAccount, heldOutParams, heldOutForecast }) => {
      const paramsFor = heldOutParams(env, repoRoot);
      const forecastFor = heldOutForecast(env, repoRoot);
      const forecaster: Forecaster = (account) => {
        const params = paramsFor(account);
        const forecast = forecastFor.account(account);
        return { score: (input) => scoreWith(params, input, forecast), calibrate: (posts) => calibrateAccount(posts, { forecast }) };
      };
      const likes = evaluateAccountForecasts(accounts, forecaster);
      return { json: likes, table: formatAccountForecastTable(likes), targets: likes.targets };
    };
  },
};

/**
 * Real accounts' X analytics exports, with impressions: each folder read by the importer as an upload is, and
 * scored with the committed parameters (no export was fitted on).
 */
const accountExports: EvalSection = {
  key: 'account_exports',
  title: 'account exports (impressions)',
  prepare(env, repoRoot) {
    const exports = loadXAnalyticsExports(
      locateDataset(X_EXPORTS_DIR, env, repoRoot, 'X analytics exports of five accounts, with impressions'),
    );
    return ({ score, calibrateAccount }) => {
      const forecaster: Forecaster = () => ({ score, calibrate: (posts) => calibrateAccount(posts) });
      const impressions = evaluateAccountForecasts(exports, forecaster, 'impressions', IMPRESSIONS_TARGETS);
      const notes = exports.flatMap((e) => [
        ...(e.refused.length > 0 ? [`${e.account}: ${e.refused.length} file(s) the importer refused were left out.`] : []),
        ...(e.uncountedImpressions > 0
          ? [`${e.account}: ${e.uncountedImpressions} posts before X counted its impressions (0 in the file) carry likes only.`]
          : []),
      ]);
      const heading =
        `X analytics exports (${X_EXPORTS_DIR}/), impressions as the files give ` +
        `them.${notes.length > 0 ? `\n${notes.join('\n')}` : ''}`;
      return { json: { impressions, notes }, table: formatAccountForecastTable(impressions, heading), targets: impressions.targets };
    };
  },
};

export const EVAL_SECTIONS: readonly EvalSection[] = [
  draftPairs,
  substancePairs,
  drafts,
  languages,
  wordingPairs,
  headlineTests,
  senators,
  twitterRatio,
  accountForecasts,
  accountExports,
];
