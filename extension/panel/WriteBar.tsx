import { useState } from 'preact/hooks';
import type { UndoSlice, WriteText } from '../state/panelState';
import { useCopy } from './useCopy';
import { onlyTrusted } from './trustedInput';

/**
 * Above the tabs: Undo for the panel's last write (as many steps back as it made), and when the editor did
 * not take a write, why, said in a live region, with the text to copy.
 */
export function WriteBar({ state, onInsert }: { state: UndoSlice; onInsert?: WriteText | undefined }) {
  const [busy, setBusy] = useState(false);
  const copied = useCopy();
  const steps = state.undoSteps.value;
  const problem = state.writeProblem.value;
  const note = state.undoNote.value;
  const last = steps.at(-1);
  return (
    <>
      {last && onInsert ? (
        <div class="pf-applied" data-testid="preflight-applied" role="status">
          <span class="pf-applied__text">
            Applied: {last.label}
            {steps.length > 1 ? <span class="pf-note"> · {steps.length} steps to undo</span> : null}
          </span>
          <button
            type="button"
            class="pf-button pf-button--quiet"
            data-testid="preflight-undo"
            disabled={busy}
            onClick={onlyTrusted(() => {
              setBusy(true);
              void state.undo(onInsert).finally(() => setBusy(false));
            })}
          >
            Undo
          </button>
        </div>
      ) : null}
      {note ? (
        <p class="pf-note" role="status" data-testid="preflight-undo-note">
          {note}
        </p>
      ) : null}
      <div class="pf-write-problem" role="alert" data-testid="preflight-write-problem">
        {problem ? (
          <>
            <span class="pf-write-problem__text">{problem.message}</span>
            <button
              type="button"
              class="pf-button pf-button--quiet"
              data-testid="preflight-write-copy"
              onClick={onlyTrusted((e) => copied.copy(problem.text, e.currentTarget))}
            >
              Copy
            </button>
            {copied.said ? <span class="pf-note">{copied.said}</span> : null}
          </>
        ) : null}
      </div>
    </>
  );
}
