import { useEffect, useState } from 'preact/hooks';
import { PERSONA_MAX } from '@preflight/engine';
import type { HistoryRunner } from '../account/historyRunner';
import { requestBackendAccess } from '../permissions/backendAccess';
import type { InstanceDeps } from '../permissions/mastodonInstances';
import { addInstance, removeInstance } from '../permissions/mastodonInstances';
import { forgetQuota } from '../messaging/quotaMemory';
import { SITES } from '../sites/index';
import { AccountSection } from './AccountSection';
import { DismissedCardsSection } from './DismissedCardsSection';
import { XPremiumSetting } from './XPremiumSetting';
import {
  API_KEY_PATTERN,
  loadApiKey,
  loadSettings,
  maskApiKey,
  normalizeBackendUrl,
  saveApiKey,
  saveSettings,
  type Settings,
} from '../state/settings';

type Note = { kind: 'ok' | 'error'; text: string } | null;

export interface OptionsAppProps {
  access: InstanceDeps;
  /** Where an account's history is imported and calibrated (a worker in the options page). */
  runHistory: HistoryRunner;
  now?: () => Date;
}

/** Mode, backend, key, persona, sites, Mastodon instances, your account. */
export function OptionsApp({ access, runHistory, now = () => new Date() }: OptionsAppProps) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [storedKey, setStoredKey] = useState('');
  const [keyInput, setKeyInput] = useState('');
  const [backendInput, setBackendInput] = useState('');
  const [instanceInput, setInstanceInput] = useState('');
  const [note, setNote] = useState<Note>(null);
  const [instanceNote, setInstanceNote] = useState<Note>(null);

  useEffect(() => {
    void Promise.all([loadSettings(), loadApiKey()]).then(([s, key]) => {
      setSettings(s);
      setBackendInput(s.backendUrl);
      setStoredKey(key);
    });
  }, []);

  if (!settings) return <main class="options muted">Loading…</main>;
  const update = (patch: Partial<Settings>) => setSettings({ ...settings, ...patch });

  const save = async () => {
    const backendUrl = normalizeBackendUrl(backendInput);
    if (!backendUrl) {
      setNote({ kind: 'error', text: 'The backend URL must be an http(s) address such as http://127.0.0.1:8787.' });
      return;
    }
    const key = keyInput.trim();
    if (key !== '' && !API_KEY_PATTERN.test(key)) {
      setNote({ kind: 'error', text: 'An API key is tsk_ followed by 32 letters, digits, - or _.' });
      return;
    }
    // First, while the click still counts as the user's gesture: a remote backend needs its origin granted.
    const reachable = settings.mode === 'online' ? await requestBackendAccess(backendUrl, access.permissions) : true;
    const previous = await loadSettings();
    // The hidden cards have their own section, which saves them as they change: not this form's to overwrite.
    const { dismissedCards: _ownSection, ...form } = settings;
    const saved = await saveSettings({ ...form, backendUrl });
    // A new key or backend makes the remembered quota someone else's.
    if (key !== '' || saved.backendUrl !== previous.backendUrl) await forgetQuota();
    if (key !== '') {
      await saveApiKey(key);
      setStoredKey(key);
      setKeyInput('');
    }
    setSettings(saved);
    setBackendInput(saved.backendUrl);
    setNote(
      reachable
        ? { kind: 'ok', text: 'Saved.' }
        : { kind: 'error', text: `Saved, but Preflight may not call ${backendUrl} until you allow it: save again and accept the prompt.` },
    );
  };

  const instanceList = {
    keep: async (origin: string) => {
      const current = (await loadSettings()).mastodonInstances;
      const saved = await saveSettings({ mastodonInstances: current.includes(origin) ? current : [...current, origin] });
      setSettings((s) => (s ? { ...s, mastodonInstances: saved.mastodonInstances } : s));
    },
    drop: async (origin: string) => {
      const saved = await saveSettings({ mastodonInstances: (await loadSettings()).mastodonInstances.filter((o) => o !== origin) });
      setSettings((s) => (s ? { ...s, mastodonInstances: saved.mastodonInstances } : s));
    },
  };

  const addMastodon = async () => {
    const change = await addInstance(instanceInput, access, instanceList);
    if (!change.ok) {
      setInstanceNote({ kind: 'error', text: change.message });
      return;
    }
    setInstanceInput('');
    setInstanceNote({ kind: 'ok', text: `Added ${change.origin}. Reload its tabs to see the panel.` });
  };

  const removeMastodon = async (origin: string) => {
    await removeInstance(origin, access, instanceList);
    setInstanceNote({ kind: 'ok', text: `Removed ${origin}.` });
  };

  const online = settings.mode === 'online';
  return (
    <main class="options">
      <h1>
        <img class="options-icon" src="/icon/icon.svg" alt="" width={28} height={28} />
        Preflight options
      </h1>
      <section class="options-section" aria-labelledby="options-checking">
        <h2 id="options-checking">Checking</h2>
        <label>
          How drafts are checked
          <select data-testid="options-mode" value={settings.mode} onChange={(e) => update({ mode: e.currentTarget.value === 'online' ? 'online' : 'offline' })}>
            <option value="offline">Offline: the engine in your browser, no network at all</option>
            <option value="online">Online: adds "Check with API" and drafts from the backend</option>
          </select>
        </label>
        {/* The backend and its key only matter online: offline, nothing is ever sent, so they are not asked for. */}
        {online ? (
          <>
            <label>
              Backend URL
              <input data-testid="options-backend-url" type="url" value={backendInput} onInput={(e) => setBackendInput(e.currentTarget.value)} />
            </label>
            <label>
              API key {storedKey ? <span class="muted">(saved: {maskApiKey(storedKey)})</span> : <span class="muted">(none saved)</span>}
              <input
                data-testid="options-api-key"
                type="password"
                autocomplete="off"
                placeholder={storedKey ? 'Leave empty to keep the saved key' : 'tsk_…'}
                value={keyInput}
                onInput={(e) => setKeyInput(e.currentTarget.value)}
              />
              <span class="muted">Kept in this browser's extension storage and sent only to the backend above.</span>
            </label>
          </>
        ) : (
          <p class="muted" data-testid="options-offline-note">
            Every score is worked out in this browser and nothing is sent anywhere. Choose online to add checks and drafts from a Preflight backend.
          </p>
        )}
      </section>
      <section class="options-section" aria-labelledby="options-audience">
        <h2 id="options-audience">Audience</h2>
        <label>
          Who you write for (optional)
          <textarea
            data-testid="options-persona"
            rows={2}
            maxLength={PERSONA_MAX}
            placeholder="e.g. indie SaaS founders"
            value={settings.persona}
            onInput={(e) => update({ persona: e.currentTarget.value })}
          />
        </label>
      </section>
      <section class="options-section" aria-labelledby="options-sites">
        <h2 id="options-sites">Sites</h2>
        <p class="muted">The panel shows under the composer of each site switched on here.</p>
        {SITES.map((site) => (
          <label class="inline" key={site.id}>
            <input
              type="checkbox"
              data-testid={`options-site-${site.id}`}
              checked={settings.sites[site.id]}
              onChange={(e) => update({ sites: { ...settings.sites, [site.id]: e.currentTarget.checked } })}
            />
            {site.label}
          </label>
        ))}
        <XPremiumSetting checked={settings.xPremium} onChange={(xPremium) => update({ xPremium })} />
      </section>
      <div class="row">
        <button type="button" class="primary" data-testid="options-save" onClick={() => void save()}>
          Save
        </button>
        {/* Live regions exist before they speak, so screen readers announce what is put in them. */}
        <span class={note?.kind} role="status" data-testid="options-status">
          {note?.text}
        </span>
      </div>
      <section class="options-section" aria-labelledby="options-mastodon">
        <h2 id="options-mastodon">Mastodon instances</h2>
        <p class="muted">Mastodon runs on many servers. Add yours: Preflight asks for access to that address only.</p>
        <ul class="instances" data-testid="options-mastodon-list">
          {settings.mastodonInstances.map((origin) => (
            <li key={origin} data-testid="options-mastodon-instance">
              <span>{origin}</span>
              <button type="button" data-testid="options-mastodon-remove" aria-label={`Remove ${origin}`} onClick={() => void removeMastodon(origin)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div class="row">
          <input
            data-testid="options-mastodon-origin"
            type="text"
            placeholder="mastodon.social"
            aria-label="Mastodon instance address"
            value={instanceInput}
            onInput={(e) => setInstanceInput(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <button type="button" data-testid="options-mastodon-add" onClick={() => void addMastodon()}>
            Add instance
          </button>
        </div>
        <p class={instanceNote?.kind} role="status" data-testid="options-mastodon-status">
          {instanceNote?.text}
        </p>
      </section>
      <DismissedCardsSection />
      <AccountSection run={runHistory} now={now} />
    </main>
  );
}
