// The panel and the editor keep up with each other, on X's composer (real Draft.js) in Chromium: the length
// counter follows every keystroke while the score waits for a pause; a click on marked words opens the panel
// at their card; a card hidden for good leaves the verdict, the count and the marks, and comes back with
// Undo; what runs past the limit is tinted lightly from the first letter of a word; under a thread the panel
// wrote, only one panel is open, and then the one of the box the writer clicks into. Offline mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score, weightedLength } from '../../shared';
import { MARK_NAMES } from '../../extension/dom/textMarks';
import { PANEL_HOST_TAG } from '../../extension/dom/panelHostTag';
import { SCORE_DEBOUNCE_MS } from '../../extension/state/livePost';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { pastePlainText } from './harness/clipboardPaste';
import { typeInto } from './harness/composerActions';
import { clearExtensionStorage } from './harness/extensionStorage';
import { expectPanelToShow, panelIn, showTab, type Panel } from './harness/panel';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';
import { logAudit } from '../support/logAudit';

const EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]';
const START = 'We cut our nightly build from 52 minutes to 9.';
const TYPED = ' Caching the Docker layers did it.';
/** Ten characters a second. */
const KEY_GAP_MS = 100;
const BAITED = 'We cut our nightly build from 52 minutes to 9 by caching the Docker layers. RT if you agree';
const OVER =
  'So, We cut our cloud bill by 62% in one quarter without touching the product. Here is exactly what we changed. ' +
  'Idle staging environments cost more than production, so we scheduled them to shut down at night. ' +
  'Logs were stored forever at the most expensive tier, so we kept thirty days hot. What is the one line item you never questioned?';

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [xHome()]);
});

afterAll(async () => {
  await session?.close();
});

async function freshX(): Promise<{ page: Page; panel: Panel }> {
  await clearExtensionStorage(session);
  const page = await session.context.newPage();
  await page.goto(xHome().url);
  const panel = panelIn(page);
  await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
  return { page, panel };
}

/** The text of every range the page's own highlight registry holds under `name`. */
async function highlighted(page: Page, name: string): Promise<string[]> {
  return page.evaluate((n) => {
    const highlight = CSS.highlights.get(n);
    return highlight ? Array.from(highlight as unknown as Iterable<Range>, (range) => range.toString()) : [];
  }, name);
}

/** The counter's figures as digits only ("1,234 / 3,000" → "1234/3000"), whatever the locale groups them by. */
const counted = (panel: Panel) =>
  panel.length.evaluate((el) => (el.querySelector('.pf-length__text')?.textContent ?? '').replace(/[^\d/]/gu, ''));

describe('the length counter', () => {
  it(`follows every keystroke at ten characters a second, sooner than the score's ${SCORE_DEBOUNCE_MS} ms pause`, async () => {
    const { page, panel } = await freshX();
    await typeInto(page, EDITOR, START);
    await expectPanelToShow(panel, score({ text: START, platform: 'x', one_post: true }));
    logAudit.registerText(`${START}${TYPED}`);
    // In the page: when each key went down, and when the counter first showed each count (the UI's own signal).
    await page.evaluate((hostTag) => {
      const w = window as unknown as { __keys: number[]; __shown: Record<string, number> };
      w.__keys = [];
      w.__shown = {};
      document.addEventListener('keydown', () => w.__keys.push(performance.now()), true);
      const root = document.querySelector(hostTag)!.shadowRoot!;
      const note = () => {
        const text = (root.querySelector('[data-testid="preflight-length"] .pf-length__text')?.textContent ?? '').replace(/[^\d/]/gu, '');
        if (text && !(text in w.__shown)) w.__shown[text] = performance.now();
      };
      new MutationObserver(note).observe(root, { childList: true, subtree: true, characterData: true });
    }, PANEL_HOST_TAG);

    const delays: number[] = [];
    for (let i = 1; i <= TYPED.length; i++) {
      const began = Date.now();
      await page.keyboard.type(TYPED.charAt(i - 1));
      const expected = `${weightedLength(`${START}${TYPED.slice(0, i)}`, 'x').weighted}/280`;
      await expect.poll(() => counted(panel), { timeout: 5_000 }).toBe(expected);
      delays.push(
        await page.evaluate((key) => {
          const w = window as unknown as { __keys: number[]; __shown: Record<string, number> };
          return (w.__shown[key] ?? Infinity) - (w.__keys.at(-1) ?? 0);
        }, expected),
      );
      const rest = KEY_GAP_MS - (Date.now() - began);
      if (rest > 0) await page.waitForTimeout(rest);
    }
    // Each count was on screen before a debounced count could have been: not one keystroke waited for the score.
    expect(Math.max(...delays)).toBeLessThan(SCORE_DEBOUNCE_MS);
    await page.close();
  });
});

describe('marked words', () => {
  let page: Page;
  let panel: Panel;

  afterAll(async () => {
    await page?.close();
  });

  it('open the panel at their card when clicked, the caret left in the editor', async () => {
    ({ page, panel } = await freshX());
    await typeInto(page, EDITOR, BAITED);
    const expected = score({ text: BAITED, platform: 'x', one_post: true });
    await expectPanelToShow(panel, expected);
    await expect.poll(() => highlighted(page, MARK_NAMES.block)).toEqual(['RT if']);
    expect(await panel.toggle.getAttribute('aria-expanded')).toBe('false');

    // Where the browser draws the marked "RT": its own Range over the editor's text.
    const at = await page.evaluate((selector) => {
      const editor = document.querySelector(selector)!;
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const i = node.textContent?.indexOf('RT if') ?? -1;
        if (i < 0) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 2);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      return null;
    }, EDITOR);
    expect(at).not.toBeNull();
    await page.mouse.click(at!.x, at!.y);

    await expect.poll(() => panel.toggle.getAttribute('aria-expanded')).toBe('true');
    const card = panel.root.locator('.pf-card--opened');
    await card.waitFor({ state: 'visible' });
    expect(await card.getAttribute('data-concept')).toBe('engagement_bait');
    expect(await panel.root.getByTestId('preflight-tab-fix').getAttribute('aria-selected')).toBe('true');
    // The writer can go on typing where they clicked.
    expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), EDITOR)).toBe(true);
  });

  it('of a card hidden for good leave the marks, the verdict and the count; Undo brings them back', async () => {
    const expected = score({ text: BAITED, platform: 'x', one_post: true });
    // The Fix tab's count: none shown is none.
    const count = async () =>
      (await panel.root.locator('.pf-count').count()) > 0 ? Number(await panel.root.locator('.pf-count').textContent()) : 0;
    expect(await count()).toBe(expected.explanation.issues.length);
    const bait = panel.root.locator('[data-testid="preflight-issue"][data-concept="engagement_bait"]');
    await bait.getByTestId('preflight-dismiss').click();
    await panel.root.getByTestId('preflight-dismiss-good').click();

    await expect.poll(() => highlighted(page, MARK_NAMES.block)).toEqual([]);
    expect(await panel.verdict.textContent()).not.toMatch(/bait/iu);
    expect(await count()).toBe(expected.explanation.issues.length - 1);

    await panel.root.getByTestId('preflight-dismiss-undo').click();
    await expect.poll(() => highlighted(page, MARK_NAMES.block)).toEqual(['RT if']);
    expect(await panel.verdict.textContent()).toBe(expected.explanation.verdict);
    expect(await count()).toBe(expected.explanation.issues.length);
  });
});

describe('a post over the limit', () => {
  it('is tinted lightly from the first letter of the word the limit falls in, never red-wavy', async () => {
    const { page, panel } = await freshX();
    await pastePlainText(page, EDITOR, OVER);
    const expected = score({ text: OVER, platform: 'x', one_post: true });
    await expectPanelToShow(panel, expected);
    const limitAt = expected.blockers.find((b) => b.code === 'over_limit')?.span?.start ?? 0;
    // The limit falls inside a word here.
    expect(/\p{L}/u.test(OVER.charAt(limitAt - 1)) && /\p{L}/u.test(OVER.charAt(limitAt))).toBe(true);
    await expect.poll(() => highlighted(page, MARK_NAMES.over)).toHaveLength(1);
    const [tinted] = await highlighted(page, MARK_NAMES.over);
    const start = OVER.length - (tinted?.length ?? 0);
    expect(OVER.endsWith(tinted ?? '-')).toBe(true);
    expect(start).toBeLessThanOrEqual(limitAt);
    expect(OVER.charAt(start - 1)).toBe(' ');
    expect(/\s/u.test(OVER.slice(start, limitAt))).toBe(false);
    expect(await highlighted(page, MARK_NAMES.block)).toEqual([]);
    // Drawn as a tint: the page's rule for it sets a background, no underline.
    const rule = await page.evaluate(
      (name) =>
        Array.from(document.styleSheets)
          .flatMap((s) => Array.from(s.cssRules))
          .find((r) => r.cssText.includes(`::highlight(${name})`))?.cssText ?? '',
      MARK_NAMES.over,
    );
    expect(rule).toMatch(/background-color/u);
    expect(rule).not.toMatch(/wavy/u);
    await page.close();
  });
});

describe('a thread the panel wrote', () => {
  const LONG_POST =
    'We rewrote our onboarding three times this year. Each rewrite taught us something we should have ' +
    'seen from the start. People try a product before they trust it, so the first minute has to show ' +
    'them their own data. The version that finally worked asks for nothing up front. The sign-up form ' +
    'comes only after they have a reason to stay.';

  it('has one panel open, the one that wrote it; a click into another box opens that box’s and folds the rest', async () => {
    const { page, panel } = await freshX();
    await pastePlainText(page, EDITOR, LONG_POST);
    await expectPanelToShow(panel, score({ text: LONG_POST, platform: 'x', one_post: true }));
    await showTab(panel, 'fix');
    await panel.root.getByTestId('preflight-split-write').click();
    await panel.root.getByTestId('preflight-split-done').waitFor({ state: 'visible', timeout: 15_000 });
    const boxes = page.locator('[data-testid^="tweetTextarea_"][contenteditable="true"]');
    const count = await boxes.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const open = () =>
      page
        .locator(PANEL_HOST_TAG)
        .evaluateAll((hosts) =>
          hosts.map((h) => h.shadowRoot?.querySelector('[data-testid="preflight-toggle"]')?.getAttribute('aria-expanded')),
        );
    await expect.poll(open).toEqual(['true', ...Array.from({ length: count - 1 }, () => 'false')]);

    await boxes.nth(1).click();
    await expect.poll(open).toEqual(Array.from({ length: count }, (_, i) => (i === 1 ? 'true' : 'false')));
    await page.close();
  });
});
