// axe-core finds no violations on the options page, in the popup (both tabs, light and dark) and in the
// panel beside X's composer (every tab, inside its shadow root). A failure lists each rule and element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score } from '../../shared';
import { axeViolations, describeViolations, type AxeScope } from './harness/axe';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { draftVariants, typeInto } from './harness/composerActions';
import { clearExtensionStorage } from './harness/extensionStorage';
import { expectPanelToShow, panelIn, showTab, type PanelTabName } from './harness/panel';
import { saveScreenshot } from './harness/screenshots';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const X_EDITOR = 'div[data-testid="tweetTextarea_0"]';
/** A draft with a blocker, a warning and a fix, so every part of the panel has something to show. */
const DRAFT =
  'RT if you agree! We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step ' +
  'would you delete first? #saas #growth #startup';
const PANEL_TABS: readonly PanelTabName[] = ['fix', 'why', 'reach', 'details', 'drafts'];

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [xHome()]);
});

afterAll(async () => {
  await session?.close();
});

/** Soft: a test goes on to its other screens after a violation, so one run lists every one of them. */
async function expectNoViolations(page: Page, where: string, scope: AxeScope = 'page'): Promise<void> {
  const violations = await axeViolations(page, scope);
  expect.soft(describeViolations(violations), `axe violations ${where}`).toBe('');
}

/** A fresh page of the extension's, on emptied storage, in a light or dark system theme. */
async function openExtensionPage(path: 'popup.html' | 'options.html', colorScheme: 'light' | 'dark'): Promise<Page> {
  await clearExtensionStorage(session);
  const page = await session.context.newPage();
  await page.emulateMedia({ colorScheme });
  await page.goto(`chrome-extension://${session.extensionId}/${path}`);
  return page;
}

describe('axe on the options page', () => {
  it.each(['light', 'dark'] as const)('finds no violations (%s)', async (colorScheme) => {
    const page = await openExtensionPage('options.html', colorScheme);
    await page.getByTestId('options-save').waitFor();
    await expectNoViolations(page, `on the options page (${colorScheme})`);
    // After a save, the status message is part of the page too.
    await page.getByTestId('options-save').click();
    await expect.poll(() => page.getByTestId('options-status').textContent()).toBe('Saved.');
    await expectNoViolations(page, `on the options page after Save (${colorScheme})`);
    if (colorScheme === 'light') {
      await page.setViewportSize({ width: 720, height: 900 });
      await saveScreenshot(page, 'options', { fullPage: true });
    }
    await page.close();
  });
});

describe('axe on the popup', () => {
  it.each(['light', 'dark'] as const)(
    'finds no violations on either tab, with a checked draft, its panel on every tab and the recent checks open (%s)',
    async (colorScheme) => {
      const popup = await openExtensionPage('popup.html', colorScheme);
      await popup.getByTestId('check-text').waitFor();
      await expectNoViolations(popup, `on the empty popup (${colorScheme})`);

      await popup.getByTestId('check-text').fill(DRAFT);
      const panel = panelIn(popup);
      await expectPanelToShow(panel, score({ text: DRAFT, platform: 'x' }));
      for (const tab of PANEL_TABS.filter((t) => t !== 'drafts')) {
        await showTab(panel, tab);
        await expectNoViolations(popup, `in the popup, the panel's ${tab} tab (${colorScheme})`);
      }
      await popup.getByTestId('check-history-toggle').click();
      await expect.poll(() => popup.getByTestId('check-history-item').count(), { timeout: 10_000 }).toBe(1);
      await expectNoViolations(popup, `in the popup with the recent checks open (${colorScheme})`);

      await popup.getByTestId('popup-tab-drafts').click();
      // An idea that says nothing of how it was measured: a variant leaves a slot, so its mark and note are checked too.
      await draftVariants(panelIn(popup), { idea: 'onboarding emails that ask for one action converted 30% better', n: 5, format: '' });
      await popup.getByTestId('preflight-slot').first().waitFor({ state: 'visible' });
      await expectNoViolations(popup, `on the popup's Drafts tab, a slot marked (${colorScheme})`);
      await popup.close();
    },
  );
});

describe('axe on the panel beside X’s composer', () => {
  it('finds no violations in the compact panel and on every tab of the expanded one', async () => {
    await clearExtensionStorage(session);
    const page = await session.context.newPage();
    await page.goto(xHome().url);
    const panel = panelIn(page);
    await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
    const scope: AxeScope = { include: ['preflight-panel-host'] };
    await expectNoViolations(page, 'in the panel before typing', scope);

    await typeInto(page, X_EDITOR, DRAFT);
    await expectPanelToShow(panel, score({ text: DRAFT, platform: 'x' }));
    await expectNoViolations(page, 'in the panel with a draft', scope);
    for (const tab of PANEL_TABS) {
      await showTab(panel, tab);
      if (tab === 'fix') await panel.fixes.first().waitFor({ state: 'visible' });
      await expectNoViolations(page, `in the panel's ${tab} tab`, scope);
    }

    // The Fix tab's other states: a card asking how long to hide it, a hidden card to bring back, Undo.
    await showTab(panel, 'fix');
    await panel.issues.first().getByTestId('preflight-dismiss').click();
    await panel.root.getByTestId('preflight-dismiss-post').waitFor({ state: 'visible' });
    await expectNoViolations(page, 'on a Fix card asking how long to hide it', scope);
    await panel.root.getByTestId('preflight-dismiss-post').click();
    await panel.root.getByTestId('preflight-dismissed').waitFor({ state: 'visible' });
    await panel.root.getByTestId('preflight-fix-apply').first().click();
    await panel.undo.waitFor({ state: 'visible' });
    await expectNoViolations(page, 'on the Fix tab with a card hidden and a write to undo', scope);
    await page.close();
  });
});
