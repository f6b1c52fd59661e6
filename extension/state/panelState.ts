// Everything one panel shows, as signals, composed from one piece per concern: the post and its live offline
// score (livePost.ts), the engine's fixes for it while the panel shows them (fixesOnScreen.ts), the writes
// Undo takes back (undoableWrites.ts), the dismissed cards (cardDismissals.ts), "Check with API" and the
// quotas (apiCheck.ts), the drafts (drafting.ts) and the layout (panelView.ts). The composer panels and the
// popup share it. The live score uses the account model stored for the platform, when there is one
// (state/accountStore.ts).
import { signal } from '@preact/signals';
import type { Fix, Platform } from '../../shared/index';
import type { BackgroundClient } from '../messaging/backgroundClient';
import type { AccountModels } from './accountStore';
import { createApiCheck } from './apiCheck';
import { createCardDismissals } from '../panel/fix/cardDismissals';
import { createDrafting } from '../panel/drafts/drafting';
import { createFixesOnScreen } from '../panel/fix/fixesOnScreen';
import type { liveFixes } from '../panel/fix/liveFixes';
import { createLivePost } from './livePost';
import type { PanelLayout } from './panelLayout';
import { createPanelView } from './panelView';
import { realSchedule, type Schedule } from './schedule';
import type { DismissedCard, Mode } from './settings';
import { createUndoableWrites, type WriteText } from './undoableWrites';

export type { ApiCheck } from './apiCheck';
export type { Dismissal, DismissScope } from '../panel/fix/cardDismissals';
export type { DraftsState } from '../panel/drafts/drafting';
export { FIXES_DELAY_MS, type FixesState } from '../panel/fix/fixesOnScreen';
export { SCORE_DEBOUNCE_MS } from './livePost';
export type { Schedule } from './schedule';
export type { TakeBack, TakenBack, UndoStep, WriteProblem, WriteText, WrittenAcross } from './undoableWrites';

export interface PanelStateDeps {
  platform: Platform;
  persona?: string;
  mode?: Mode;
  /** The stored account models by platform (the composer's one platform, or all of them in the popup). */
  accounts?: AccountModels;
  client: BackgroundClient;
  schedule?: Schedule;
  /** Compact or expanded, and the tab; the popup opens expanded, a composer as the writer last left it. */
  layout?: PanelLayout;
  /** The engine's fixes for a draft (liveFixes); tests pass their own to see when they are asked for. */
  fixesFor?: typeof liveFixes;
  /** A composer box: the site posts whatever it holds as one post (see LiveScoreRequest.onePost). */
  onePost?: boolean;
  /** The X Premium setting. */
  xPremium?: boolean;
  /** Where the writer's caret is in the editor's text (an offset), so Undo can put it back; absent: unknown. */
  readCaret?: () => number | null;
  /** The cards dismissed for good (from the settings); with `saveDismissed`, the panel offers "for good". */
  dismissedCards?: readonly DismissedCard[];
  /** Keeps the cards dismissed for good (the settings), whenever the writer changes them from the panel. */
  saveDismissed?: (cards: DismissedCard[]) => unknown;
}

export function createPanelState(deps: PanelStateDeps) {
  const schedule = deps.schedule ?? realSchedule;
  const mode = signal<Mode>(deps.mode ?? 'offline');
  const view = createPanelView(deps.layout);
  const post = createLivePost({ ...deps, schedule });
  const fixes = createFixesOnScreen({ live: post.live, shown: view.showsFixes, requestFor: post.requestFor, schedule, fixesFor: deps.fixesFor });
  const writes = createUndoableWrites({ text: post.text, readCaret: deps.readCaret });
  const dismissals = createCardDismissals(deps);
  const { client } = deps;
  const { live, platform, persona } = post;
  const apiCheck = createApiCheck({ client, live, platform, persona, mode, scoreIfPending: post.scoreIfPending });
  const drafting = createDrafting({ client, platform, persona, mode, generateQuota: apiCheck.generateQuota, schedule });

  /** New text from the editor: a new post when emptied, the end of Undo when typed over, a score once typing pauses. */
  const setText = (next: string) => {
    if (!post.setText(next)) return;
    dismissals.textChanged(next);
    writes.textChanged(next);
    view.forgetOpened();
    fixes.cancel();
  };

  const applyFix = (fix: Fix, write: WriteText): Promise<boolean> => writes.writeStep(fix.label, fix.text, write);

  /** Every mechanical fix at once (one Undo step), as the Fix tab offers it for the score on screen. */
  const applyAll = async (write: WriteText): Promise<boolean> => {
    const together = fixes.together();
    return together ? writes.writeStep(`${together.labels.length} fixes`, together.text, write) : false;
  };

  /** A draft from the Drafts tab in place of the writer's text: nothing asked, and Undo takes it back. */
  const insertDraft = (draft: string, write: WriteText): Promise<boolean> => writes.writeStep('Inserted draft', draft, write);

  const dispose = () => {
    fixes.dispose();
    post.dispose();
  };

  return {
    mode,
    platform: post.platform,
    persona: post.persona,
    xPremium: post.xPremium,
    text: post.text,
    accounts: post.accounts,
    live: post.live,
    /** The text's length now, counted on every keystroke (the score's own waits for a pause). */
    length: post.length,
    scoreNow: post.scoreNow,
    setPlatform: post.setPlatform,
    setPersona: post.setPersona,
    setXPremium: post.setXPremium,
    setAccount: post.setAccount,
    setText,
    fixes: fixes.fixes,
    applyFix,
    applyAll,
    insertDraft,
    undoSteps: writes.undoSteps,
    writeProblem: writes.writeProblem,
    undoNote: writes.undoNote,
    writeAcross: writes.writeAcross,
    isWriting: writes.isWriting,
    undo: writes.undo,
    dismissedHere: dismissals.dismissedHere,
    dismissedForGood: dismissals.dismissedForGood,
    lastDismissal: dismissals.lastDismissal,
    canDismissForGood: dismissals.canDismissForGood,
    shows: dismissals.shows,
    dismiss: dismissals.dismiss,
    undoDismiss: dismissals.undoDismiss,
    ...apiCheck,
    ...drafting,
    expanded: view.expanded,
    tab: view.tab,
    emphasis: view.emphasis,
    previewed: view.previewed,
    opened: view.opened,
    openCard: view.openCard,
    dispose,
  };
}

export type PanelState = ReturnType<typeof createPanelState>;
