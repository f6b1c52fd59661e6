// Everything one panel shows, as signals: the live offline score (debounced while typing), the engine's
// fixes for it (only while the panel shows them), the "Check with API" answer and quota, and the drafts. The composer panels and the popup share it. The live
// score uses the account model stored for the platform, when there is one (state/accountStore.ts).
import { batch, computed, effect, signal, type Signal } from '@preact/signals';
import {
  codePointLength,
  generateOffline,
  IDEA_MAX,
  IDEA_MIN,
  N_VARIANTS_DEFAULT,
  type AccountModel,
  type Fix,
  type GenerateResult,
  type Platform,
  type PostFormat,
  type ScoreResult,
  type Span,
} from '../../shared/index';
import type { BackgroundClient } from '../messaging/backgroundClient';
import type { AccountModels } from './accountStore';
import type { Quota } from '../messaging/protocol';
import { fixesTogether, type FixesTogether } from './fixesTogether';
import { liveFixes } from './liveFixes';
import { liveScore, type LiveScore } from './liveScore';
import { markDebounceFired, noteScoreFromDebounce } from '../panel/panelTiming';
import type { PanelLayout, PanelTab } from './panelLayout';
import type { DismissedCard, Mode } from './settings';

export const SCORE_DEBOUNCE_MS = 250;
/** After a score, the fixes wait one more turn so the new score paints first. */
export const FIXES_DELAY_MS = 0;

/** The fixes of one live score (the very object: a new score, persona or account makes them stale). */
export type FixesState = { kind: 'none' } | { kind: 'ready'; live: LiveScore; fixes: Fix[]; together: FixesTogether | null };

/** One write the panel made (a fix, Apply all, an inserted draft), while the editor still holds its text. */
export interface UndoStep {
  label: string;
  before: string;
  after: string;
  /** Where the writer's caret was before the write (an offset into `before`), put back by Undo. */
  caret: number | null;
  /**
   * A write across the site's boxes (a thread) takes itself back: writing `before` into one box would leave the
   * other boxes. Absent: Undo writes `before` back.
   */
  takeBack?: TakeBack;
}

/** What taking back a write across boxes did: `said` tells the writer what Undo could not do the site's way. */
export interface TakenBack {
  ok: boolean;
  said?: string;
}
export type TakeBack = (caret: number | null) => Promise<TakenBack>;

/** A write across boxes, as its runner reports it: what the writer's box holds after, and how to take it back. */
export interface WrittenAcross<T> {
  result: T;
  step?: { after: string; takeBack: TakeBack };
}

/** A write the editor did not take: the writer's text was left as it was, and this text is offered to copy. */
export interface WriteProblem {
  message: string;
  text: string;
}

/**
 * Writes a whole text into the editor (the composer's Insert path), with the caret at `caret` when given;
 * resolves to whether the editor holds exactly that text. When it does not, the write path has put the
 * writer's own text and selection back.
 */
export type WriteText = (text: string, caret?: number | null) => Promise<boolean>;

export type ApiCheck =
  | { kind: 'idle' }
  | { kind: 'loading'; text: string }
  | { kind: 'done'; text: string; result: ScoreResult; cached: boolean }
  | { kind: 'failed'; message: string; status?: number };

export type DraftsState =
  | { kind: 'idle' }
  | { kind: 'loading'; source: 'offline' | 'api' }
  | { kind: 'done'; result: GenerateResult; source: 'offline' | 'api' }
  | { kind: 'failed'; message: string };

/** How a timer is started, so tests can drive time. */
export type Schedule = (run: () => void, ms: number) => () => void;
const realSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export interface PanelModelDeps {
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

export type DismissScope = 'post' | 'good';

/** The card the writer last dismissed, so the panel can offer to bring it back. */
export interface Dismissal {
  concept: string;
  label: string;
  scope: DismissScope;
}

export function createPanelModel(deps: PanelModelDeps) {
  const schedule = deps.schedule ?? realSchedule;
  const fixesFor = deps.fixesFor ?? liveFixes;
  const platform = signal<Platform>(deps.platform);
  const persona = signal(deps.persona ?? '');
  const xPremium = signal(deps.xPremium ?? false);
  const onePost = deps.onePost ?? false;
  const mode = signal<Mode>(deps.mode ?? 'offline');
  const text = signal('');
  const accounts = signal<AccountModels>(deps.accounts ?? {});
  const live = signal<LiveScore>({ kind: 'empty' });
  const api = signal<ApiCheck>({ kind: 'idle' });
  const quota = signal<Quota | null>(null);
  const generateQuota = signal<Quota | null>(null);
  const expanded = signal(deps.layout?.expanded ?? true);
  const tab = signal<PanelTab>(deps.layout?.tab ?? 'fix');
  const fixes = signal<FixesState>({ kind: 'none' });
  /** Every write the panel made, the latest last: Undo takes them back one at a time. */
  const undoSteps = signal<UndoStep[]>([]);
  const writeProblem = signal<WriteProblem | null>(null);
  /** What the last Undo could not do the site's way (boxes it emptied instead of removing). */
  const undoNote = signal<string | null>(null);
  /** Cards dismissed for this post (by concept): they come back for the next post. */
  const dismissedHere = signal<ReadonlySet<string>>(new Set());
  const dismissedForGood = signal<readonly DismissedCard[]>(deps.dismissedCards ?? []);
  const lastDismissal = signal<Dismissal | null>(null);
  /** Writes under way: the editor's text passes through in-between states that are not the writer's typing. */
  let writing = 0;
  /** The words of the issue the writer is pointing at (a hovered or focused card). */
  const emphasis = signal<Span[] | null>(null);
  /** What that card's fix would replace or remove (UTF-16 spans of the text on screen). */
  const previewed = signal<Span[] | null>(null);
  const idea = signal('');
  const format = signal<PostFormat | null>(null);
  const nVariants = signal(N_VARIANTS_DEFAULT);
  const drafts = signal<DraftsState>({ kind: 'idle' });
  let cancelPending: (() => void) | null = null;
  let cancelFixes: (() => void) | null = null;

  const request = () => ({ text: text.value, platform: platform.value, persona: persona.value, account: accounts.value[platform.value], onePost, xPremium: xPremium.value });

  const scoreNow = () => {
    cancelPending?.();
    cancelPending = null;
    live.value = liveScore(request());
  };

  /** New text from the editor: score once typing pauses. */
  const setText = (next: string) => {
    if (next === text.value) return;
    text.value = next;
    // An emptied editor is the end of a post (posted, or cleared): the next one starts with every card.
    if (next.trim() === '' && dismissedHere.peek().size > 0) {
      dismissedHere.value = new Set();
      if (lastDismissal.peek()?.scope === 'post') lastDismissal.value = null;
    }
    // Typing over a written text ends Undo: taking back an old write would take the typing with it.
    const last = undoSteps.peek().at(-1);
    if (writing === 0 && last && last.after !== next) undoSteps.value = [];
    if (writing === 0 && undoNote.peek() !== null) undoNote.value = null;
    cancelPending?.();
    cancelFixes?.();
    cancelFixes = null;
    cancelPending = schedule(scoreAfterPause, SCORE_DEBOUNCE_MS);
  };

  /** The debounce fired: score, and let the panel time how soon it shows the score (panel/panelTiming.ts). */
  const scoreAfterPause = () => {
    const fired = markDebounceFired();
    scoreNow();
    const current = live.peek();
    if (current.kind === 'scored') noteScoreFromDebounce(current, fired);
  };

  // Fixes cost a score each: computed only while the Fix tab is open, after a score (a pause in typing).
  const showsFixes = computed(() => expanded.value && tab.value === 'fix');
  const stopFixes = effect(() => {
    const current = live.value;
    if (!showsFixes.value || current.kind !== 'scored') return;
    const known = fixes.peek();
    if (known.kind === 'ready' && known.live === current) return;
    cancelFixes?.();
    cancelFixes = schedule(() => {
      cancelFixes = null;
      if (live.peek() !== current) return;
      const where = platform.peek();
      const request = { text: current.text, platform: where, persona: persona.peek(), account: accounts.peek()[where], onePost, xPremium: xPremium.peek() };
      const found = fixesFor(request, current.result);
      fixes.value = { kind: 'ready', live: current, fixes: found, together: fixesTogether(request, found) };
    }, FIXES_DELAY_MS);
  });

  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    writing++;
    try {
      return await run();
    } finally {
      writing--;
    }
  };

  /** Writes `next` through the composer's write path as one step Undo can take back. */
  const writeStep = async (label: string, next: string, write: WriteText): Promise<boolean> => {
    const before = text.peek();
    const caret = deps.readCaret?.() ?? null;
    const ok = await guarded(() => write(next));
    batch(() => {
      if (ok) {
        undoSteps.value = [...undoSteps.peek(), { label, before, after: next, caret }];
        writeProblem.value = null;
        undoNote.value = null;
      } else {
        writeProblem.value = { message: `The editor did not take “${label}”. Your text is as it was; copy the new text and paste it yourself.`, text: next };
      }
    });
    return ok;
  };

  const applyFix = (fix: Fix, write: WriteText): Promise<boolean> => writeStep(fix.label, fix.text, write);

  /** Every mechanical fix at once (one Undo step), as the Fix tab offers it for the score on screen. */
  const applyAll = async (write: WriteText): Promise<boolean> => {
    const state = fixes.peek();
    if (state.kind !== 'ready' || !state.together || state.live !== live.peek()) return false;
    return writeStep(`${state.together.labels.length} fixes`, state.together.text, write);
  };

  /** A draft from the Drafts tab in place of the writer's text: nothing asked, and Undo takes it back. */
  const insertDraft = (draft: string, write: WriteText): Promise<boolean> => writeStep('Inserted draft', draft, write);

  /**
   * A write across the site's boxes (a thread), made by `run`: one step of Undo when `run` reports one. Guarded
   * like every write, so the boxes' in-between texts are not taken for the writer's typing.
   */
  const writeAcross = async <T>(label: string, run: () => Promise<WrittenAcross<T>>): Promise<T> => {
    const before = text.peek();
    const caret = deps.readCaret?.() ?? null;
    const { result, step } = await guarded(run);
    if (step) {
      batch(() => {
        undoSteps.value = [...undoSteps.peek(), { label, before, after: step.after, caret, takeBack: step.takeBack }];
        writeProblem.value = null;
        undoNote.value = null;
      });
    }
    return result;
  };

  /** Takes back the latest write: its text before, and the caret where it was (a thread: its own way back). */
  const undo = async (write: WriteText): Promise<boolean> => {
    const last = undoSteps.peek().at(-1);
    if (!last) return false;
    const taken = await guarded(async (): Promise<TakenBack> => (last.takeBack ? last.takeBack(last.caret) : { ok: await write(last.before, last.caret) }));
    const ok = taken.ok;
    batch(() => {
      if (ok) {
        undoSteps.value = undoSteps.peek().slice(0, -1);
        writeProblem.value = null;
        undoNote.value = taken.said ?? null;
      } else {
        writeProblem.value = { message: `The editor did not take Undo. Your text is as it was; copy the earlier text and paste it yourself.`, text: last.before };
      }
    });
    return ok;
  };

  /** Whether a card of this concept is shown (not dismissed for this post nor for good). */
  const shows = (concept: string) => !dismissedHere.value.has(concept) && !dismissedForGood.value.some((c) => c.concept === concept);

  const setForGood = (cards: DismissedCard[]) => {
    dismissedForGood.value = cards;
    void deps.saveDismissed?.(cards);
  };

  const dismiss = (concept: string, label: string, scope: DismissScope) => {
    batch(() => {
      if (scope === 'post') dismissedHere.value = new Set([...dismissedHere.peek(), concept]);
      else if (!dismissedForGood.peek().some((c) => c.concept === concept)) setForGood([...dismissedForGood.peek(), { concept, label }]);
      lastDismissal.value = { concept, label, scope };
    });
  };

  /** Brings the last dismissed card back. */
  const undoDismiss = () => {
    const last = lastDismissal.peek();
    if (!last) return;
    batch(() => {
      if (last.scope === 'post') dismissedHere.value = new Set([...dismissedHere.peek()].filter((c) => c !== last.concept));
      else setForGood(dismissedForGood.peek().filter((c) => c.concept !== last.concept));
      lastDismissal.value = null;
    });
  };

  const applyQuota = (q: Quota | null, target: Signal<Quota | null>) => {
    if (q) target.value = q;
  };

  const checkWithApi = async () => {
    // A click inside the typing pause must check what the editor holds now, not the last scored text.
    if (cancelPending !== null) scoreNow();
    const current = live.value;
    if (current.kind !== 'scored') return;
    const checked = current.text;
    api.value = { kind: 'loading', text: checked };
    const reply = await deps.client.score({ text: checked, persona: persona.value.trim() || undefined, platform: platform.value });
    batch(() => {
      applyQuota(reply.quota, quota);
      api.value = reply.ok
        ? { kind: 'done', text: checked, result: reply.result, cached: reply.cached }
        : { kind: 'failed', message: reply.error.message, ...(reply.error.status === undefined ? {} : { status: reply.error.status }) };
    });
  };

  /** Asks the backend (GET /api/v1/usage, never charged); for the popup, which the user opened on purpose. */
  const refreshQuota = async () => {
    if (mode.value !== 'online') return;
    const reply = await deps.client.usage();
    if (!reply.ok) return; // a failed look-up is not worth a message; the check itself reports
    batch(() => {
      quota.value = reply.score;
      generateQuota.value = reply.generate;
    });
  };

  /** What the service worker last heard from this backend: no request. */
  const showRememberedQuota = (memory: { backendUrl: string; score: Quota | null; generate: Quota | null } | null, backendUrl: string) => {
    const applies = memory !== null && memory.backendUrl === backendUrl;
    batch(() => {
      quota.value = applies ? memory.score : null;
      generateQuota.value = applies ? memory.generate : null;
    });
  };

  /** The idea's problem in words, or null when it can be drafted from. */
  const ideaProblem = (): string | null => {
    const n = codePointLength(idea.value.trim());
    if (n < IDEA_MIN) return `Write an idea of at least ${IDEA_MIN} characters.`;
    if (n > IDEA_MAX) return `Keep the idea under ${IDEA_MAX} characters.`;
    return null;
  };

  const generate = async () => {
    const problem = ideaProblem();
    if (problem) {
      drafts.value = { kind: 'failed', message: problem };
      return;
    }
    const request = {
      idea: idea.value.trim(),
      persona: persona.value.trim() || undefined,
      n_variants: nVariants.value,
      post_format: format.value,
      platform: platform.value,
    };
    if (mode.value === 'online') {
      drafts.value = { kind: 'loading', source: 'api' };
      const reply = await deps.client.generate({ ...request, post_format: request.post_format });
      batch(() => {
        applyQuota(reply.quota, generateQuota);
        drafts.value = reply.ok ? { kind: 'done', result: reply.result, source: 'api' } : { kind: 'failed', message: reply.error.message };
      });
      return;
    }
    drafts.value = { kind: 'loading', source: 'offline' };
    // Let the progress indicator paint before the (synchronous) offline drafter runs.
    await new Promise<void>((resolve) => schedule(resolve, 0));
    try {
      drafts.value = { kind: 'done', result: generateOffline(request), source: 'offline' };
    } catch (error) {
      drafts.value = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  };

  const setPlatform = (next: Platform) => {
    platform.value = next;
    if (text.value !== '') scoreNow();
  };
  /** A model imported or removed on the options page: the draft on screen is re-scored with (or without) it. */
  const setAccount = (forPlatform: Platform, model: AccountModel | null) => {
    const { [forPlatform]: _previous, ...others } = accounts.value;
    accounts.value = model ? { ...others, [forPlatform]: model } : others;
    if (forPlatform === platform.value && text.value !== '') scoreNow();
  };
  const setPersona = (next: string) => {
    persona.value = next;
    if (text.value !== '') scoreNow();
  };
  const setXPremium = (next: boolean) => {
    xPremium.value = next;
    if (text.value !== '') scoreNow();
  };

  const dispose = () => {
    stopFixes();
    cancelPending?.();
    cancelPending = null;
    cancelFixes?.();
    cancelFixes = null;
  };

  return {
    platform,
    persona,
    xPremium,
    mode,
    text,
    accounts,
    live,
    api,
    quota,
    generateQuota,
    expanded,
    tab,
    fixes,
    undoSteps,
    writeProblem,
    undoNote,
    dismissedHere,
    dismissedForGood,
    lastDismissal,
    canDismissForGood: deps.saveDismissed !== undefined,
    emphasis,
    previewed,
    idea,
    format,
    nVariants,
    drafts,
    setText,
    scoreNow,
    setPlatform,
    setPersona,
    setXPremium,
    setAccount,
    checkWithApi,
    refreshQuota,
    showRememberedQuota,
    generate,
    applyFix,
    applyAll,
    insertDraft,
    writeAcross,
    undo,
    shows,
    dismiss,
    undoDismiss,
    dispose,
  };
}

export type PanelModel = ReturnType<typeof createPanelModel>;
