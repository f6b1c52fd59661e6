// The options form's Save: checks the backend URL and the key, asks for the backend's origin while the click
// still counts as the writer's gesture, saves the settings (not the hidden cards: their own section saves
// them) and the key, and forgets a remembered quota that a new key or backend makes someone else's.
import { forgetQuota } from '../messaging/quotaMemory';
import { requestBackendAccess } from '../permissions/backendAccess';
import type { InstanceDeps } from '../permissions/mastodonInstances';
import { API_KEY_PATTERN, loadSettings, normalizeBackendUrl, saveApiKey, saveSettings, type Settings } from '../state/settings';
import type { OptionNote } from './optionNote';

export interface OptionsForm {
  settings: Settings;
  backendInput: string;
  keyInput: string;
}

export type SaveOutcome = { note: OptionNote; saved?: Settings; keySaved?: string };

export async function saveOptions({ settings, backendInput, keyInput }: OptionsForm, access: InstanceDeps): Promise<SaveOutcome> {
  const backendUrl = normalizeBackendUrl(backendInput);
  if (!backendUrl) return { note: { kind: 'error', text: 'The backend URL must be an http(s) address such as http://127.0.0.1:8787.' } };
  const key = keyInput.trim();
  if (key !== '' && !API_KEY_PATTERN.test(key)) {
    return { note: { kind: 'error', text: 'An API key is tsk_ followed by 32 letters, digits, - or _.' } };
  }
  // First, while the click still counts as the user's gesture: a remote backend needs its origin granted.
  const reachable = settings.mode === 'online' ? await requestBackendAccess(backendUrl, access.permissions) : true;
  const previous = await loadSettings();
  // The hidden cards have their own section, which saves them as they change: not this form's to overwrite.
  const { dismissedCards: _ownSection, ...form } = settings;
  const saved = await saveSettings({ ...form, backendUrl });
  // A new key or backend makes the remembered quota someone else's.
  if (key !== '' || saved.backendUrl !== previous.backendUrl) await forgetQuota();
  if (key !== '') await saveApiKey(key);
  const note: OptionNote = reachable
    ? { kind: 'ok', text: 'Saved.' }
    : { kind: 'error', text: `Saved, but Preflight may not call ${backendUrl} until you allow it: save again and accept the prompt.` };
  return { note, saved, ...(key !== '' ? { keySaved: key } : {}) };
}
