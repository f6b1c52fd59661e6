import { useEffect, useState } from 'preact/hooks';
import type { HistoryRunner } from '../account/historyRunner';
import type { InstanceDeps } from '../permissions/mastodonInstances';
import { loadApiKey, loadSettings, type Settings } from '../state/settings';
import { AccountSection } from './AccountSection';
import { AudienceSection } from './AudienceSection';
import { CheckingSection } from './CheckingSection';
import { DismissedCardsSection } from './DismissedCardsSection';
import { MastodonSection } from './MastodonSection';
import type { OptionNote } from './optionNote';
import { saveOptions } from './saveOptions';
import { SitesSection } from './SitesSection';

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
  const [note, setNote] = useState<OptionNote>(null);

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
    const outcome = await saveOptions({ settings, backendInput, keyInput }, access);
    if (outcome.keySaved !== undefined) {
      setStoredKey(outcome.keySaved);
      setKeyInput('');
    }
    if (outcome.saved) {
      setSettings(outcome.saved);
      setBackendInput(outcome.saved.backendUrl);
    }
    setNote(outcome.note);
  };

  return (
    <main class="options">
      <h1>
        <img class="options-icon" src="/icon/icon.svg" alt="" width={28} height={28} />
        Preflight options
      </h1>
      <CheckingSection
        mode={settings.mode}
        onMode={(mode) => update({ mode })}
        backendInput={backendInput}
        onBackendInput={setBackendInput}
        storedKey={storedKey}
        keyInput={keyInput}
        onKeyInput={setKeyInput}
      />
      <AudienceSection persona={settings.persona} onPersona={(persona) => update({ persona })} />
      <SitesSection sites={settings.sites} xPremium={settings.xPremium} update={update} />
      <div class="row">
        <button type="button" class="primary" data-testid="options-save" onClick={() => void save()}>
          Save
        </button>
        {/* Live regions exist before they speak, so screen readers announce what is put in them. */}
        <span class={note?.kind} role="status" data-testid="options-status">
          {note?.text}
        </span>
      </div>
      <MastodonSection
        access={access}
        instances={settings.mastodonInstances}
        onSaved={(mastodonInstances) => setSettings((s) => (s ? { ...s, mastodonInstances } : s))}
      />
      <DismissedCardsSection />
      <AccountSection run={runHistory} now={now} />
    </main>
  );
}
