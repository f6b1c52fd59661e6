// The engine's public surface: everything the backend, the extension and the CLI may import.
export * from './schemas';
export { ENGINE_VERSION, ENGINE_MODULE } from './version';
export { score, scoreChecked, scoreCheckedWithColdStart } from './score';
export { warmUpSteps } from './warmUp';
export { draftVariants, type DraftRequest } from './drafter/draftVariants';
export { rankVariants, generateOffline, scorable } from './rankVariants';
export { weightedLength, PLATFORM_LIMITS, X_PREMIUM_LIMIT, postLimit } from './platform';
export { WEIGHTS_SOURCE } from './phoenix/weights';
export type { ScoreInput, ScoredWithColdStart } from './score';
export { suggestFixes, applyMechanicalFixes, applyEdits, MECHANICAL, type MechanicalFixesApplied } from './fixes/index';
export { calibrateAccount, type CalibrateOptions } from './account/calibrateAccount';
export { AccountModel } from './account/accountModel';
export { AccountPost, PostMetrics, PostSnapshot } from './account/accountPost';
export { coldStartGuess, ENGAGEMENT_HORIZON_MIN, type ColdStartGuess } from './account/coldStartGuess';
export { normalisedPostText } from './account/postFingerprint';
export { importHistory, type HistoryImport, type RefusedFile } from './account/import/importHistory';
export { forecastWords, roughCount } from './account/forecastWords';
