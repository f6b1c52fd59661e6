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
import { liveFixes } from './liveFixes';
import { liveScore, type LiveScore } from './liveScore';
import { markDebounceFired, noteScoreFromDebounce } from '../panel/panelTiming';
import type { PanelLayout, PanelTab } from './panelLayout';
import type { Mode } from './settings';

export const SCORE_DEBOUNCE_MS = 250;
/** After a score, the fixes wait one more turn so the new score paints first. */
export const FIXES_DELAY_MS = 0;

/** The fixes of one live score (the very object: a new score, persona or account makes them stale). */
export type FixesState = { kind: 'none' } | { kind: 'ready'; live: LiveScore; fixes: Fix[] };

/** The last fix applied, while the editor still holds its text: Undo writes `before` back. */
export interface AppliedFix {
  label: string;
  before: string;
  after: string;
}

/** Writes a whole text into the editor (the composer's Insert path); resolves to whether it took exactly. */
export type WriteText = (text: string) => Promise<boolean>;

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
}

export function createPanelModel(deps: PanelModelDeps) {
  const schedule = deps.schedule ?? realSchedule;
  const fixesFor = deps.fixesFor ?? liveFixes;
  const platform = signal<Platform>(deps.platform);
  const persona = signal(deps.persona ?? '');
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
  const applied = signal<AppliedFix | null>(null);
  /** The words of the issue the writer is pointing at (a hovered or focused card). */
  const emphasis = signal<Span[] | null>(null);
  const idea = signal('');
  const format = signal<PostFormat | null>(null);
  const nVariants = signal(N_VARIANTS_DEFAULT);
  const drafts = signal<DraftsState>({ kind: 'idle' });
  let cancelPending: (() => void) | null = null;
  let cancelFixes: (() => void) | null = null;

  const request = () => ({ text: text.value, platform: platform.value, persona: persona.value, account: accounts.value[platform.value] });

  const scoreNow = () => {
    cancelPending?.();
    cancelPending = null;
    live.value = liveScore(request());
  };

  /** New text from the editor: score once typing pauses. */
  const setText = (next: string) => {
    if (next === text.value) return;
    text.value = next;
    if (applied.value && applied.value.after !== next) applied.value = null;
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
      fixes.value = { kind: 'ready', live: current, fixes: fixesFor({ text: current.text, platform: where, persona: persona.peek(), account: accounts.peek()[where] }, current.result) };
    }, FIXES_DELAY_MS);
  });

  /** Writes a fix's text through the composer's write path; Undo stays offered while the editor holds it. */
  const applyFix = async (fix: Fix, write: WriteText): Promise<boolean> => {
    const before = text.peek();
    const ok = await write(fix.text);
    applied.value = ok ? { label: fix.label, before, after: fix.text } : null;
    return ok;
  };

  const undoFix = async (write: WriteText): Promise<boolean> => {
    const last = applied.peek();
    if (!last) return false;
    const ok = await write(last.before);
    if (ok) applied.value = null;
    return ok;
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
    applied,
    emphasis,
    idea,
    format,
    nVariants,
    drafts,
    setText,
    scoreNow,
    setPlatform,
    setPersona,
    setAccount,
    checkWithApi,
    refreshQuota,
    showRememberedQuota,
    generate,
    applyFix,
    undoFix,
    dispose,
  };
}

export type PanelModel = ReturnType<typeof createPanelModel>;
