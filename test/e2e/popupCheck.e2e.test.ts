// The popup's "Check a draft" tab: the composer's panel for drafts written anywhere, offline.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateOffline, score } from '../../shared';
import { launchBrowserSession } from './harness/browserSession';
import type { BrowserSession } from './harness/browserSession';
import { draftVariants, setControl } from './harness/composerActions';
import { expectPanelToShow, panelIn, shownNumber } from './harness/panel';
import { ARTIFACTS_DIR } from './harness/paths';
import { networkRequests, routeSites } from './harness/siteRouter';
import type { SiteRouter } from './harness/siteRouter';

const DRAFT = 'Most onboarding emails fail because they ask for three things at once.\n\nAsk for one. Which single action would you ask a new user for?';
const PERSONA = 'indie SaaS founders';
const IDEA = 'onboarding emails that ask for one action convert better';

let session: BrowserSession;
let router: SiteRouter;
let popup: Page;

beforeAll(async () => {
  session = await launchBrowserSession();
  router = await routeSites(session.context, []);
  popup = await session.openExtensionPage('popup.html');
});

async function reopenPopup(): Promise<void> {
  await popup.close();
  popup = await session.openExtensionPage('popup.html');
  await popup.getByTestId('check-text').waitFor({ state: 'visible', timeout: 10_000 });
}

/** The history as the extension stored it (`local:checkHistory` in extension storage). */
async function storedHistory(): Promise<unknown> {
  const worker = await session.serviceWorker();
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
    };
    return (await chrome.storage.local.get('checkHistory'))['checkHistory'];
  });
}

afterAll(async () => {
  await session?.close();
});

describe('the popup’s "Check a draft" tab', () => {
  it('opens on the "Check a draft" tab', async () => {
    await popup.getByTestId('check-text').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await popup.getByTestId('popup-tab-check').getAttribute('aria-selected')).toBe('true');
    expect(await popup.getByTestId('popup-tab-drafts').getAttribute('aria-selected')).toBe('false');
  });

  it('scores a typed draft with the same panel and numbers as the engine', async () => {
    const expected = score({ text: DRAFT, platform: 'x' });
    await setControl(popup.getByTestId('check-platform'), 'x');
    await popup.getByTestId('check-text').fill(DRAFT);
    const panel = panelIn(popup);
    expect(expected.length.limit).toBe(280);
    await expectPanelToShow(panel, expected);
    expect(await panel.chart.locator('canvas').count()).toBeGreaterThan(0);
    await panel.root.screenshot({ path: join(ARTIFACTS_DIR, 'popup-check.png') });
  });

  it('follows the platform: Bluesky’s 300-grapheme limit replaces X’s 280', async () => {
    const expected = score({ text: DRAFT, platform: 'bluesky' });
    await setControl(popup.getByTestId('check-platform'), 'bluesky');
    const panel = panelIn(popup);
    expect(expected.length.limit).toBe(300);
    await expectPanelToShow(panel, expected);
  });

  it('passes the persona to the engine', async () => {
    const expected = score({ text: DRAFT, platform: 'bluesky', persona: PERSONA });
    await popup.getByTestId('check-persona').fill(PERSONA);
    await expect.poll(() => shownNumber(panelIn(popup).score), { timeout: 10_000 }).toBe(Math.round(expected.pre_publish_score));
  });

  it('keeps the draft in history after the popup is reopened, and reopens it with its platform and persona', async () => {
    const history = () => popup.getByTestId('check-history-item');
    await expect.poll(() => history().count(), { timeout: 10_000 }).toBe(1);

    await reopenPopup();
    await expect.poll(() => history().count(), { timeout: 10_000 }).toBe(1);
    expect(await history().first().textContent()).toContain(DRAFT.slice(0, 30));
    expect(await popup.getByTestId('check-text').inputValue()).toBe('');

    await history().first().click();
    await expect.poll(() => popup.getByTestId('check-text').inputValue()).toBe(DRAFT);
    expect(await popup.getByTestId('check-platform').inputValue()).toBe('bluesky');
    expect(await popup.getByTestId('check-persona').inputValue()).toBe(PERSONA);
  });

  it('clears the history from storage, so a reopened popup lists nothing', async () => {
    await reopenPopup();
    await expect.poll(() => popup.getByTestId('check-history-item').count(), { timeout: 10_000 }).toBe(1);
    await popup.getByTestId('check-history-clear').click();
    await expect.poll(() => popup.getByTestId('check-history-item').count()).toBe(0);
    await expect.poll(() => storedHistory()).toBeUndefined();

    await reopenPopup();
    expect(await storedHistory()).toBeUndefined();
    expect(await popup.getByTestId('check-history-item').count()).toBe(0);
  });

  it('drafts ranked variants on the Drafts tab with the engine’s scores, offered to copy, not to insert', async () => {
    const ranked = generateOffline({ idea: IDEA, n_variants: 3, post_format: 'problem_diagnosis', platform: 'x' }).ranked;
    await reopenPopup();
    await popup.getByTestId('popup-tab-drafts').click();
    expect(await popup.getByTestId('popup-tab-drafts').getAttribute('aria-selected')).toBe('true');
    const panel = panelIn(popup);
    expect(await draftVariants(panel, { idea: IDEA, n: 3, format: 'problem_diagnosis' })).toEqual(
      ranked.map((v) => Math.round(v.sim.pre_publish_score)),
    );
    expect(await panel.variants.getByTestId('preflight-copy').count()).toBe(3);
    expect(await panel.variants.getByTestId('preflight-insert').count()).toBe(0);
  });

  it('made no network request while checking drafts', () => {
    expect(networkRequests(router).map((r) => r.url)).toEqual([]);
    expect(router.refused).toEqual([]);
  });
});
