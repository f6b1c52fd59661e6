// The Fix tab's piece of the panel's state: the engine's fixes for the score on screen, writing one or all
// of them (one Undo step each), the cards dismissed for this post or for good, and which card is open,
// hovered or previewed. The panel's state (state/panelState.ts) composes it from its pieces.
import type { Signal } from '@preact/signals';
import type { Fix } from '@preflight/engine';
import type { LiveScore } from '../../state/liveScore';
import type { PanelView } from '../../state/panelView';
import type { UndoableWrites, WriteText } from '../../state/undoableWrites';
import type { CardDismissals } from './cardDismissals';
import type { FixesOnScreen } from './fixesOnScreen';

export function fixSlice(fixes: FixesOnScreen, writes: UndoableWrites, dismissals: CardDismissals) {
  const applyFix = (fix: Fix, write: WriteText): Promise<boolean> => writes.writeStep(fix.label, fix.text, write);
  /** Every mechanical fix at once (one Undo step), as the Fix tab offers it for the score on screen. */
  const applyAll = async (write: WriteText): Promise<boolean> => {
    const together = fixes.together();
    return together ? writes.writeStep(`${together.labels.length} fixes`, together.text, write) : false;
  };
  return {
    fixes: fixes.fixes,
    applyFix,
    applyAll,
    dismissedHere: dismissals.dismissedHere,
    dismissedForGood: dismissals.dismissedForGood,
    lastDismissal: dismissals.lastDismissal,
    canDismissForGood: dismissals.canDismissForGood,
    shows: dismissals.shows,
    dismiss: dismissals.dismiss,
    undoDismiss: dismissals.undoDismiss,
  };
}

/** What the Fix tab reads and acts on: its own slice, the score on screen, and which card is open. */
export type FixSlice = ReturnType<typeof fixSlice> & Pick<PanelView, 'emphasis' | 'previewed' | 'opened'> & { live: Signal<LiveScore> };
