// The panel inside X's composer (a real Draft.js editor at https://x.com/home), offline mode.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateOffline, score } from '../../shared';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { composerText, xBlocksText } from './harness/clipboardPaste';
import { draftVariants, insertVariant, typeInto } from './harness/composerActions';
import { expectPanelToShow, panelIn, showTab, shownDecision } from './harness/panel';
import { panelPlacement } from './harness/panelPlacement';
import { ARTIFACTS_DIR } from '../../scripts/browser/paths';
import { xComposeWithoutEditor, xHome } from '../../scripts/browser/sitePages';
import { networkRequests, routeSites } from '../../scripts/browser/siteRouter';
import type { SiteRouter } from '../../scripts/browser/siteRouter';

const EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]';
const POST_BUTTON = '[data-testid="tweetButtonInline"]';
const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';
const BAIT = ' RT if you agree';
const IDEA = 'weekly small releases beat big launches for indie SaaS founders';
/** A Spanish idea with one number and nothing said of how it was measured. */
const SPANISH_IDEA = 'Pasamos las revisiones de código a la mañana y el equipo cerró 12 tareas más por semana.';
/** Phrases an English template would wrap around the idea: none belongs in a Spanish draft. */
const ENGLISH_STOCK = [
  'Something I learned',
  'How are you handling',
  'Building in public',
  'nobody likes to talk about',
  'What has actually worked',
  'the way a first-time reader would',
];

const home = xHome();
let session: BrowserSession;
let router: SiteRouter;
let page: Page;

beforeAll(async () => {
  session = await launchBrowserSession();
  router = await routeSites(session.context, [home, xComposeWithoutEditor()]);
  page = await session.context.newPage();
  await page.goto(home.url);
});

afterAll(async () => {
  await session?.close();
});

describe('the panel in X’s composer', () => {
  it('appears beside the composer: outside the editor, not covering the Post button', async () => {
    const panel = panelIn(page);
    await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('preflight-panel').count()).toBe(1);

    expect(await panelPlacement(panel.root, EDITOR, POST_BUTTON)).toEqual({ shadowOpen: true, insideEditor: false, buttonOnTop: true });
  });

  it('scores the draft as the user types, with the decision and score the engine gives', async () => {
    const expected = score({ text: DRAFT, platform: 'x' });
    expect(expected.decision).not.toBe('reject');
    const panel = panelIn(page);

    await typeInto(page, EDITOR, DRAFT);
    expect(await composerText(page)).toBe(DRAFT);
    expect(expected.length.limit).toBe(280);
    await expectPanelToShow(panel, expected);
  });

  it('flips to reject with the engagement-bait blocker and its fix (on the Fix tab) when "RT if you agree" is added', async () => {
    const expected = score({ text: DRAFT + BAIT, platform: 'x' });
    const bait = expected.blockers.find((b) => b.code === 'engagement_bait');
    expect(expected.decision).toBe('reject');
    expect(bait).toBeDefined();
    const panel = panelIn(page);

    await page.locator(EDITOR).press('Control+End');
    await page.keyboard.type(BAIT);
    await expectPanelToShow(panel, expected);
    expect(await panel.verdict.textContent()).toBe('Will be held back: engagement bait');
    await showTab(panel, 'fix');
    expect(await panel.blockers.textContent()).toContain(bait?.message);
    expect(await panel.blockers.textContent()).toContain(bait?.fix);
  });

  it('draws the view curve with uPlot on a canvas on the Reach tab (and saves the panel as test/artifacts/panel-x.png)', async () => {
    const panel = panelIn(page);
    await showTab(panel, 'reach');
    const canvas = panel.chart.locator('.uplot canvas');
    await expect.poll(() => canvas.count()).toBe(1);
    const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    // Readable at 1×: at least 160 CSS px tall, and the 24 h marker stands inside the plot, at its place on
    // the log time axis (5 min to 48 h), with the read-out starting there.
    const drawn = await panel.chart.evaluate((chart) => {
      const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
      const plot = box(chart.querySelector('.u-over'));
      const day = box(chart.querySelector('[data-testid="preflight-chart-day"]'));
      return {
        height: box(chart.querySelector('canvas'))?.height ?? 0,
        plot: plot && { left: plot.left, width: plot.width },
        day: day && { left: day.left, height: day.height },
      };
    });
    expect(drawn.height).toBeGreaterThanOrEqual(160);
    const expectedShare = Math.log(1440 / 5) / Math.log(2880 / 5);
    expect(drawn.day?.height).toBeGreaterThan(0);
    expect(((drawn.day?.left ?? 0) - (drawn.plot?.left ?? 0)) / (drawn.plot?.width ?? 1)).toBeCloseTo(expectedShare, 1);
    const readout = panel.root.getByTestId('preflight-chart-readout');
    expect(await readout.textContent()).toMatch(/^At 24 h: about [\d,]+ views/);
    // Hovering reads out the views at the time under the pointer (early on: minutes); leaving goes back to 24 h.
    const plot = (await panel.chart.locator('.u-over').boundingBox())!;
    await page.mouse.move(plot.x + plot.width * 0.1, plot.y + plot.height / 2);
    await expect.poll(() => readout.textContent()).toMatch(/^At \d+ min: about [\d,]+ views?/);
    await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height + 200);
    await expect.poll(() => readout.textContent()).toMatch(/^At 24 h: /);
    await panel.root.screenshot({ path: join(ARTIFACTS_DIR, 'panel-x.png') });
  });

  it('looks the same in the popup as on the site: the popup page’s styles stop at the panel', async () => {
    const site = panelIn(page);
    await showTab(site, 'reach');
    const popup = await session.openExtensionPage('popup.html');
    try {
      await popup.getByTestId('check-text').fill(DRAFT);
      const inPopup = panelIn(popup);
      await expectPanelToShow(inPopup, score({ text: DRAFT, platform: 'x' }));
      await showTab(inPopup, 'reach');
      // An unselected tab, the selected one and the toggle: buttons the popup page styles for itself.
      for (const id of ['preflight-tab-why', 'preflight-tab-reach', 'preflight-toggle']) {
        const look = (root: typeof site.root) =>
          root.getByTestId(id).evaluate((el) => {
            const s = getComputedStyle(el);
            const keys = [
              'fontSize',
              'fontFamily',
              'fontWeight',
              'lineHeight',
              'paddingTop',
              'paddingRight',
              'paddingBottom',
              'paddingLeft',
              'borderTopWidth',
              'borderBottomWidth',
              'borderTopLeftRadius',
              'backgroundColor',
              'color',
              'cursor',
            ] as const;
            return Object.fromEntries(keys.map((k) => [k, s[k]]));
          });
        expect(await look(inPopup.root), id).toEqual(await look(site.root));
      }
    } finally {
      await popup.close();
    }
  });

  it('inserts a variant with blank lines so that Draft.js holds exactly its text, and typing still works', async () => {
    const n = 3;
    // The idea with a question for readers: a variant whose question follows a blank line.
    const ranked = generateOffline({ idea: IDEA, n_variants: n, post_format: null, platform: 'x' }).ranked;
    const index = ranked.findIndex((v) => v.draft.includes('\n\n'));
    expect(index).toBeGreaterThanOrEqual(0);
    const variant = ranked[index]!;
    const panel = panelIn(page);
    await showTab(panel, 'drafts');

    const inserted = await insertVariant(panel, { idea: IDEA, n, format: '', index });
    expect(inserted.scores).toEqual(ranked.map((v) => Math.round(v.sim.pre_publish_score)));
    await expect.poll(() => xBlocksText(page), { timeout: 5_000 }).toBe(variant.draft);
    expect(await composerText(page)).toBe(variant.draft);

    await page.locator(EDITOR).press('Control+End');
    await page.keyboard.type(' Go.');
    expect(await composerText(page)).toBe(`${variant.draft} Go.`);
    expect(await xBlocksText(page)).toBe(`${variant.draft} Go.`);
    // A composer box is one post (one_post): the variant with blank lines is not read as a thread there.
    const rescored = score({ text: `${variant.draft} Go.`, platform: 'x', one_post: true });
    await expectPanelToShow(panel, rescored);
  });

  it('copies a variant’s exact text, line breaks included, to the clipboard', async () => {
    const ranked = generateOffline({ idea: IDEA, n_variants: 2, post_format: null, platform: 'x' }).ranked;
    expect(ranked).toHaveLength(2);
    const panel = panelIn(page);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://x.com' });
    await page.bringToFront();
    await showTab(panel, 'drafts');

    expect(await draftVariants(panel, { idea: IDEA, n: 2, format: '' })).toEqual(ranked.map((v) => Math.round(v.sim.pre_publish_score)));
    await panel.variants.nth(1).getByTestId('preflight-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(ranked[1]?.draft);
  });

  it('drafts from a Spanish idea in Spanish, with its number in every variant, and marks a slot left to fill in', async () => {
    const n = 5;
    const expected = generateOffline({ idea: SPANISH_IDEA, n_variants: n, post_format: null, platform: 'x' }).ranked;
    const panel = panelIn(page);
    await showTab(panel, 'drafts');
    await draftVariants(panel, { idea: SPANISH_IDEA, n, format: '' });
    // The list an earlier draft left gives way to this idea's, all at once.
    const texts = expected.map((v) => v.draft);
    await expect.poll(() => panel.variants.getByTestId('preflight-variant-text').allTextContents()).toEqual(texts);
    for (const text of texts) {
      expect(text).toContain('12');
      expect(score({ text, platform: 'x' }).language?.code).toBe('es');
      for (const phrase of ENGLISH_STOCK) expect(text.toLowerCase()).not.toContain(phrase.toLowerCase());
    }

    const slotted = expected.findIndex((v) => v.sim.blockers.some((b) => b.code === 'placeholder'));
    expect(slotted).toBeGreaterThanOrEqual(0);
    const variant = panel.variants.nth(slotted);
    const marks = variant.getByTestId('preflight-slot');
    await marks.first().waitFor({ state: 'visible' });
    const slots = await marks.allTextContents();
    for (const slot of slots) expect(slot).toMatch(/^\[[^\]]+\]$/u);
    const note = variant.getByTestId('preflight-slot-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain(slots[0]);
    expect(await marks.first().getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    expect(await shownDecision(variant.getByTestId('preflight-variant-decision'))).not.toBe('publish');
  });

  it('makes no network request at all in offline mode, from the page or the service worker', async () => {
    router.reset();
    const fresh = await session.context.newPage();
    await fresh.goto(home.url);
    const panel = panelIn(fresh);
    await typeInto(fresh, EDITOR, DRAFT + BAIT);
    await expectPanelToShow(panel, score({ text: DRAFT + BAIT, platform: 'x' }));
    await showTab(panel, 'drafts');
    const best = generateOffline({ idea: IDEA, n_variants: 2, post_format: 'contrarian', platform: 'x' }).ranked[0];
    await insertVariant(panel, { idea: IDEA, n: 2, format: 'contrarian', index: 0 });
    await expect.poll(() => composerText(fresh)).toBe(best?.draft);

    expect(networkRequests(router).map((r) => `${r.from} ${r.method} ${r.url}`)).toEqual([`page GET ${home.url}`]);
    expect(router.refused).toEqual([]);
    await fresh.close();
  });

  it('says "composer not detected" on X’s compose address when the page shows no editor', async () => {
    const empty = await session.context.newPage();
    await empty.goto(xComposeWithoutEditor().url);
    await empty.getByTestId('preflight-not-detected').waitFor({ state: 'visible', timeout: 20_000 });
    expect((await empty.getByTestId('preflight-not-detected').textContent())?.toLowerCase()).toContain('not detected');
    await empty.close();
  });
});
