// The cases a writer most needs the panel to get right, each also the README's picture of it: a composer box
// over X's limit (never "Ready to post", the verdict says what to do), a post in a language the word cues do
// not read (one line says what it was judged on, and it is faulted for no English rule), and the Details tab
// (likes per 1,000 views against the usual post, no model-internal numbers). On the X fixture (real Draft.js), offline mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score, type ScoreResult } from '../../shared';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { pastePlainText } from './harness/clipboardPaste';
import { clearExtensionStorage } from './harness/extensionStorage';
import { expectPanelToShow, panelIn, showTab } from './harness/panel';
import { saveScreenshot } from './harness/screenshots';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"]';
const OVER_LIMIT =
  'We rewrote our onboarding three times this year, and each rewrite taught us something we should ' +
  'have seen at the start. People try a product before they trust it, so the first minute has to show ' +
  'them their own data. The version that finally worked asks for nothing up front: the sign-up form ' +
  'comes only after they have a reason to stay.';
// Dutch: a language the editor does not read (it reads English, German, Spanish, French, Portuguese, Italian).
const DUTCH =
  'We hebben vandaag de nieuwe versie van onze app uitgebracht: hij werkt nu zonder internet en ' +
  'synchroniseert alles zodra je weer online bent. Het was 4 maanden werk.';
const LAUNCH = 'We cut our nightly build from 52 minutes to 9 by caching the Docker layers. The whole change was 30 lines.';

const home = xHome();
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [home]);
});

afterAll(async () => {
  await session?.close();
});

/** A fresh X page on emptied storage, the draft pasted and scored as the composer box it is. */
async function draftOnX(text: string): Promise<{ page: Page; expected: ScoreResult }> {
  await clearExtensionStorage(session);
  const page = await session.context.newPage();
  await page.goto(home.url);
  const panel = panelIn(page);
  await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
  await pastePlainText(page, EDITOR, text);
  const expected = score({ text, platform: 'x', one_post: true });
  await expectPanelToShow(panel, expected);
  return { page, expected };
}

describe('the panel on the cases a writer needs it to get right', () => {
  it('over X’s 280 in one box: never “Ready to post”, the verdict says how to get under the limit', async () => {
    const { page, expected } = await draftOnX(OVER_LIMIT);
    const panel = panelIn(page);
    expect(expected.decision).not.toBe('publish');
    const verdict = (await panel.verdict.textContent()) ?? '';
    expect(verdict).not.toBe('Ready to post');
    expect(verdict).toMatch(/280/u);
    expect(verdict).toMatch(/cut \d+ characters/u);
    await saveScreenshot(page.locator('.composer'), 'panel-over-limit');
    await page.close();
  });

  it('a Dutch post: one line says what it was judged on, and no card faults it on English words', async () => {
    const { page, expected } = await draftOnX(DUTCH);
    const panel = panelIn(page);
    const note = expected.reasons.find((r) => r.concept === 'language');
    expect(note?.text).toMatch(/^Written in Dutch/u);
    await showTab(panel, 'fix');
    await expect.poll(() => panel.root.getByTestId('preflight-language').textContent()).toBe(note?.text);
    // The note is a line, not a thing to change.
    expect(await panel.issues.filter({ hasText: 'Written in' }).count()).toBe(0);
    await saveScreenshot(panel.root, 'panel-non-english');
    await page.close();
  });

  it('the Details tab speaks in likes per 1,000 views and the views at 24 h, with no model-internal figure', async () => {
    const { page } = await draftOnX(LAUNCH);
    const panel = panelIn(page);
    await showTab(panel, 'details');
    const details = panel.root.getByTestId('preflight-details');
    await details.waitFor({ state: 'visible' });
    const text = (await details.textContent()) ?? '';
    expect(text).toMatch(/per 1,000 views/iu);
    expect(await panel.root.getByTestId('preflight-details-views').textContent()).toMatch(/\d/u);
    // No probabilities, weights or contributions: no figure with more than two decimals, no "weighted".
    expect(text).not.toMatch(/\d\.\d{3,}|weighted/iu);
    await saveScreenshot(panel.root, 'panel-details');
    await page.close();
  });
});
