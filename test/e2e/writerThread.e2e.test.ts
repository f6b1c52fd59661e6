// The Fix tab for a post over the limit, in real Chromium on the site fixtures, offline mode:
//   - a thread the writer numbered in one box has one "too long" card that says its sentence once, and its
//     action writes the writer's own parts: on X one box per part, made with X's "+" control; on Bluesky, which
//     has no such control, the parts to copy one by one;
//   - a post a little over the limit with removable clauses gets "cut to fit", previewed (what goes struck
//     through), applied, and taken back by Undo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score, type Platform } from '../../shared';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { composerText, pastePlainText } from './harness/clipboardPaste';
import { clearExtensionStorage } from './harness/extensionStorage';
import { expectPanelToShow, panelIn, showTab, type Panel } from './harness/panel';
import { blueskyHome, xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const X_EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"]';
const BLUESKY_EDITOR = 'div.ProseMirror[contenteditable="true"]';
/** Three numbered parts in one box: 307 characters, over X's 280 and Bluesky's 300, each part within them. */
const PARTS = [
  '1/ We shipped dark mode in 3 days. The trick was a token file we had written months before for a different reason.',
  '2/ Every colour in the app already pointed at a token, so the switch meant one new file and 40 minutes of review.',
  '3/ What would you check first before trusting tokens for a theme like this?',
];
const NUMBERED = PARTS.join('\n\n');
/** Over X's 280 by about 20, with an opener and a closing question that ask nothing: cutting them fits. */
const NEAR_LIMIT =
  "Here's the thing: we moved 40 services to one queue in six weeks. Retries were the hard part, since " +
  'every consumer had its own idea of what to try again. One retry policy with jitter replaced eleven ' +
  'of them. Pages at night fell from nine a week to one. Naming the messages took two more weeks. ' +
  'Thoughts?';

const home = xHome();
const bluesky = blueskyHome();
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [home, bluesky]);
});

afterAll(async () => {
  await session?.close();
});

async function open(url: string): Promise<{ page: Page; panel: Panel }> {
  await clearExtensionStorage(session);
  const page = await session.context.newPage();
  await page.goto(url);
  const panel = panelIn(page);
  await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
  return { page, panel };
}

const boxed = (text: string, platform: Platform) => score({ text, platform, one_post: true });
const overLimitCard = (panel: Panel) => panel.issues.and(panel.root.locator('[data-concept="over_limit"]'));
const occurrences = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;

/** The one over-limit card: it says the engine's sentence once, and its first action is the writer's split. */
async function expectOneCardForTheWritersThread(panel: Panel, message: string): Promise<void> {
  await expect.poll(() => overLimitCard(panel).count()).toBe(1);
  const card = overLimitCard(panel);
  const said = (await card.evaluate((el) => el.textContent ?? '')) ?? '';
  expect(message).toMatch(/post it as your thread of 3/u);
  expect(occurrences(said, 'post it as your thread of 3')).toBe(1);
  expect(await card.getByTestId('preflight-fix').first().getAttribute('data-kind')).toBe('split_thread');
}

describe('a numbered thread in one box', () => {
  it('on X: one "too long" card, and its action writes the writer’s three parts, one box each', async () => {
    const { page, panel } = await open(home.url);
    await pastePlainText(page, X_EDITOR, NUMBERED);
    const expected = boxed(NUMBERED, 'x');
    await expectPanelToShow(panel, expected);
    await showTab(panel, 'fix');
    await expectOneCardForTheWritersThread(panel, expected.blockers.find((b) => b.code === 'over_limit')!.message);

    const write = overLimitCard(panel).getByTestId('preflight-split-write');
    expect(await write.textContent()).toMatch(/^Write as 3 posts/u);
    await write.click();
    await panel.root.getByTestId('preflight-split-done').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.evaluate(() => window.__composerTexts?.() ?? [])).toEqual(PARTS);
    await page.close();
  });

  it('on Bluesky: the same card, and the writer’s parts to copy, one by one', async () => {
    const { page, panel } = await open(bluesky.url);
    await pastePlainText(page, BLUESKY_EDITOR, NUMBERED);
    // The editor keeps the parts as paragraphs; the panel scores its text as the site reads it.
    await expect.poll(() => composerText(page)).toContain(PARTS[2]);
    const text = await composerText(page);
    expect(text.split('\n').filter((line) => line.trim() !== '')).toEqual(PARTS);
    const expected = boxed(text, 'bluesky');
    await expectPanelToShow(panel, expected);
    await showTab(panel, 'fix');
    await expectOneCardForTheWritersThread(panel, expected.blockers.find((b) => b.code === 'over_limit')!.message);

    const card = overLimitCard(panel);
    expect(await card.getByTestId('preflight-split-write').count()).toBe(0);
    await card.getByTestId('preflight-split-copy').waitFor({ state: 'visible' });
    expect(await card.getByTestId('preflight-split-part').allTextContents()).toEqual(PARTS.map((part) => `${part}Copy`));

    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(bluesky.url).origin });
    await page.bringToFront();
    await card.getByTestId('preflight-split-part-copy').nth(2).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(PARTS[2]);
    expect(await composerText(page)).toBe(text);
    await page.close();
  });
});

describe('cut to fit', () => {
  it('on X: previewed first in the "too long" card, applied, and taken back by Undo', async () => {
    const fix = score({ text: NEAR_LIMIT, platform: 'x', one_post: true, want_fixes: true }).fixes?.find((f) => f.kind === 'cut_to_limit');
    expect(fix).toBeDefined();
    const { page, panel } = await open(home.url);
    await pastePlainText(page, X_EDITOR, NEAR_LIMIT);
    await expectPanelToShow(panel, boxed(NEAR_LIMIT, 'x'));
    await showTab(panel, 'fix');

    const card = overLimitCard(panel);
    await expect
      .poll(() => card.getByTestId('preflight-fix').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))))
      .toEqual(['cut_to_limit']);
    // The preview strikes what goes: the opener, the small "w" its capital replaces, the closing question.
    const struck = await card.getByTestId('preflight-fix-preview').locator('del').allTextContents();
    expect(struck.map((s) => s.trim())).toEqual(["Here's the thing:", 'w', 'Thoughts?']);

    await card.getByTestId('preflight-fix-apply').click();
    await expect.poll(() => composerText(page)).toBe(fix!.text);
    await panel.undo.click();
    await expect.poll(() => composerText(page)).toBe(NEAR_LIMIT);
    await page.close();
  });
});
