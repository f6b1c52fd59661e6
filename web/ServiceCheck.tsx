// "Check with the service": one POST /api/v1/score for the text on screen, spent only when the writer asks.
// The answer is read by the same engine code as the offline score and shown the same way beside it.
import { signal } from '@preact/signals';
import { wholeNumber } from '@preflight/engine';
import type { DraftState } from './draftState';
import type { Reading } from './engine/engineProtocol';
import type { EngineClient } from './engineClient';
import type { KeyState } from './keyState';
import { ReadingView } from './ReadingView';
import { callService, type Quota, type ServiceFailure } from './serviceApi';
import { ServiceProblem } from './ServiceProblem';

export type ServiceCheckState =
  | { kind: 'idle' }
  | { kind: 'asking'; text: string }
  | { kind: 'answered'; text: string; reading: Reading; quota: Quota | null }
  | { kind: 'failed'; text: string; failure: ServiceFailure };

export function createServiceCheck(draft: DraftState, keys: KeyState, engine: EngineClient, accountId: () => string | null) {
  const state = signal<ServiceCheckState>({ kind: 'idle' });
  const ask = async () => {
    const kept = keys.kept.peek();
    if (!kept) return;
    const text = draft.text.peek();
    state.value = { kind: 'asking', text };
    const account = accountId();
    const answer = await callService('/api/v1/score', {
      method: 'POST',
      key: kept.key,
      json: { text, platform: draft.platform.peek(), want_fixes: true, ...(account ? { account } : {}) },
    });
    if (!answer.ok) {
      keys.noteFailure(answer);
      state.value = { kind: 'failed', text, failure: answer };
      return;
    }
    const reading = await engine.present(text, answer.body);
    state.value = { kind: 'answered', text, reading, quota: answer.quota };
    void keys.refreshUsage();
  };
  return { state, ask };
}

export type ServiceCheck = ReturnType<typeof createServiceCheck>;

function quotaWords(quota: Quota | null): string {
  if (!quota || quota.limit === null) return '';
  return ` ${wholeNumber(quota.remaining ?? 0)} of ${wholeNumber(quota.limit)} score calls left this month.`;
}

export function ServiceCheckSection({ check, draft, keys }: { check: ServiceCheck; draft: DraftState; keys: KeyState }) {
  const state = check.state.value;
  const kept = keys.kept.value;
  const reading = draft.reading.value;
  const scorable = reading.kind === 'scored' && reading.text === draft.text.value;
  const stale = state.kind !== 'idle' && state.text !== draft.text.value;
  return (
    <section class="web-card" aria-labelledby="service-heading" data-testid="service-check">
      <h2 id="service-heading">The service's answer</h2>
      <p class="web-muted">
        The score above is worked out in this browser and costs nothing. Checking with the service spends one score call of your key and
        sends this draft to {location.host}.
      </p>
      <button
        type="button"
        class="pf-button web-primary"
        data-testid="service-check-button"
        disabled={!kept || !scorable || state.kind === 'asking'}
        onClick={() => void check.ask()}
      >
        {state.kind === 'asking' ? 'Checking…' : 'Check with the service'}
      </button>
      {!kept ? <p class="web-muted">Enter your API key above to check with the service.</p> : null}
      {stale ? (
        <p class="web-muted" data-testid="service-stale">
          This answer is for an earlier version of the draft.
        </p>
      ) : null}
      {state.kind === 'failed' ? <ServiceProblem failure={state.failure} keyUsed={kept?.key ?? null} testId="service-problem" /> : null}
      {state.kind === 'answered' ? (
        state.reading.kind === 'scored' ? (
          <>
            <p class="web-muted" data-testid="service-quota">
              Answered by the service.{quotaWords(state.quota)}
            </p>
            <ReadingView reading={state.reading} source="service" />
          </>
        ) : (
          <p role="alert">{state.reading.message}</p>
        )
      ) : null}
    </section>
  );
}
