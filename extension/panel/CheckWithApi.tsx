import type { Signal } from '@preact/signals';
import type { ApiCheckState } from '../state/apiCheck';
import type { LiveScore } from '../state/liveScore';
import type { Quota } from '../messaging/protocol';
import { ToneBadge } from '../../ui/Headline';
import { onlyTrusted } from './trustedInput';

export function quotaText(quota: Quota | null): string {
  if (!quota) return 'Quota left: shown after your first check';
  if (quota.remaining === null) return 'Score checks: unlimited';
  return `Score checks left this month: ${quota.remaining}${quota.limit === null ? '' : ` of ${quota.limit}`}`;
}

/**
 * Online mode: the live score stays offline (a free key has 20 calls a month); this button asks the
 * backend once per draft text, and the answer and the remaining quota show here. The account model never
 * leaves the browser: the API scores the text alone, so its answer is the generic one.
 */
export function CheckWithApi({ state }: { state: ApiCheckState & { live: Signal<LiveScore> } }) {
  const api = state.api.value;
  const live = state.live.value;
  const canCheck = live.kind === 'scored' && api.kind !== 'loading';
  const stale = api.kind === 'done' && live.kind === 'scored' && api.text !== live.text;
  return (
    <section class="pf-section pf-api" aria-label="Check with the API">
      <div class="pf-row">
        <button
          type="button"
          class="pf-button"
          data-testid="preflight-check-api"
          disabled={!canCheck}
          onClick={onlyTrusted(() => void state.checkWithApi())}
        >
          {api.kind === 'loading' ? 'Checking…' : 'Check with API'}
        </button>
        <span class="pf-note" data-testid="preflight-quota">
          {quotaText(state.quota.value)}
        </span>
      </div>
      {api.kind === 'done' ? (
        <p class="pf-api-result" data-testid="preflight-api-result">
          API: <ToneBadge headline={api.result.explanation.headline} decision={api.result.decision} />{' '}
          {api.result.explanation.headline.meaning}
          {api.cached ? ' (already checked, no call spent)' : ''}
          {stale ? ' — for an earlier version of the draft' : ''}
        </p>
      ) : null}
      {api.kind === 'done' && live.kind === 'scored' && live.result.account ? (
        <p class="pf-note" data-testid="preflight-api-account-note">
          The API scores the text without your account history; your forecast above is computed in this browser.
        </p>
      ) : null}
      {api.kind === 'failed' ? (
        <p class="pf-message" role="alert" data-testid="preflight-api-message">
          {api.message} The offline score above still applies.
        </p>
      ) : null}
    </section>
  );
}
