// "Check with API": the backend's score of the text on screen, and the quotas the backend reports (asked
// for in the popup, remembered by the service worker for the composers, updated by every answer).
import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { Platform, ScoreResult } from '@preflight/engine';
import type { BackgroundClient } from '../messaging/backgroundClient';
import type { Quota } from '../messaging/protocol';
import type { LiveScore } from './liveScore';
import type { Mode } from './settings';

export type ApiCheck =
  | { kind: 'idle' }
  | { kind: 'loading'; text: string }
  | { kind: 'done'; text: string; result: ScoreResult; cached: boolean }
  | { kind: 'failed'; message: string; status?: number };

/** An answer's quota replaces the one shown; an answer without one leaves it. */
export const applyQuota = (q: Quota | null, target: Signal<Quota | null>) => {
  if (q) target.value = q;
};

export interface ApiCheckDeps {
  client: BackgroundClient;
  live: ReadonlySignal<LiveScore>;
  platform: ReadonlySignal<Platform>;
  persona: ReadonlySignal<string>;
  mode: ReadonlySignal<Mode>;
  /** Scores now if typing is paused short of the debounce, so the check is of what the editor holds. */
  scoreIfPending(): void;
}

export function createApiCheck(deps: ApiCheckDeps) {
  const api = signal<ApiCheck>({ kind: 'idle' });
  const quota = signal<Quota | null>(null);
  const generateQuota = signal<Quota | null>(null);

  const checkWithApi = async () => {
    // A click inside the typing pause must check what the editor holds now, not the last scored text.
    deps.scoreIfPending();
    const current = deps.live.value;
    if (current.kind !== 'scored') return;
    const checked = current.text;
    api.value = { kind: 'loading', text: checked };
    const reply = await deps.client.score({
      text: checked,
      persona: deps.persona.value.trim() || undefined,
      platform: deps.platform.value,
    });
    batch(() => {
      applyQuota(reply.quota, quota);
      api.value = reply.ok
        ? { kind: 'done', text: checked, result: reply.result, cached: reply.cached }
        : { kind: 'failed', message: reply.error.message, ...(reply.error.status === undefined ? {} : { status: reply.error.status }) };
    });
  };

  /** Asks the backend (GET /api/v1/usage, never charged); for the popup, which the user opened on purpose. */
  const refreshQuota = async () => {
    if (deps.mode.value !== 'online') return;
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

  return { api, quota, generateQuota, checkWithApi, refreshQuota, showRememberedQuota };
}

export type ApiCheckState = ReturnType<typeof createApiCheck>;
