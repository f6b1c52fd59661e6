import { useState } from 'preact/hooks';
import { addInstance, removeInstance, type InstanceDeps } from '../permissions/mastodonInstances';
import { loadSettings, saveSettings } from '../state/settings';
import type { OptionNote } from './optionNote';

export interface MastodonSectionProps {
  access: InstanceDeps;
  instances: readonly string[];
  /** The instance list as saved, after an instance is added or removed. */
  onSaved: (instances: string[]) => void;
}

/** Mastodon runs on many servers: each one added is granted and registered on its own. */
export function MastodonSection({ access, instances, onSaved }: MastodonSectionProps) {
  const [instanceInput, setInstanceInput] = useState('');
  const [instanceNote, setInstanceNote] = useState<OptionNote>(null);

  const instanceList = {
    keep: async (origin: string) => {
      const current = (await loadSettings()).mastodonInstances;
      const saved = await saveSettings({ mastodonInstances: current.includes(origin) ? current : [...current, origin] });
      onSaved(saved.mastodonInstances);
    },
    drop: async (origin: string) => {
      const saved = await saveSettings({ mastodonInstances: (await loadSettings()).mastodonInstances.filter((o) => o !== origin) });
      onSaved(saved.mastodonInstances);
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

  return (
    <section class="options-section" aria-labelledby="options-mastodon">
      <h2 id="options-mastodon">Mastodon instances</h2>
      <p class="muted">Mastodon runs on many servers. Add yours: Preflight asks for access to that address only.</p>
      <ul class="instances" data-testid="options-mastodon-list">
        {instances.map((origin) => (
          <li key={origin} data-testid="options-mastodon-instance">
            <span>{origin}</span>
            <button
              type="button"
              data-testid="options-mastodon-remove"
              aria-label={`Remove ${origin}`}
              onClick={() => void removeMastodon(origin)}
            >
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
  );
}
