// What a site's own script can do with the panel: it can reach the panel's shadow root from the page's main
// world (page.evaluate runs there, as an injected or third-party script would) and call .click() or
// dispatch mouse and keyboard events on every button. On every site, in online mode with a real backend,
// none of that may spend a call of the writer's quota or write into their editor (Apply, Insert, Undo); the
// writer's own clicks (Playwright's mouse, which the browser marks trusted) still do both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score, suggestFixes, type Fix, type Platform } from '../../shared';
import { PANEL_HOST_TAG } from '../../extension/dom/panelHostTag';
import { startBackend, type Backend } from './harness/backendProcess';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { composerText } from './harness/clipboardPaste';
import { typeInto } from './harness/composerActions';
import { buildWithGrantedHost, type GrantedHostBuild } from './harness/grantedHostBuild';
import { expandPanel, expectPanelToShow, panelIn, showTab, type Panel } from './harness/panel';
import { blueskyHome, linkedinFeed, mastodonHome, xHome, type SitePage } from '../../scripts/browser/sitePages';
import { routeSites, type SiteRouter } from '../../scripts/browser/siteRouter';
import { registeredMatches, saveOnlineSettings } from './harness/optionsPage';
import { threadsCompose } from './harness/threadsPage';

const MASTODON = 'https://mastodon.social';
const BAITED =
  'Our support queue halved after we wrote the error messages as next steps instead of apologies. What ' +
  'is the worst one you shipped? RT if you agree';
const IDEA = 'error messages that tell users the next step cut support tickets';

interface Site {
  name: string;
  page: SitePage;
  editor: string;
  platform: Platform;
}

const SITES: Site[] = [
  { name: 'X', page: xHome(), editor: 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]', platform: 'x' },
  { name: 'Bluesky', page: blueskyHome(), editor: 'div.ProseMirror[contenteditable="true"]', platform: 'bluesky' },
  { name: 'Threads', page: threadsCompose(), editor: '[role="dialog"] [contenteditable="true"][role="textbox"]', platform: 'threads' },
  { name: 'LinkedIn', page: linkedinFeed(), editor: 'div.ql-editor[contenteditable="true"][role="textbox"]', platform: 'linkedin' },
  { name: 'Mastodon', page: mastodonHome(MASTODON), editor: 'textarea.autosuggest-textarea__textarea', platform: 'mastodon' },
];

let build: GrantedHostBuild;
let backend: Backend;
let session: BrowserSession;
let router: SiteRouter;

const fixOf = (text: string, platform: Platform, kind: Fix['kind']): Fix => {
  const found = suggestFixes({ text, platform }).find((f) => f.kind === kind);
  if (!found) throw new Error(`the engine offers no ${kind} here`);
  return found;
};

/** The calls that spend quota, as the router saw them leave the browser. */
function spendingCalls(endpoint: 'score' | 'generate'): number {
  return router.requests.filter((r) => r.method === 'POST' && r.url === `${backend.url}/api/v1/${endpoint}`).length;
}

/** Online mode with a key of its own, and the Mastodon instance added, the way a person does it. */
async function setUpOnline(key: string): Promise<void> {
  await saveOnlineSettings(session, backend.url, key);
  const options = await session.openExtensionPage('options.html');
  await options.getByTestId('options-mastodon-origin').fill(MASTODON);
  await options.getByTestId('options-mastodon-add').click();
  await expect
    .poll(async () => (await registeredMatches(session)).filter((m) => m.startsWith(MASTODON)), { timeout: 10_000 })
    .toEqual([`${MASTODON}/*`]);
  await options.close();
}

/**
 * The page's script: finds every panel host's shadow root and presses every control it is after, by .click(),
 * a dispatched click, and Enter and Space as key events; it switches tabs and fills the idea on the way, as an
 * attacker would. Returns the test ids it pressed, so the test knows it reached them.
 */
async function pageScriptPresses(page: Page, round: 'fixes, check and draft' | 'insert' | 'undo'): Promise<string[]> {
  return page.evaluate(
    async ({ hostTag, round, idea }) => {
      const roots = Array.from(document.querySelectorAll(hostTag)).flatMap((host) => (host.shadowRoot ? [host.shadowRoot] : []));
      const find = (id: string) => roots.flatMap((root) => Array.from(root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)));
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      // Up to about two seconds for the panel to render what the last press asked for (a tab).
      const waitFor = async (id: string) => {
        for (let i = 0; i < 120 && find(id).length === 0; i++) await frame();
        return find(id);
      };
      const pressed: string[] = [];
      const press = (id: string, element: HTMLElement) => {
        element.click();
        element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
        for (const [key, code] of [
          ['Enter', 'Enter'],
          [' ', 'Space'],
        ] as const) {
          for (const type of ['keydown', 'keypress', 'keyup']) {
            element.dispatchEvent(new KeyboardEvent(type, { key, code, bubbles: true, composed: true, cancelable: true }));
          }
        }
        pressed.push(id);
      };
      const pressAll = async (id: string, required: boolean) => {
        for (const element of required ? await waitFor(id) : find(id)) press(id, element);
      };
      if (round !== 'fixes, check and draft') {
        await pressAll(`preflight-${round}`, true);
        return pressed;
      }
      for (const tab of await waitFor('preflight-tab-fix')) tab.click();
      await pressAll('preflight-fix-apply', true);
      await pressAll('preflight-apply-all', false);
      await pressAll('preflight-check-api', true);
      for (const tab of await waitFor('preflight-tab-drafts')) tab.click();
      for (const field of await waitFor('preflight-idea')) {
        (field as HTMLTextAreaElement | HTMLInputElement).value = idea;
        field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      }
      await pressAll('preflight-generate', true);
      return pressed;
    },
    { hostTag: PANEL_HOST_TAG, round, idea: IDEA },
  );
}

beforeAll(async () => {
  build = await buildWithGrantedHost(MASTODON);
  [backend, session] = await Promise.all([startBackend(), launchBrowserSession(build.dir)]);
  router = await routeSites(
    session.context,
    SITES.map((s) => s.page),
  );
  router.allow(`${backend.url}/`);
});

afterAll(async () => {
  await session?.close();
  await backend?.stop();
  await build?.remove();
});

describe('the writer’s setup on the options page', () => {
  it('saves online mode with a key and adds the Mastodon instance', async () => {
    // A builder key: enough score and generate calls for every site, so a refusal never hides a call.
    await setUpOnline(await backend.newKey('builder'));
  });
});

for (const site of SITES)
  describe(`a page script on ${site.name}`, () => {
    const fix = fixOf(BAITED, site.platform, 'remove_bait');

    it('cannot spend a call or write into the editor through the panel; the writer’s own clicks still do both', async () => {
      const page = await session.context.newPage();
      const panel: Panel = panelIn(page);
      await page.goto(site.page.url);
      await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
      await typeInto(page, site.editor, BAITED);
      await expectPanelToShow(panel, score({ text: BAITED, platform: site.platform }));
      await expandPanel(panel);
      router.reset();

      const pressed = await pageScriptPresses(page, 'fixes, check and draft');
      expect(new Set(pressed)).toEqual(new Set(['preflight-fix-apply', 'preflight-check-api', 'preflight-generate']));

      // The writer's own Check with API: a call of its own, not the cached answer to a call the script made
      // (Playwright waits for the button to be enabled, so a call the script started would have ended first).
      await panel.checkApi.click();
      await panel.apiResult.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await panel.apiResult.textContent()).not.toContain('already checked');
      expect(spendingCalls('score')).toBe(1);

      // The writer's own Draft: the only generate call.
      await panel.idea.fill(IDEA);
      await panel.generate.click();
      await panel.variants.first().waitFor({ state: 'visible', timeout: 20_000 });
      expect(spendingCalls('generate')).toBe(1);

      expect(await pageScriptPresses(page, 'insert')).toContain('preflight-insert');
      await showTab(panel, 'fix');
      expect(await composerText(page)).toBe(BAITED);
      expect(await panel.undo.count()).toBe(0);

      // The writer's own Apply writes the fix.
      await panel.root.locator(`[data-testid="preflight-fix"][data-kind="${fix.kind}"] [data-testid="preflight-fix-apply"]`).click();
      await expect.poll(() => composerText(page), { timeout: 10_000 }).toBe(fix.text);

      // Undo, pressed by the script, takes nothing back: the steps to undo and the text stay as they were
      // (an Undo that ran would have made its button busy, so the check waits until it is not), and the
      // writer's own Undo still takes the fix back.
      const applied = panel.root.getByTestId('preflight-applied');
      const stepsBefore = await applied.textContent();
      expect(await pageScriptPresses(page, 'undo')).toContain('preflight-undo');
      const undoState = async () => ((await panel.undo.count()) === 0 ? 'gone' : (await panel.undo.isDisabled()) ? 'busy' : 'ready');
      await expect.poll(undoState, { timeout: 10_000 }).not.toBe('busy');
      expect(await undoState()).toBe('ready');
      expect(await applied.textContent()).toBe(stepsBefore);
      expect(await composerText(page)).toBe(fix.text);
      await panel.undo.click();
      await expect.poll(() => composerText(page), { timeout: 10_000 }).toBe(BAITED);
      expect(await panel.undo.count()).toBe(0);
      await page.close();
    });
  });
