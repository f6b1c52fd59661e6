// The draft: a plain textarea (the page's own editor, where fixes are applied and undone), the platform,
// and the offline score as you type.
import { useLayoutEffect, useState } from 'preact/hooks';
import { PLATFORM_LIMITS, platformName, type Platform } from '@preflight/engine';
import { SCORE_ASKED_MARK, SCORE_SHOWN_MEASURE, type DraftState } from './draftState';
import { ReadingView } from './ReadingView';
import { DraftMarks } from './DraftMarks';

/** The platforms the engine knows, named as every face names them. */
const PLATFORMS = Object.keys(PLATFORM_LIMITS) as Platform[];

export function DraftSection({ draft, engineReady }: { draft: DraftState; engineReady: boolean }) {
  const reading = draft.reading.value;
  const text = draft.text.value;
  const steps = draft.undoSteps.value;
  const last = steps.at(-1);
  const current = reading.kind === 'scored' && reading.text === text;
  const [scrollTop, setScrollTop] = useState(0);
  // Once this reading is on screen: the time from the pause in typing to it (npm run bench reads it).
  useLayoutEffect(() => {
    if (reading.kind !== 'scored' || performance.getEntriesByName(SCORE_ASKED_MARK).length === 0) return;
    performance.measure(SCORE_SHOWN_MEASURE, SCORE_ASKED_MARK);
    performance.clearMarks(SCORE_ASKED_MARK);
  }, [reading]);
  return (
    <section class="web-card" aria-labelledby="draft-heading" data-testid="draft-section">
      <h2 id="draft-heading">Check a draft</h2>
      <label class="web-field" for="draft-text">
        Your draft
      </label>
      <div class="web-draft-box">
        <DraftMarks text={text} blockers={current && reading.kind === 'scored' ? reading.result.blockers : null} scrollTop={scrollTop} />
        <textarea
          id="draft-text"
          class="web-draft"
          data-testid="draft-text"
          rows={6}
          placeholder="Paste or type a post…"
          value={text}
          onInput={(e) => draft.typed(e.currentTarget.value)}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        />
      </div>
      <div class="web-row">
        <label class="web-field web-inline">
          Platform
          <select
            data-testid="draft-platform"
            value={draft.platform.value}
            onChange={(e) => {
              const chosen = e.currentTarget.value;
              const platform = PLATFORMS.find((p) => p === chosen);
              if (platform) draft.setPlatform(platform);
            }}
          >
            {PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {platformName(p)}
              </option>
            ))}
          </select>
        </label>
        {last ? (
          <button type="button" class="pf-button pf-button--quiet" data-testid="draft-undo" onClick={() => draft.undo()}>
            Undo: {last.label}
          </button>
        ) : null}
      </div>
      <p class="web-muted" data-testid="offline-note">
        {engineReady
          ? 'Scored in this browser as you type: offline, free, nothing sent.'
          : 'Loading the scoring engine… you can start writing.'}
      </p>
      <div aria-live="polite" class="pf-sr-only" data-testid="draft-announce">
        {current ? reading.result.explanation.verdict : ''}
      </div>
      {reading.kind === 'scored' ? (
        <ReadingView
          reading={reading}
          source="offline"
          current={current}
          onApply={current ? (fix) => draft.write(fix.label, fix.text) : undefined}
        />
      ) : (
        <p class="web-muted" data-testid="offline-message">
          {reading.message}
        </p>
      )}
    </section>
  );
}
