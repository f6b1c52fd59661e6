// The lab's door (@preflight/engine/lab): the engine's inner parts that the fitting and evaluation tools
// (scripts/, bench/) read to fit parameters and to measure them: the feature readers, the statistics, the
// fitted tables' shapes, the drafter's faithfulness measures. No face that serves a writer imports it.
export { postContext } from './post/postContext';
export { FITTED_CONCEPTS } from './concepts/index';
export { inventedNumbers, keptWordShare, lostNumbers } from './drafter/faithfulness';
export { draftLanguageOf } from './drafter/ideaParts';
export { NEAR_COPY_OVERLAP, wordOverlap, wordSet } from './drafter/overlap';
export { conceptVector, type ConceptVector } from './editorModel/conceptVector';
export { extractFeatures } from './post/features';
export { FORECAST_FEATURES, readForecastFeatures } from './forecast/forecastFeatures';
export { WORD_TABLES, tokensWordScore, wordModelApplies, wordTokens, type WordTableName } from './forecast/wordModel';
export type { AccountBandParams } from './params/accountBandParams';
export type { AccountLevelParams } from './params/accountLevelParams';
export { FITTED } from './params/fitted';
export type { FittedParams } from './params/fittedParams';
export type { ForecastParams } from './params/forecastParams';
export { weightedLength } from './post/length';
export { scoreWith } from './score';
export { choleskySolve } from './stats/cholesky';
export { DETREND_WINDOW, detrend, median, quantile } from './stats/detrend';
export { viewCurve } from './viewCurve/viewCurve';
