// Everything one panel shows, as signals: the one owner that composes the pieces, one per concern: the post
// and its live offline score (livePost.ts), the writes Undo takes back (undoableWrites.ts), "Check with API"
// and the quotas (apiCheck.ts) and the layout (panelView.ts) here; the Fix tab's fixes and dismissed cards
// (panel/fix/) and the Drafts tab's drafts (panel/drafts/) beside their tabs. Each tab takes only its slice
// (FixSlice, DraftsSlice, UndoSlice, ApiCheckState). The composer panels and the popup share it. The live
// score uses the account model stored for the platform, when there is one (state/accountStore.ts).
import { signal } from '@preact/signals';
import type { Platform } from '@preflight/engine';
import type { BackgroundClient } from '../messaging/backgroundClient';
import type { AccountModels } from './accountStore';
import { createApiCheck } from './apiCheck';
import { createCardDismissals } from '../panel/fix/cardDismissals';
import { createDrafting } from '../panel/drafts/drafting';
import { draftsSlice } from '../panel/drafts/draftsSlice';
import { fixSlice } from '../panel/fix/fixSlice';
import { createFixesOnScreen } from '../panel/fix/fixesOnScreen';
import type { liveFixes } from '../panel/fix/liveFixes';
import { createLivePost, type LivePost } from './livePost';
import type { PanelLayout } from './panelLayout';
import { createPanelView, type PanelView } from './panelView';
import { realSchedule, type Schedule } from './schedule';
import type { DismissedCard, Mode } from './settings';
import { createUndoableWrites, type UndoableWrites } from './undoableWrites';

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
  computeFixes?: typeof liveFixes;
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
  const fixes = createFixesOnScreen({
    live: post.live,
    shown: view.showsFixes,
    requestFor: post.requestFor,
    schedule,
    computeFixes: deps.computeFixes,
  });
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

  const dispose = () => {
    fixes.dispose();
    post.dispose();
  };

  return {
    mode,
    ...postSlice(post),
    setText,
    ...fixSlice(fixes, writes, dismissals),
    ...undoSlice(writes),
    ...apiCheck,
    ...draftsSlice(drafting, writes),
    ...viewSlice(view),
    dispose,
  };
}

/** The post on screen, its score and length, and how it will be posted (the popup's check and the compact line). */
function postSlice(post: LivePost) {
  const { platform, persona, xPremium, text, accounts, live, length, scoreNow, setPlatform, setPersona, setXPremium, setAccount } = post;
  return { platform, persona, xPremium, text, accounts, live, length, scoreNow, setPlatform, setPersona, setXPremium, setAccount };
}

/** Undo and the last write's problem, above the tabs; writing a thread across the site's boxes. */
function undoSlice(writes: UndoableWrites) {
  const { undoSteps, writeProblem, undoNote, writeAcross, isWriting, undo } = writes;
  return { undoSteps, writeProblem, undoNote, writeAcross, isWriting, undo };
}

/** Compact or expanded, the tab, and the card hovered, previewed or opened. */
function viewSlice(view: PanelView) {
  const { expanded, tab, emphasis, previewed, opened, openCard } = view;
  return { expanded, tab, emphasis, previewed, opened, openCard };
}

export type UndoSlice = ReturnType<typeof undoSlice>;

export type PanelState = ReturnType<typeof createPanelState>;
