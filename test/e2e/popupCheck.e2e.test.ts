// The popup: its Check tab scores drafts written anywhere with the composer's panel, offline; its Drafts tab
// ranks variants; and everything fits Chrome's popup (at most 600 px tall). Each test opens its own popup
// on emptied extension storage, so no test leans on another's history.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateOffline, score, type Platform } from '../../shared';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { draftVariants, setControl } from './harness/composerActions';
import { clearExtensionStorage, readExtensionStorage, writeExtensionStorage } from './harness/extensionStorage';
import { expectPanelToShow, panelIn, showTab, shownNumber } from './harness/panel';
import { cutOffPlaceholders } from './harness/placeholders';
import { saveScreenshot } from './harness/screenshots';
import { networkRequests, routeSites } from '../../scripts/browser/siteRouter';
import type { SiteRouter } from '../../scripts/browser/siteRouter';

const DRAFT =
  'Most onboarding emails fail because they ask for three things at once.\n\nAsk for one. Which single ' +
  'action would you ask a new user for?';
const BAIT =
  'RT if you agree! We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step ' +
  'would you delete first? #saas #growth #startup';
const PERSONA = 'indie SaaS founders';
const _IDEA = 'onboarding emails that ask for one action convert better';
/** Chrome draws an extension popup at most 600 px tall: anything below is out of reach. */
const CHROME_POPUP_MAX_PX = 600;

let session: BrowserSession;
let router: SiteRouter;
let popup: Page;

/** The history as the extension stored it (`local:checkHistory`). */
const storedHistory = () => readExtensionStorage(session, 'checkHistory');

async function openPopup(): Promise<Page> {
  const page = await session.openExtensionPage('popup.html');
  await page.getByTestId('check-text').waitFor({ state: 'visible', timeout: 10_000 });
  return page;
}

async function reopenPopup(): Promise<void> {
  await popup.close();
  popup = await openPopup();
}

/** Types a draft on the Check tab and waits until the panel shows the engine's score for it. */
async function checkDraft(text: string, platform: Platform = 'x', persona = ''): Promise<void> {
  await setControl(popup.getByTestId('check-platform'), platform);
  await popup.getByTestId('check-persona').fill(persona);
  await popup.getByTestId('check-text').fill(text);
  await expectPanelToShow(panelIn(popup), score({ text, platform, ...(persona ? { persona } : {}) }));
}

/** The recent-checks line's count: "Recent checks (2)" → 2. */
const recentCount = () => shownNumber(popup.getByTestId('check-history-toggle'));

interface PopupSize {
  /** The popup document's own height: what Chrome sizes the popup to. */
  height: number;
  /** How far the open tab's content runs past what the popup shows of it (0: nothing is hidden). */
  hiddenBelow: number;
}

async function popupSize(): Promise<PopupSize> {
  return popup.evaluate(() => {
    const body = document.querySelector<HTMLElement>('[data-testid="popup-body"]');
    if (!body) throw new Error('no popup body');
    return { height: document.documentElement.getBoundingClientRect().height, hiddenBelow: body.scrollHeight - body.clientHeight };
  });
}

beforeAll(async () => {
  session = await launchBrowserSession();
  router = await routeSites(session.context, []);
});

beforeEach(async () => {
  await clearExtensionStorage(session);
  router.reset();
  popup = await openPopup();
});

// Offline is the default: whatever a test did in the popup, nothing left the browser.
afterEach(async () => {
  await popup?.close();
  expect(networkRequests(router).map((r) => r.url)).toEqual([]);
  expect(router.refused).toEqual([]);
});

afterAll(async () => {
  await session?.close();
});

describe('the popup’s Check tab', () => {
  it('opens on the Check tab under one top-level heading', async () => {
    expect(await popup.getByTestId('popup-tab-check').getAttribute('aria-selected')).toBe('true');
    expect(await popup.getByTestId('popup-tab-drafts').getAttribute('aria-selected')).toBe('false');
    expect(await popup.locator('h1').allTextContents()).toEqual(['Preflight']);
    // Our icon heads it, drawn (not a broken image) and silent for screen readers.
    const icon = popup.locator('h1 img');
    expect(await icon.getAttribute('alt')).toBe('');
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('scores a typed draft with the same panel and numbers as the engine', async () => {
    const expected = score({ text: DRAFT, platform: 'x' });
    expect(expected.length.limit).toBe(280);
    await checkDraft(DRAFT);
    const panel = panelIn(popup);
    await showTab(panel, 'reach');
    await expect.poll(() => panel.chart.locator('canvas').count()).toBeGreaterThan(0);
  });

  it('follows the platform: Bluesky’s 300-grapheme limit replaces X’s 280', async () => {
    expect(score({ text: DRAFT, platform: 'bluesky' }).length.limit).toBe(300);
    await checkDraft(DRAFT, 'x');
    await checkDraft(DRAFT, 'bluesky');
  });

  it('passes the persona to the engine', async () => {
    await checkDraft(DRAFT, 'bluesky');
    const expected = score({ text: DRAFT, platform: 'bluesky', persona: PERSONA });
    await popup.getByTestId('check-persona').fill(PERSONA);
    await expect.poll(() => shownNumber(panelIn(popup).score), { timeout: 10_000 }).toBe(Math.round(expected.pre_publish_score));
  });

  it('keeps the draft in history after the popup is reopened, and reopens it with its platform and persona', async () => {
    await checkDraft(DRAFT, 'bluesky', PERSONA);
    await expect.poll(recentCount, { timeout: 10_000 }).toBe(1);

    await reopenPopup();
    await expect.poll(recentCount, { timeout: 10_000 }).toBe(1);
    expect(await popup.getByTestId('check-text').inputValue()).toBe('');
    await popup.getByTestId('check-history-toggle').click();
    const item = popup.getByTestId('check-history-item');
    expect(await item.allTextContents()).toEqual([expect.stringContaining(DRAFT.slice(0, 30).replace(/\s+/g, ' '))]);

    await item.click();
    await expect.poll(() => popup.getByTestId('check-text').inputValue()).toBe(DRAFT);
    expect(await popup.getByTestId('check-platform').inputValue()).toBe('bluesky');
    expect(await popup.getByTestId('check-persona').inputValue()).toBe(PERSONA);
  });

  it('clears the history from storage, so a reopened popup lists nothing', async () => {
    await checkDraft(DRAFT);
    await expect.poll(recentCount, { timeout: 10_000 }).toBe(1);
    await popup.getByTestId('check-history-toggle').click();
    await popup.getByTestId('check-history-clear').click();
    await expect.poll(() => popup.getByTestId('check-history-item').count()).toBe(0);
    await expect.poll(() => storedHistory()).toBeUndefined();

    await reopenPopup();
    expect(await recentCount()).toBe(0);
    expect(await storedHistory()).toBeUndefined();
  });
});

describe('the popup’s Drafts tab', () => {
  it('drafts ranked variants with the engine’s scores, offered to copy, not to insert', async () => {
    // An idea with a problem, its cause and a fix: honest diagnoses, none with a slot to fill, and no two in
    // nearly the same words (so fewer than asked).
    const idea = 'Our onboarding emails were ignored because they asked for five things at once. Now each email asks for one action.';
    const ranked = generateOffline({ idea, n_variants: 3, post_format: 'problem_diagnosis', platform: 'x' }).ranked;
    expect(ranked.length).toBeGreaterThanOrEqual(2);
    await popup.getByTestId('popup-tab-drafts').click();
    expect(await popup.getByTestId('popup-tab-drafts').getAttribute('aria-selected')).toBe('true');
    const panel = panelIn(popup);
    expect(await draftVariants(panel, { idea, n: 3, format: 'problem_diagnosis' })).toEqual(
      ranked.map((v) => Math.round(v.sim.pre_publish_score)),
    );
    expect(await panel.variants.getByTestId('preflight-copy').count()).toBe(ranked.length);
    expect(await panel.variants.getByTestId('preflight-insert').count()).toBe(0);
    await saveScreenshot(popup.getByTestId('popup'), 'popup-drafts');
  });
});

describe('the popup fits Chrome’s 600 px', () => {
  it('shows a checked draft with its expanded panel, the recent checks line and the mode, all without scrolling', async () => {
    await checkDraft(BAIT);
    // The popup opens the panel expanded, on the tab with what to fix.
    expect(await panelIn(popup).toggle.getAttribute('aria-expanded')).toBe('true');
    const { height, hiddenBelow } = await popupSize();
    expect(height).toBeLessThanOrEqual(CHROME_POPUP_MAX_PX);
    expect(hiddenBelow).toBe(0);
    console.info(`e2e: popup with a checked draft and its expanded panel: ${Math.round(height)} px tall`);
    await expect.poll(recentCount, { timeout: 10_000 }).toBe(1);
    await popup.getByTestId('check-text').blur();
    await saveScreenshot(popup.getByTestId('popup'), 'popup-check');
  });

  it('stays within 600 px with ten recent checks open and with ten drafted variants, scrolling only the open tab', async () => {
    const entries = Array.from({ length: 10 }, (_, i) => ({
      id: `seeded-${i}`,
      text: `${DRAFT} (${i})`,
      platform: 'x',
      persona: '',
      decision: 'publish',
      score: 60,
      checkedAt: new Date(Date.UTC(2026, 2, 1, 10, i)).toISOString(),
    }));
    await writeExtensionStorage(session, { checkHistory: entries });
    await reopenPopup();
    await checkDraft(BAIT);
    await popup.getByTestId('check-history-toggle').click();
    await expect.poll(() => popup.getByTestId('check-history-item').count()).toBe(10);
    expect((await popupSize()).height).toBeLessThanOrEqual(CHROME_POPUP_MAX_PX);
    // The list is brought into view below the panel.
    expect(await popup.getByTestId('check-history-clear').isVisible()).toBe(true);

    await popup.getByTestId('popup-tab-drafts').click();
    // Mixed formats, ten asked for: an idea with a result, its numbers and the writer's act gives eight
    // distinct rewrites (no near-copies), more than the popup shows without scrolling.
    const rich = 'We moved the weekly demo to Monday mornings. Attendance went from 6 people to 25.';
    const given = generateOffline({ idea: rich, n_variants: 10, post_format: null, platform: 'x' }).ranked.length;
    expect(given).toBeGreaterThanOrEqual(8);
    await draftVariants(panelIn(popup), { idea: rich, n: 10, format: '' });
    expect(await panelIn(popup).variants.count()).toBe(given);
    expect((await popupSize()).height).toBeLessThanOrEqual(CHROME_POPUP_MAX_PX);
    // Only the open tab scrolls: the heading and the tabs stay where they are.
    const headingTop = async () => (await popup.locator('h1').boundingBox())?.y;
    const before = await headingTop();
    await panelIn(popup).variants.last().scrollIntoViewIfNeeded();
    expect(await popup.getByTestId('popup-body').evaluate((body) => body.scrollTop)).toBeGreaterThan(0);
    expect(await headingTop()).toBe(before);
  });

  it('has no placeholder cut off, on either tab', async () => {
    expect(await cutOffPlaceholders(popup)).toEqual([]);
    await popup.getByTestId('popup-tab-drafts').click();
    await popup.getByTestId('preflight-idea').waitFor();
    expect(await cutOffPlaceholders(popup)).toEqual([]);
  });
});
