// The key, entered once: kept for this tab by default, on this device only when asked. Shows the key's
// tier and this month's use (GET /api/v1/usage, never charged), or why the service refused it.
import { useState } from 'preact/hooks';
import { wholeNumber } from '@preflight/engine';
import { keyHint } from './keyStore';
import type { EndpointUse, KeyState } from './keyState';
import { ServiceProblem } from './ServiceProblem';

function callsWords(name: string, use: EndpointUse): string {
  const limit = use.limit === null ? 'unlimited' : wholeNumber(use.limit);
  return `${name}: ${wholeNumber(use.used)} of ${limit} used`;
}

export function KeyPanel({ keys }: { keys: KeyState }) {
  const kept = keys.kept.value;
  const usage = keys.usage.value;
  const problem = keys.problem.value;
  const [draftKey, setDraftKey] = useState('');
  const [remember, setRemember] = useState(false);

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const key = draftKey.trim();
    if (key === '') return;
    keys.use({ key, remembered: remember });
    setDraftKey('');
  };

  return (
    <section class="web-card" aria-labelledby="key-heading" data-testid="key-panel">
      <h2 id="key-heading">Your API key</h2>
      {kept ? (
        <div class="web-row">
          <p data-testid="key-status">
            Using <code>{keyHint(kept.key)}</code>, kept {kept.remembered ? 'on this device until you forget it' : 'for this tab only'}.
          </p>
          <button type="button" class="pf-button pf-button--quiet" data-testid="key-forget" onClick={() => keys.forget()}>
            Forget the key
          </button>
        </div>
      ) : null}
      {usage ? (
        <p data-testid="key-usage">
          Tier <strong data-testid="key-tier">{usage.tier}</strong> · {callsWords('score calls', usage.score)} ·{' '}
          {callsWords('drafts', usage.generate)} this month ({usage.period}).
        </p>
      ) : null}
      {problem ? <ServiceProblem failure={problem} keyUsed={kept?.key ?? null} testId="key-problem" /> : null}
      {!kept || problem?.kind === 'unauthorized' ? (
        <form class="web-key-form" onSubmit={onSubmit} data-testid="key-form">
          <label class="web-field">
            API key
            <input
              type="password"
              name="preflight-api-key"
              autocomplete="off"
              spellcheck={false}
              data-testid="key-input"
              value={draftKey}
              placeholder="tsk_…"
              onInput={(e) => setDraftKey(e.currentTarget.value)}
            />
          </label>
          <label class="web-check">
            <input type="checkbox" data-testid="key-remember" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
            Remember on this device
          </label>
          <button type="submit" class="pf-button" data-testid="key-save">
            Use this key
          </button>
          <p class="web-muted">
            Kept in this tab only unless you tick "Remember". It is sent only to this service, in a request header, never in an address.
            Scoring as you type needs no key.
          </p>
        </form>
      ) : null}
    </section>
  );
}
