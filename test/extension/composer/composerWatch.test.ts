import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { score } from '../../../shared/index';
import { startComposerScript } from '../../../extension/composer/composerScript';
import { ENGINE_FAILED, startComposerWatch } from '../../../extension/composer/composerWatch';
import type { ComposerEngine } from '../../../extension/composer/engineContract';
import { PANEL_HOST_TAG } from '../../../extension/dom/panelHostTag';
import { EMPTY_STATE } from '../../../extension/panel/emptyState';
import { savePanelLayout } from '../../../extension/state/panelLayout';
import { DEFAULT_SETTINGS, saveSettings } from '../../../extension/state/settings';
import { fixtureHtml } from '../support/fixtures';

const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const panelRoots = () => Array.from(document.querySelectorAll(PANEL_HOST_TAG)).map((host) => host.shadowRoot!);
const editor = () => document.querySelector<HTMLElement>('[data-testid="tweetTextarea_0"]')!;

function typeInto(target: HTMLElement, text: string): void {
  target.querySelector('[data-contents="true"]')!.innerHTML =
    `<div data-block="true"><div><span><span data-text="true">${text}</span></span></div></div>`;
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the light content script on X', () => {
  let controller: AbortController;
  let loads: number;
  /** The engine as the injected script hands it over, counted; offline, so no background is needed. */
  let loadEngine: () => Promise<ComposerEngine>;

  const start = () => startComposerWatch({ doc: document, signal: controller.signal, onLocationChange: () => undefined, loadEngine });

  beforeEach(() => {
    fakeBrowser.reset();
    controller = new AbortController();
    loads = 0;
    loadEngine = async () => {
      loads++;
      return { startComposerScript };
    };
    setUrl('https://x.com/home');
    document.body.innerHTML = fixtureHtml('x', 'home');
  });
  afterEach(() => {
    controller.abort();
    document.body.innerHTML = '';
  });

  it('puts the standby line after the composer and loads no engine until a composer is focused', async () => {
    await start();
    const roots = panelRoots();
    expect(roots).toHaveLength(1);
    expect(byTestId(roots[0]!, 'preflight-verdict')!.textContent).toBe(EMPTY_STATE);
    expect(byTestId(roots[0]!, 'preflight-toggle')!.getAttribute('aria-expanded')).toBe('false');
    expect(editor().contains(roots[0]!.host)).toBe(false);
    expect(loads).toBe(0);
  });

  it('loads the engine once on first focus and hands over to one full panel that scores', async () => {
    await start();
    editor().focus();
    editor().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    editor().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(performance.getEntriesByName('preflight:engine-ready').length).toBeGreaterThan(0));
    expect(loads).toBe(1);
    expect(panelRoots()).toHaveLength(1);

    typeInto(editor(), DRAFT);
    const expected = score({ text: DRAFT, platform: 'x' });
    const [root] = panelRoots();
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-score')!.textContent).toBe(`${Math.round(expected.pre_publish_score)} %`));
  });

  it('opens the full panel expanded when the standby line’s toggle is clicked', async () => {
    await start();
    byTestId(panelRoots()[0]!, 'preflight-toggle')!.click();
    await vi.waitFor(() => expect(byTestId(panelRoots()[0]!, 'preflight-tab-fix')).not.toBeNull());
    expect(panelRoots()).toHaveLength(1);
    expect(byTestId(panelRoots()[0]!, 'preflight-toggle')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('loads the full panel at once, with no standby line, for a writer who left the details open', async () => {
    await savePanelLayout({ expanded: true, tab: 'why' });
    await start();
    await vi.waitFor(() => expect(byTestId(panelRoots()[0]!, 'preflight-tab-why')).not.toBeNull());
    expect(loads).toBe(1);
    expect(panelRoots()).toHaveLength(1);
  });

  it('says so when the engine cannot be loaded, and tries again on the next focus', async () => {
    loadEngine = async () => {
      loads++;
      throw new Error('no tab');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start();
    editor().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(byTestId(panelRoots()[0]!, 'preflight-verdict')!.textContent).toBe(ENGINE_FAILED));
    editor().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(loads).toBe(2));
  });

  it('shows nothing and loads nothing when X is switched off, and follows the switch', async () => {
    await saveSettings({ sites: { ...DEFAULT_SETTINGS.sites, x: false } });
    await start();
    expect(panelRoots()).toHaveLength(0);
    editor().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await saveSettings({ sites: { ...DEFAULT_SETTINGS.sites, x: true } });
    await vi.waitFor(() => expect(panelRoots()).toHaveLength(1));
    expect(loads).toBe(0);
  });

  it('removes its standby lines when the content script ends', async () => {
    await start();
    controller.abort();
    expect(panelRoots()).toHaveLength(0);
  });
});
