// The options page as a settings page: titled sections, and only the settings that apply: the backend and
// its key appear when online mode is chosen, never offline, where nothing is sent anywhere.
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { inPageRunner } from '../../../extension/account/historyRunner';
import { OptionsApp } from '../../../extension/options/OptionsApp';
import type { InstanceDeps } from '../../../extension/permissions/mastodonInstances';
import { loadSettings, saveSettings } from '../../../extension/state/settings';

const access: InstanceDeps = {
  permissions: { request: async () => true, remove: async () => true, contains: async () => true },
  scripts: { list: async () => [], register: async () => undefined, unregister: async () => undefined },
};
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('the options page', () => {
  let root: HTMLElement;

  const mount = async () => {
    render(<OptionsApp access={access} runHistory={inPageRunner()} now={() => new Date('2026-03-01T10:00:00Z')} />, root);
    await vi.waitFor(() => expect(byTestId('options-mode')).not.toBeNull());
  };

  beforeEach(() => {
    fakeBrowser.reset();
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('groups the settings under titled sections: checking, sites, your account', async () => {
    await mount();
    const titles = Array.from(root.querySelectorAll('h2')).map((h) => h.textContent);
    for (const title of ['Checking', 'Sites', 'Mastodon instances', 'Your account']) expect(titles).toContain(title);
    // Each section is named by its title, for a screen reader's landmarks and headings.
    for (const section of Array.from(root.querySelectorAll('section'))) {
      const title = section.getAttribute('aria-labelledby');
      expect(title && root.querySelector(`#${title}`)?.tagName).toBe('H2');
    }
  });

  it('asks for no backend or key offline, and says why', async () => {
    await mount();
    expect((byTestId('options-mode') as HTMLSelectElement).value).toBe('offline');
    expect(byTestId('options-backend-url')).toBeNull();
    expect(byTestId('options-api-key')).toBeNull();
    expect(byTestId('options-offline-note')!.textContent).toContain('nothing is sent anywhere');
  });

  it('shows the backend URL and the key once online mode is chosen, and saves them', async () => {
    await mount();
    const mode = byTestId('options-mode') as HTMLSelectElement;
    mode.value = 'online';
    mode.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(byTestId('options-backend-url')).not.toBeNull());
    expect(byTestId('options-api-key')).not.toBeNull();
    expect(byTestId('options-offline-note')).toBeNull();
    byTestId('options-save')!.click();
    await vi.waitFor(() => expect(byTestId('options-status')!.textContent).toBe('Saved.'));
    expect((await loadSettings()).mode).toBe('online');
  });

  it('opens on the backend fields when online mode is already saved', async () => {
    await saveSettings({ mode: 'online' });
    await mount();
    expect(byTestId('options-backend-url')).not.toBeNull();
  });
});
