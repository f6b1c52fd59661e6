// How long the panel takes to show a score once typing pauses (its budget: 16 ms from the debounce
// firing to the panel's DOM holding the new score). Always on because it costs two timeline entries per
// score: a mark when the debounce fires and a measure when the panel has committed that score, both user
// timing entries any PerformanceObserver (or DevTools) on the page can read. bench/extension.ts reads them.
// Only the latest of each is kept in the timeline, so a long writing session does not fill the page's
// performance buffer.

export const DEBOUNCE_FIRED_MARK = 'preflight:debounce-fired';
export const DEBOUNCE_TO_PANEL_MEASURE = 'preflight:debounce-to-panel';

/** When the debounce fired for each score a panel was given (keyed by the score's own object). */
const firedAt = new WeakMap<object, number>();

/** Call as the debounce fires; returns the time to hand to `noteScoreFromDebounce`. */
export function markDebounceFired(): number {
  performance.clearMarks(DEBOUNCE_FIRED_MARK);
  return performance.mark(DEBOUNCE_FIRED_MARK).startTime;
}

/** The score the debounce at `firedTime` produced: the panel measures it once it shows it. */
export function noteScoreFromDebounce(score: object, firedTime: number): void {
  firedAt.set(score, firedTime);
}

/**
 * Call once the panel's DOM shows `score` (after Preact commits it): measures debounce-to-panel the first
 * time a score from a debounce is shown; anything else (a re-render, a score asked for directly) is ignored.
 */
export function measureScoreShown(score: object): void {
  const start = firedAt.get(score);
  if (start === undefined) return;
  firedAt.delete(score);
  performance.clearMeasures(DEBOUNCE_TO_PANEL_MEASURE);
  performance.measure(DEBOUNCE_TO_PANEL_MEASURE, { start, end: performance.now() });
}
