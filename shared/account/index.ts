// The account model's door (@preflight/engine/account): what the backend's worker threads, the importers
// and the fitting tools need of an account's history: the post shape, the import of an export file, the
// calibration of an account's own model and the pieces of its fit. The engine's own door re-exports the few
// an everyday face needs (AccountPost, AccountModel, calibrateAccount).
export { AccountModel, type MetricModel } from './accountModel';
export { AccountPost } from './accountPost';
export { calibrateAccount, countSeries, fitHistory, levelPrior } from './calibrateAccount';
export { ENGAGEMENT_HORIZON_MIN } from './coldStartGuess';
export { roughCount } from './forecastWords';
export { parseCsv } from './import/csv';
export { SAMPLE_BYTES, decodeFile, encodingOfCharset, type Encoding } from './import/encoding';
export { importHistory, type HistoryFile, type HistoryImport } from './import/importHistory';
export type { FileRead, ImportSummary } from './import/importSummary';
export { nonTextFile } from './import/nonText';
export { latestPostedAt } from './import/plausible';
export { mostlyUnreadable, unclosedQuote } from './import/refusal';
export { UNREADABLE_SAMPLE_ROWS, readRows, validPost, type ReadOptions } from './import/rows';
export type { SkipKind } from './import/rowSkip';
export { DRIFT_GRID, argmin, driftCosts, forecastErrors, type MetricSeries } from './levelFit';
export { dailyWeight } from './localLevel';
export { normalisedPostText } from './postFingerprint';
export { ordinaryPosts } from './threadParts';
