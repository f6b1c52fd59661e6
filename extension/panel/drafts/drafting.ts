// The Drafts tab: the writer's idea, the format and number of variants asked for, and the drafts made from
// them, offline by the bundled drafter or online by the backend.
import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import {
  codePointLength,
  generateOffline,
  IDEA_MAX,
  IDEA_MIN,
  N_VARIANTS_DEFAULT,
  type GenerateResult,
  type Platform,
  type PostFormat,
} from '@preflight/engine';
import type { BackgroundClient } from '../../messaging/backgroundClient';
import type { Quota } from '../../messaging/protocol';
import { applyQuota } from '../../state/apiCheck';
import type { Schedule } from '../../state/schedule';
import type { Mode } from '../../state/settings';

export type DraftsState =
  | { kind: 'idle' }
  | { kind: 'loading'; source: 'offline' | 'api' }
  | { kind: 'done'; result: GenerateResult; source: 'offline' | 'api' }
  | { kind: 'failed'; message: string };

export interface DraftingDeps {
  client: BackgroundClient;
  platform: ReadonlySignal<Platform>;
  persona: ReadonlySignal<string>;
  mode: ReadonlySignal<Mode>;
  /** The generate quota shown, updated by each online answer. */
  generateQuota: Signal<Quota | null>;
  schedule: Schedule;
}

export function createDrafting(deps: DraftingDeps) {
  const idea = signal('');
  const format = signal<PostFormat | null>(null);
  const nVariants = signal(N_VARIANTS_DEFAULT);
  const drafts = signal<DraftsState>({ kind: 'idle' });

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
      persona: deps.persona.value.trim() || undefined,
      n_variants: nVariants.value,
      post_format: format.value,
      platform: deps.platform.value,
    };
    if (deps.mode.value === 'online') {
      drafts.value = { kind: 'loading', source: 'api' };
      const reply = await deps.client.generate({ ...request, post_format: request.post_format });
      batch(() => {
        applyQuota(reply.quota, deps.generateQuota);
        drafts.value = reply.ok ? { kind: 'done', result: reply.result, source: 'api' } : { kind: 'failed', message: reply.error.message };
      });
      return;
    }
    drafts.value = { kind: 'loading', source: 'offline' };
    // Let the progress indicator paint before the (synchronous) offline drafter runs.
    await new Promise<void>((resolve) => deps.schedule(resolve, 0));
    try {
      drafts.value = { kind: 'done', result: generateOffline(request), source: 'offline' };
    } catch (error) {
      drafts.value = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  };

  return { idea, format, nVariants, drafts, generate };
}

export type Drafting = ReturnType<typeof createDrafting>;
