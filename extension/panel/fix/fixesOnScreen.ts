// The engine's fixes for the score on screen: computed only while the panel shows them (the Fix tab open),
// a turn after a score so the score paints first, and never for a score typing has already overtaken. Each
// fix costs a whole score, so typing cancels the ones under way.
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Fix } from '@preflight/engine';
import { fixesTogether, type FixesTogether } from './fixesTogether';
import { liveFixes } from './liveFixes';
import type { LiveScore, LiveScoreRequest } from '../../state/liveScore';
import type { Schedule } from '../../state/schedule';

/** After a score, the fixes wait one more turn so the new score paints first. */
export const FIXES_DELAY_MS = 0;

/** The fixes of one live score (the very object: a new score, persona or account makes them stale). */
export type FixesState = { kind: 'none' } | { kind: 'ready'; live: LiveScore; fixes: Fix[]; together: FixesTogether | null };

export interface FixesOnScreenDeps {
  live: ReadonlySignal<LiveScore>;
  /** Whether the panel shows the fixes now. */
  shown: ReadonlySignal<boolean>;
  /** How a text is scored now (platform, persona, account, ...). */
  requestFor(text: string): LiveScoreRequest;
  schedule: Schedule;
  /** The engine's fixes for a draft (liveFixes); tests pass their own to see when they are asked for. */
  computeFixes?: typeof liveFixes;
}

export function createFixesOnScreen(deps: FixesOnScreenDeps) {
  const computeFixes = deps.computeFixes ?? liveFixes;
  const fixes = signal<FixesState>({ kind: 'none' });
  let cancelPending: (() => void) | null = null;

  const cancel = () => {
    cancelPending?.();
    cancelPending = null;
  };

  const stop = effect(() => {
    const current = deps.live.value;
    if (!deps.shown.value || current.kind !== 'scored') return;
    const known = fixes.peek();
    if (known.kind === 'ready' && known.live === current) return;
    cancel();
    cancelPending = deps.schedule(() => {
      cancelPending = null;
      if (deps.live.peek() !== current) return;
      const request = deps.requestFor(current.text);
      const found = computeFixes(request, current.result);
      fixes.value = { kind: 'ready', live: current, fixes: found, together: fixesTogether(request, found) };
    }, FIXES_DELAY_MS);
  });

  /** Apply all's text, when it is offered for the score on screen. */
  const together = (): FixesTogether | null => {
    const state = fixes.peek();
    return state.kind === 'ready' && state.live === deps.live.peek() ? state.together : null;
  };

  const dispose = () => {
    stop();
    cancel();
  };

  return { fixes, cancel, together, dispose };
}

export type FixesOnScreen = ReturnType<typeof createFixesOnScreen>;
