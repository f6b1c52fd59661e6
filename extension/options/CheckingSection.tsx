import { maskApiKey, type Settings } from '../state/settings';

export interface CheckingSectionProps {
  mode: Settings['mode'];
  onMode: (mode: Settings['mode']) => void;
  backendInput: string;
  onBackendInput: (value: string) => void;
  storedKey: string;
  keyInput: string;
  onKeyInput: (value: string) => void;
}

/** How drafts are checked: offline, or online with a backend and its key. */
export function CheckingSection({ mode, onMode, backendInput, onBackendInput, storedKey, keyInput, onKeyInput }: CheckingSectionProps) {
  return (
    <section class="options-section" aria-labelledby="options-checking">
      <h2 id="options-checking">Checking</h2>
      <label>
        How drafts are checked
        <select data-testid="options-mode" value={mode} onChange={(e) => onMode(e.currentTarget.value === 'online' ? 'online' : 'offline')}>
          <option value="offline">Offline: the engine in your browser, no network at all</option>
          <option value="online">Online: adds "Check with API" and drafts from the backend</option>
        </select>
      </label>
      {/* The backend and its key only matter online: offline, nothing is ever sent, so they are not asked for. */}
      {mode === 'online' ? (
        <>
          <label>
            Backend URL
            <input
              data-testid="options-backend-url"
              type="url"
              value={backendInput}
              onInput={(e) => onBackendInput(e.currentTarget.value)}
            />
          </label>
          <label>
            API key {storedKey ? <span class="muted">(saved: {maskApiKey(storedKey)})</span> : <span class="muted">(none saved)</span>}
            <input
              data-testid="options-api-key"
              type="password"
              autocomplete="off"
              placeholder={storedKey ? 'Leave empty to keep the saved key' : 'tsk_…'}
              value={keyInput}
              onInput={(e) => onKeyInput(e.currentTarget.value)}
            />
            <span class="muted">Kept in this browser's extension storage and sent only to the backend above.</span>
          </label>
        </>
      ) : (
        <p class="muted" data-testid="options-offline-note">
          Every score is worked out in this browser and nothing is sent anywhere. Choose online to add checks and drafts from a Preflight
          backend.
        </p>
      )}
    </section>
  );
}
