import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { calibrateAccount, importHistory, score } from '../../../shared/index';
import { startComposerScript } from '../../../extension/composer/composerScript';
import { PANEL_HOST_TAG } from '../../../extension/composer/composerPanel';
import type { BackgroundClient } from '../../../extension/messaging/backgroundClient';
import { DEFAULT_SETTINGS, saveSettings, type Settings } from '../../../extension/state/settings';
import { loadPanelLayout, savePanelLayout } from '../../../extension/state/panelLayout';
import { removeAccount, saveAccount } from '../../../extension/state/accountStore';
import { fixtureHtml } from '../support/fixtures';
import { syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';

const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';

/** A background that must not be called: offline mode makes no request of any kind. */
function offlineOnlyClient(calls: string[]): BackgroundClient {
  const refuse = (what: string) => {
    calls.push(what);
    return Promise.reject(new Error(`offline mode called ${what}`));
  };
  return { score: () => refuse('score'), generate: () => refuse('generate'), usage: () => refuse('usage') };
}

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const panelRoots = () => Array.from(document.querySelectorAll(PANEL_HOST_TAG)).map((host) => host.shadowRoot!);

function typeInto(editor: HTMLElement, text: string): void {
  // What Draft.js renders for one line of text; the script reads [data-block] elements.
  editor.querySelector('[data-contents="true"]')!.innerHTML =
    `<div data-block="true"><div><span><span data-text="true">${text}</span></span></div></div>`;
  editor.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the composer script on X', () => {
  let controller: AbortController;
  const calls: string[] = [];

  async function start(settings: Settings = DEFAULT_SETTINGS, notDetectedAfterMs?: number) {
    await startComposerScript({
      doc: document,
      signal: controller.signal,
      onLocationChange: () => undefined,
      client: offlineOnlyClient(calls),
      settings,
      notDetectedAfterMs,
    });
  }

  beforeEach(() => {
    fakeBrowser.reset();
    controller = new AbortController();
    calls.length = 0;
    setUrl('https://x.com/home');
  });
  afterEach(() => {
    controller.abort();
    document.body.innerHTML = '';
  });

  it('mounts one open shadow-root panel after the composer, outside the editor', async () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    const hosts = document.querySelectorAll(PANEL_HOST_TAG);
    expect(hosts).toHaveLength(1);
    const host = hosts[0]!;
    const editor = document.querySelector('[data-testid="tweetTextarea_0"]')!;
    expect(host.shadowRoot).not.toBeNull();
    expect(editor.contains(host)).toBe(false);
    expect(host.previousElementSibling?.contains(editor)).toBe(true);
    expect(byTestId(host.shadowRoot!, 'preflight-panel')).not.toBeNull();
  });

  it('puts a panel beside each box of a thread draft', async () => {
    document.body.innerHTML = fixtureHtml('x', 'modal');
    await start();
    expect(panelRoots()).toHaveLength(2);
  });

  it('opens the details only beside the box the writer is in when a thread has several, and keeps the choice remembered', async () => {
    await savePanelLayout({ expanded: true, tab: 'fix' });
    document.body.innerHTML = fixtureHtml('x', 'modal');
    await start();
    const expandedOf = () => panelRoots().map((root) => byTestId(root, 'preflight-toggle')!.getAttribute('aria-expanded'));
    await vi.waitFor(() => expect(expandedOf()).toEqual(['true', 'false']));
    const [, second] = Array.from(document.querySelectorAll<HTMLElement>('[role="textbox"][contenteditable="true"]'));
    second!.focus();
    await vi.waitFor(() => expect(expandedOf()).toEqual(['false', 'true']));
    // Folded for the page's sake, not by the writer: the next composer still opens as they left it.
    expect(await loadPanelLayout()).toEqual({ expanded: true, tab: 'fix' });
  });

  it('shows the engine’s decision, score, length and verdict on its compact line ~250 ms after typing stops, with no request', async () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    const editor = document.querySelector<HTMLElement>('[data-testid="tweetTextarea_0"]')!;
    const [root] = panelRoots();
    expect(byTestId(root!, 'preflight-verdict')!.textContent).toBe('Start typing: Preflight checks your post as you write.');
    expect(byTestId(root!, 'preflight-score')).toBeNull();
    typeInto(editor, DRAFT);
    const expected = score({ text: DRAFT, platform: 'x' });
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-decision')!.getAttribute('data-decision')).toBe(expected.decision));
    expect(byTestId(root!, 'preflight-score')!.textContent).toBe(`${Math.round(expected.pre_publish_score)} %`);
    expect(byTestId(root!, 'preflight-length')!.textContent).toBe(`${expected.length.weighted} / 280`);
    expect(byTestId(root!, 'preflight-verdict')!.textContent).toBe('Ready to post');
    // Compact by default: no details until the writer asks.
    expect(byTestId(root!, 'preflight-toggle')!.getAttribute('aria-expanded')).toBe('false');
    expect(byTestId(root!, 'preflight-chart')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('draws the view curve on the Reach tab', async () => {
    await savePanelLayout({ expanded: true, tab: 'reach' });
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    typeInto(document.querySelector<HTMLElement>('[data-testid="tweetTextarea_0"]')!, DRAFT);
    const [root] = panelRoots();
    // The chart mounts in an effect, after the panel paints.
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-chart')!.querySelector('canvas')).not.toBeNull());
    expect(byTestId(root!, 'preflight-check-api')).toBeNull();
  });

  it('says the post will be held back for engagement bait, and lists the blocker with a preview of its fix on the Fix tab', async () => {
    await savePanelLayout({ expanded: true, tab: 'fix' });
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    const editor = document.querySelector<HTMLElement>('[data-testid="tweetTextarea_0"]')!;
    typeInto(editor, `${DRAFT} RT if you agree`);
    const expected = score({ text: `${DRAFT} RT if you agree`, platform: 'x' });
    const bait = expected.blockers.find((b) => b.code === 'engagement_bait')!;
    const [root] = panelRoots();
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-decision')!.getAttribute('data-decision')).toBe('reject'));
    expect(byTestId(root!, 'preflight-verdict')!.textContent).toBe('Will be held back: engagement bait');
    expect(byTestId(root!, 'preflight-blockers')!.textContent).toContain(bait.message);
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-fix-preview')).not.toBeNull());
    expect(byTestId(root!, 'preflight-fix-preview')!.querySelector('del')!.textContent).toBe(' RT if you agree');
  });

  it('opens compact, expands with its toggle, and remembers the choice for the next composer', async () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    const [root] = panelRoots();
    const toggle = byTestId(root!, 'preflight-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(byTestId(root!, 'preflight-tab-fix')).toBeNull();
    toggle.click();
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-tab-fix')).not.toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(async () => expect(await loadPanelLayout()).toEqual({ expanded: true, tab: 'fix' }));

    controller.abort();
    controller = new AbortController();
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    const [again] = panelRoots();
    expect(byTestId(again!, 'preflight-toggle')!.getAttribute('aria-expanded')).toBe('true');
    byTestId(again!, 'preflight-toggle')!.click();
    await vi.waitFor(() => expect(byTestId(again!, 'preflight-tab-fix')).toBeNull());
    await vi.waitFor(async () => expect((await loadPanelLayout()).expanded).toBe(false));
  });

  it('keeps typing in the panel away from the site’s keyboard shortcuts', async () => {
    await savePanelLayout({ expanded: true, tab: 'drafts' });
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    const heard: string[] = [];
    document.addEventListener('keydown', (e) => heard.push(e.key));
    const [root] = panelRoots();
    byTestId(root!, 'preflight-idea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true, composed: true }));
    expect(heard).toEqual([]);
  });

  it('says "composer not detected" on X’s compose address when no editor shows up', async () => {
    setUrl('https://x.com/compose/post');
    document.body.innerHTML = '<div id="layers"></div>';
    await start(DEFAULT_SETTINGS, 50);
    await vi.waitFor(() => {
      const host = document.querySelector('preflight-notice-host');
      expect(byTestId(host!.shadowRoot!, 'preflight-not-detected')!.textContent).toContain('composer not detected');
    });
  });

  it('says nothing on a page that has no composer by design', async () => {
    setUrl('https://x.com/jack');
    // Fake timers from the start: the notice waits on a timer, so running every timer (not sleeping) shows
    // that nothing will ever appear.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await start(DEFAULT_SETTINGS, 20);
    await vi.runAllTimersAsync();
    expect(document.querySelector('preflight-notice-host')).toBeNull();
  });

  it('takes its panels down when X is switched off in the options, and puts them back when on', async () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    expect(panelRoots()).toHaveLength(1);
    await saveSettings({ sites: { ...DEFAULT_SETTINGS.sites, x: false } });
    await vi.waitFor(() => expect(panelRoots()).toHaveLength(0));
    await saveSettings({ sites: { ...DEFAULT_SETTINGS.sites, x: true } });
    await vi.waitFor(() => expect(panelRoots()).toHaveLength(1));
  });

  it('scores with the account model stored for X, and goes back to the generic model when it is removed', async () => {
    const account = calibrateAccount(importHistory([{ name: 'x.csv', text: xAnalyticsExport(syntheticTweets(35)) }]).posts, {
      platform: 'x',
    });
    await saveAccount({
      model: account,
      imported_at: '2026-03-01T10:00:00.000Z',
      files: ['x.csv'],
      received: 35,
      skipped: { count: 0, first: [] },
    });
    await savePanelLayout({ expanded: true, tab: 'reach' });
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    typeInto(document.querySelector<HTMLElement>('[data-testid="tweetTextarea_0"]')!, DRAFT);
    const [root] = panelRoots();
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-account-basis')?.textContent).toBe('Calibrated on your 35 posts'));
    expect(byTestId(root!, 'preflight-reach')!.textContent).toMatch(
      /^About [\d.]+× your usual: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/,
    );
    expect(byTestId(root!, 'preflight-account-forecast')!.textContent).toMatch(/^About \d+ likes? .*in 24 h\.$/);
    expect(root!.textContent).toContain('your account');

    await removeAccount('x');
    await vi.waitFor(() => expect(byTestId(root!, 'preflight-account')).toBeNull());
    expect(byTestId(root!, 'preflight-reach')!.textContent).toMatch(
      /^About [\d.]+× the usual post of a new account: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/,
    );
    expect(calls).toEqual([]);
  });

  it('removes everything when the content script is invalidated', async () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    await start();
    controller.abort();
    expect(document.querySelectorAll(PANEL_HOST_TAG)).toHaveLength(0);
  });
});
