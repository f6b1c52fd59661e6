// A composer box is one post: over the limit the panel says what to do and never "Ready to post"; "Split
// into a thread" builds X's own thread (its "+" control, one box per part, each read back) or, where that
// cannot be done, offers the parts to copy; X Premium's long posts; the panel's place in the keyboard order
// and Escape. On the X fixture (real Draft.js editors), offline mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score, type Fix, type ScoreResult } from '../../shared';
import { PANEL_HOST_TAG } from '../../extension/dom/panelHostTag';
import { threadPartsOf } from '../../extension/panel/fix/threadWriting';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { composerText, pastePlainText } from './harness/clipboardPaste';
import { clearExtensionStorage, writeExtensionStorage } from './harness/extensionStorage';
import { expectPanelToShow, panelIn, showTab } from './harness/panel';
import { saveScreenshot } from './harness/screenshots';
import { xHome } from '../../scripts/browser/sitePages';
import { threadsCompose } from './harness/threadsPage';
import { routeSites } from '../../scripts/browser/siteRouter';

const EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"]';
const ADD_BUTTON = '[data-testid="addButton"]';
/** Written as a thread, in one box: X posts a box as one post, so this is one post over 280. */
const THREAD_IN_ONE_BOX = [
  '1/2 We rewrote our onboarding three times this year, and each rewrite taught us something we should ' +
    'have seen from the start about how people actually try a product before they trust it.',
  '2/2 The version that finally worked asks for nothing up front: you see your own data in the first ' +
    'minute, and the sign-up form comes only after you have a reason to keep it around.',
].join('\n\n');
/** Plain prose over 280: the engine offers to split it into a thread. */
const LONG_POST =
  'We rewrote our onboarding three times this year. Each rewrite taught us something we should have ' +
  'seen from the start. People try a product before they trust it, so the first minute has to show ' +
  'them their own data. The version that finally worked asks for nothing up front. The sign-up form ' +
  'comes only after they have a reason to stay.';

const home = xHome();
const threads = threadsCompose();
const threadsInGerman = threadsCompose('de');
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [home, threads, threadsInGerman]);
});

afterAll(async () => {
  await session?.close();
});

/** A fresh X page on emptied storage (the panel opens compact, X Premium off), or with `settings`. */
async function freshX(settings?: Record<string, unknown>): Promise<Page> {
  await clearExtensionStorage(session);
  if (settings) await writeExtensionStorage(session, { settings });
  const page = await session.context.newPage();
  await page.goto(home.url);
  await panelIn(page).root.waitFor({ state: 'visible', timeout: 15_000 });
  return page;
}

function composerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__composerTexts?.() ?? []);
}

/** What the engine says of one X composer box. */
const xBox = (text: string, extra: { x_premium?: boolean } = {}): ScoreResult => score({ text, platform: 'x', one_post: true, ...extra });

/** The split the panel offers a box over the limit: the engine's own for the box, scored as a thread. */
function splitFixOf(text: string): Fix {
  const fix = score({ text, platform: 'x', one_post: true, want_fixes: true }).fixes?.find((f) => f.kind === 'split_thread');
  if (!fix) throw new Error('the engine offers no split for this post');
  return fix;
}

describe('a composer box over the limit', () => {
  it('is one post: a thread written in one box says what to do, shows the overflow, and never "Ready to post"', async () => {
    const expected = xBox(THREAD_IN_ONE_BOX);
    const over = expected.blockers.find((b) => b.code === 'over_limit');
    expect(expected.decision).toBe('reject');
    expect(over).toBeDefined();
    const page = await freshX();
    const panel = panelIn(page);

    await pastePlainText(page, EDITOR, THREAD_IN_ONE_BOX);
    await expectPanelToShow(panel, expected);
    expect(await panel.verdict.textContent()).toBe(over?.message.replace(/\.$/u, ''));
    expect(await panel.verdict.textContent()).not.toBe('Ready to post');
    expect(await panel.threadSummary.count()).toBe(0);
    expect(await panel.root.getByTestId('preflight-length-over').textContent()).toBe(
      `+${expected.length.weighted - expected.length.limit}`,
    );
    await page.close();
  });

  it('with X Premium on, a 1,000-character post is within the limit', async () => {
    const text = `${LONG_POST} ${LONG_POST} ${LONG_POST}`.slice(0, 1_000).trimEnd();
    const expected = xBox(text, { x_premium: true });
    expect(expected.length.weighted).toBeGreaterThan(280);
    expect(expected.blockers.some((b) => b.code === 'over_limit')).toBe(false);
    const page = await freshX({ xPremium: true });
    const panel = panelIn(page);

    await pastePlainText(page, EDITOR, text);
    await expectPanelToShow(panel, expected);
    expect(await panel.root.getByTestId('preflight-length-over').count()).toBe(0);
    expect(await panel.verdict.textContent()).not.toMatch(/280/u);
    await page.close();
  });
});

describe('"Split into a thread" on X', () => {
  /** A fresh X page whose box holds LONG_POST over the limit, its Fix tab open at the split. */
  async function splitReady(): Promise<{ page: Page; panel: ReturnType<typeof panelIn>; parts: string[] }> {
    const parts = threadPartsOf(splitFixOf(LONG_POST), 'x');
    const page = await freshX();
    const panel = panelIn(page);
    await pastePlainText(page, EDITOR, LONG_POST);
    await expectPanelToShow(panel, xBox(LONG_POST));
    await showTab(panel, 'fix');
    return { page, panel, parts };
  }

  async function writeSplit(panel: ReturnType<typeof panelIn>): Promise<void> {
    await panel.root.getByTestId('preflight-split-write').click();
    await panel.root.getByTestId('preflight-split-done').waitFor({ state: 'visible', timeout: 15_000 });
  }

  it('writes each part into its own box, made with X’s own "+" control', async () => {
    const { page, panel, parts } = await splitReady();
    expect(parts.length).toBeGreaterThanOrEqual(2);

    await writeSplit(panel);
    expect(await composerTexts(page)).toEqual(parts);
    expect(await page.locator('[data-testid^="tweetTextarea_"][contenteditable="true"]').count()).toBe(parts.length);
    // The first box now holds its part alone: its panel (the first on the page) scores that part, not the whole draft;
    // and the box made for the next part has a panel of its own that scores that part, with no typing.
    await expectPanelToShow(panelIn(page.locator(PANEL_HOST_TAG).first()), xBox(parts[0]!));
    await expectPanelToShow(panelIn(page.locator(PANEL_HOST_TAG).nth(1)), xBox(parts[1]!));
    await saveScreenshot(page.locator('.composer'), 'panel-thread');
    await page.close();
  });

  it('takes the written thread back as one Undo step: one box again, holding the writer’s text', async () => {
    const { page, panel, parts } = await splitReady();
    await writeSplit(panel);
    expect(await composerTexts(page)).toEqual(parts);

    // The writer's own panel (the first box's) holds the step.
    const first = panelIn(page.locator(PANEL_HOST_TAG).first());
    expect(await first.root.getByTestId('preflight-applied').textContent()).toContain(`Thread of ${parts.length} posts`);
    await first.root.getByTestId('preflight-undo').click();
    await expect.poll(() => composerTexts(page)).toEqual([LONG_POST]);
    expect(await page.locator('[data-testid^="tweetTextarea_"][contenteditable="true"]').count()).toBe(1);
    // The removed box's panel goes when the extension sees its box go (a mutation observer's turn later).
    await expect.poll(() => page.locator(PANEL_HOST_TAG).count()).toBe(1);
    await expectPanelToShow(panel, xBox(LONG_POST));
    expect(await panel.root.getByTestId('preflight-undo-note').count()).toBe(0);
    expect(await panel.root.getByTestId('preflight-undo').count()).toBe(0);
    await page.close();
  });

  it('where X’s control is missing, writes nothing and offers the parts to copy one by one', async () => {
    const { page, panel, parts } = await splitReady();
    await page.locator(ADD_BUTTON).evaluate((button) => button.remove());

    await panel.root.getByTestId('preflight-split-write').click();
    await panel.root.getByTestId('preflight-split-copy').waitFor({ state: 'visible' });
    expect(await panel.root.getByTestId('preflight-split-part').allTextContents()).toEqual(parts.map((part) => `${part}Copy`));
    expect(await composerText(page)).toBe(LONG_POST);
    expect(await composerTexts(page)).toEqual([LONG_POST]);

    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(home.url).origin });
    await page.bringToFront();
    await panel.root.getByTestId('preflight-split-part-copy').nth(1).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(parts[1]);
    await page.close();
  });
});

describe('"Split into a thread" on Threads', () => {
  const text = `${LONG_POST} ${LONG_POST.replace('this year', 'last year')}`;

  /** Writes the engine's split of `text` on `site` and reads back every box. */
  async function splitOn(site: typeof threads): Promise<{ parts: string[]; written: string[] }> {
    const fix = score({ text, platform: 'threads', one_post: true, want_fixes: true }).fixes?.find((f) => f.kind === 'split_thread');
    expect(fix).toBeDefined();
    const parts = threadPartsOf(fix!, 'threads');
    await clearExtensionStorage(session);
    const page = await session.context.newPage();
    await page.goto(site.url);
    const panel = panelIn(page);
    await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
    await pastePlainText(page, '[role="textbox"]', text);
    await expectPanelToShow(panel, score({ text, platform: 'threads', one_post: true }));
    await showTab(panel, 'fix');

    await panel.root.getByTestId('preflight-split-write').click();
    await panel.root.getByTestId('preflight-split-done').waitFor({ state: 'visible', timeout: 15_000 });
    const written = await composerTexts(page);
    await page.close();
    return { parts, written };
  }

  it('writes each part into its own box, made with Threads’ own "Add to thread"', async () => {
    const { parts, written } = await splitOn(threads);
    expect(written).toEqual(parts);
  });

  it('finds "Add to thread" by its place in the dialog when the interface is not in English', async () => {
    const { parts, written } = await splitOn(threadsInGerman);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(written).toEqual(parts);
  });
});

describe('the panel and the keyboard', () => {
  const focusInPanel = (page: Page) => page.evaluate((tag) => document.activeElement?.tagName.toLowerCase() === tag, PANEL_HOST_TAG);
  const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

  it('Tab from the editor reaches the panel before the Post button', async () => {
    const page = await freshX();
    await pastePlainText(page, EDITOR, LONG_POST);
    await page.locator(EDITOR).focus();
    const visited: string[] = [];
    for (let i = 0; i < 40 && !visited.includes('tweetButtonInline'); i++) {
      await page.keyboard.press('Tab');
      visited.push((await focusInPanel(page)) ? 'panel' : ((await focusedTestId(page)) ?? 'other'));
    }
    expect(visited[0]).toBe('panel');
    expect(visited).toContain('tweetButtonInline');
    expect(visited.indexOf('panel')).toBeLessThan(visited.indexOf('tweetButtonInline'));
    await page.close();
  });

  it('Escape inside the panel collapses it and puts the writer back in the editor', async () => {
    const page = await freshX();
    const panel = panelIn(page);
    await pastePlainText(page, EDITOR, LONG_POST);
    await showTab(panel, 'why');
    await panel.root.getByTestId('preflight-tab-why').focus();

    await page.keyboard.press('Escape');
    await expect.poll(() => panel.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedTestId(page)).toBe('tweetTextarea_0');
    await page.close();
  });
});
