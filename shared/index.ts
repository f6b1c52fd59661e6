// The engine's public surface: everything the backend, the extension and the CLI may import.
export * from './schemas';
export { ENGINE_VERSION, ENGINE_MODULE } from './version';
export { score, scoreChecked, scoreCheckedWithColdStart } from './score';
export { warmUpSteps } from './warmUp/warmUp';
export { draftOutcome, draftVariants, type DraftOutcome, type DraftRequest } from './drafter/draftVariants';
export { rankVariants, generateOffline, scorable } from './drafter/rankVariants';
export { PLATFORM_LIMITS, X_PREMIUM_LIMIT, postLimit } from './platformFacts/limits';
export { weightedLength } from './post/length';
export { WEIGHTS_SOURCE } from './platformFacts/weights';
export type { ScoreInput, ScoredWithColdStart } from './score';
export { suggestFixes, applyMechanicalFixes } from './scoreFixes';
export { applyEdits, MECHANICAL, type MechanicalFixesApplied } from './fixes/index';
export { calibrateAccount, type CalibrateOptions } from './account/calibrateAccount';
export { AccountModel } from './account/accountModel';
export { AccountPost, PostMetrics, PostSnapshot } from './account/accountPost';
export { coldStartGuess, ENGAGEMENT_HORIZON_MIN, type ColdStartGuess } from './account/coldStartGuess';
export { normalisedPostText } from './account/postFingerprint';
export { importHistory, type HistoryFile, type HistoryImport, type RefusedFile } from './account/import/importHistory';
export { forecastWords, roughCount } from './account/forecastWords';
export { explanationOf } from './explanation/explanation';
export { headlineTone, scoreMeaning, shownScore, TONE_LABELS, TYPICAL_SCORE } from './explanation/headline';
export { dataSays, strengthsOf, fixesFor, unclaimedFixes } from './explanation/issues';
export { formatMinutes } from './explanation/duration';
export { usualPostName, viewsWords } from './explanation/reach';
export { headlineOf } from './explanation/headline';
export { verdictSentence } from './explanation/verdict';
export { viewsAt } from './viewCurve/viewsAt';
export { blockerName, BLOCKER_NAMES } from './concepts/blockerNames';
export { CONCEPTS } from './concepts/index';
export { inventedNumbers } from './drafter/faithfulness';
export { PLATFORM_PRIORS } from './platformFacts/priors';
export { readLanguage } from './post/language';
export { oneDecimal, wholeNumber } from './text/numberWords';
export { platformName } from './platformFacts/limits';
export { splitThread } from './post/threadGate';
export { findWords } from './post/words';
// The writer's words every face shows (the panel, the popup, the options page, the web page, the CLI).
export { FORMAT_LABELS } from './explanation/words/formatLabels';
export { countWords, perThousandViews } from './explanation/words/countWords';
export { costWords } from './explanation/words/costWords';
export { allPartsFit, showsAsThread, threadFitWords, threadOfWords, threadSummary } from './explanation/words/threadWords';
export { lengthCountWords, lengthWords, overLimitWords } from './explanation/words/lengthWords';
export {
  accountBasisWords,
  accountStatusWords,
  forecastSentence,
  standingOf,
  viewsNeededWords,
  type AccountStanding,
} from './explanation/words/accountWords';
export { skippedRowWords, skippedWords, type SkippedRowWords } from './explanation/words/skippedWords';
