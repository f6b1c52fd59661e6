// The panel a writer keeps open, on every site's composer in Chromium: one compact line of at most
// 48 px, details in tabs within 360 px that never make a compose dialog scroll, the blocker's words marked in
// the editor itself (CSS Custom Highlight API, read back from the page's own registry), a one-click fix that
// writes exactly the engine's text through the editor's write path and gets exactly the previewed score,
// Undo, and a verdict change said once in a polite live region (threads and the limit: threadsAndLimits.e2e.test.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score, suggestFixes, type Fix, type Platform } from '../../shared';
import { MARK_NAMES } from '../../extension/dom/textMarks';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { composerText } from './harness/clipboardPaste';
import { typeInto } from './harness/composerActions';
import { buildWithGrantedHost } from './harness/grantedHostBuild';
import type { GrantedHostBuild } from './harness/grantedHostBuild';
import { collapsePanel, expectPanelToShow, panelHeight, panelIn, showTab, shownNumber, shownTone } from './harness/panel';
import type { Panel } from './harness/panel';
import { ARTIFACTS_DIR } from '../../scripts/browser/paths';
import { saveScreenshot, screenshotPath, type ScreenshotName } from './harness/screenshots';
import { blueskyHome, linkedinFeed, mastodonHome, xHome } from '../../scripts/browser/sitePages';
import { threadsCompose } from './harness/threadsPage';
import type { SitePage } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const MASTODON = 'https://mastodon.social';
const DRAFT =
  'Our support queue halved after we wrote the error messages as next steps instead of apologies. What ' +
  'is the worst error message you have shipped?';
const MORE = ' Truly.';
/** Posts whose number and verdict must agree on screen: a clean concrete post below a typical one, and one to revise. */
const HEADLINE_POSTS = [
  'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.',
  'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK',
];
const COMPACT_MAX_PX = 48;
const EXPANDED_MAX_PX = 360;

interface Site {
  name: string;
  page: SitePage;
  editor: string;
  platform: Platform;
  /** The bait the platform's own rules flag. */
  bait: string;
  /** A compose dialog the panel sits in, which must never have to scroll. */
  dialog?: string;
  /** A textarea has no text nodes to mark. */
  marks: boolean;
  /** The README's pictures this site's tests take (docs/screenshots/). */
  readme?: { compact?: ScreenshotName; expanded?: ScreenshotName; preview?: ScreenshotName };
}

const SITES: Site[] = [
  {
    name: 'X',
    page: xHome(),
    editor: 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]',
    platform: 'x',
    bait: ' RT if you agree',
    marks: true,
    readme: { compact: 'panel-compact', expanded: 'panel-expanded', preview: 'panel-fix-preview' },
  },
  {
    name: 'Bluesky',
    page: blueskyHome(),
    editor: 'div.ProseMirror[contenteditable="true"]',
    platform: 'bluesky',
    bait: ' RT if you agree',
    dialog: '[role="dialog"]',
    marks: true,
  },
  {
    name: 'LinkedIn',
    page: linkedinFeed(),
    editor: 'div.ql-editor[contenteditable="true"][role="textbox"]',
    platform: 'linkedin',
    bait: ' Agree? Comment YES',
    dialog: '.share-box',
    marks: true,
  },
  {
    name: 'Mastodon',
    page: mastodonHome(MASTODON),
    editor: 'textarea.autosuggest-textarea__textarea',
    platform: 'mastodon',
    bait: ' RT if you agree',
    marks: false,
    readme: { expanded: 'panel-dark' },
  },
  {
    name: 'Threads',
    page: threadsCompose(),
    editor: '[role="dialog"] div[contenteditable="true"][role="textbox"]',
    platform: 'threads',
    bait: ' RT if you agree',
    dialog: '[role="dialog"]',
    marks: true,
  },
];

let build: GrantedHostBuild;
let session: BrowserSession;
const heights: Record<string, { compact: number; expanded: number }> = {};

/** The text of every range the page's own highlight registry holds under `name`. */
async function highlighted(page: Page, name: string): Promise<string[]> {
  return page.evaluate((n) => {
    const highlight = CSS.highlights.get(n);
    return highlight ? Array.from(highlight as unknown as Iterable<Range>, (range) => range.toString()) : [];
  }, name);
}

/** Starts writing down, afresh, every text the live region takes (one MutationObserver in the page). */
async function listenToAnnouncer(panel: Panel): Promise<void> {
  await panel.announcer.evaluate((region) => {
    const w = window as unknown as { __heard: string[]; __listener?: MutationObserver };
    w.__listener?.disconnect();
    w.__heard = [];
    w.__listener = new MutationObserver(() => w.__heard.push(region.textContent ?? ''));
    w.__listener.observe(region, { childList: true, characterData: true, subtree: true });
  });
}

async function heard(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
}

/** The editor and the panel together, as the writer sees them (the marks are painted in the editor). */
async function screenshotComposer(page: Page, editor: string, panel: Panel, path: string): Promise<void> {
  const boxes = [await page.locator(editor).boundingBox(), await panel.root.boundingBox()].filter((b) => b !== null);
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const width = Math.max(...boxes.map((b) => b.x + b.width)) - x;
  const height = Math.max(...boxes.map((b) => b.y + b.height)) - y;
  await page.screenshot({
    path,
    animations: 'disabled',
    caret: 'hide',
    clip: { x: Math.max(0, x - 8), y: Math.max(0, y - 8), width: width + 16, height: height + 16 },
  });
}

/** Empties the editor the way a writer does (select all, delete) and types `text` into it. */
async function replaceText(page: Page, editor: string, text: string): Promise<void> {
  await page.locator(editor).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await typeInto(page, editor, text);
}

/** The colour the dot is painted and the colour its tone stands for in the panel's theme, both as rgb(). */
async function dotColours(panel: Panel): Promise<{ painted: string; tone: string }> {
  return panel.decision.evaluate((dot) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--pf-${dot.getAttribute('data-tone')})`;
    dot.parentElement?.append(probe);
    const tone = getComputedStyle(probe).color;
    probe.remove();
    return { painted: getComputedStyle(dot).backgroundColor, tone };
  });
}

async function addMastodonInstance(): Promise<void> {
  const options = await session.openExtensionPage('options.html');
  await options.getByTestId('options-mastodon-origin').fill(MASTODON);
  await options.getByTestId('options-mastodon-add').click();
  // The options page's own word that the instance is granted, stored and its content script registered.
  await options.getByTestId('options-mastodon-status').getByText(`Added ${MASTODON}`).waitFor({ state: 'visible' });
  await options.close();
}

beforeAll(async () => {
  build = await buildWithGrantedHost(MASTODON);
  session = await launchBrowserSession(build.dir);
  await routeSites(
    session.context,
    SITES.map((s) => s.page),
  );
  await addMastodonInstance();
});

afterAll(async () => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await writeFile(join(ARTIFACTS_DIR, 'panel-heights.json'), `${JSON.stringify(heights, null, 2)}\n`);
  await session?.close();
  await build?.remove();
});

/** Opens X's composer in a new tab and waits for its panel. */
async function openX(): Promise<{ page: Page; panel: Panel }> {
  const page = await session.context.newPage();
  await page.goto(SITES[0]!.page.url);
  const panel = panelIn(page);
  await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
  return { page, panel };
}

describe('the compact or expanded choice', () => {
  it('is compact in a fresh profile, and a new composer opens the way the writer left the last one', async () => {
    const first = await openX();
    expect(await first.panel.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await first.panel.root.getByTestId('preflight-tab-fix').count()).toBe(0);
    await showTab(first.panel, 'reach');
    const second = await openX();
    expect(await second.panel.toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await second.panel.root.getByTestId('preflight-tab-reach').getAttribute('aria-selected')).toBe('true');
    await collapsePanel(second.panel);
    const third = await openX();
    expect(await third.panel.toggle.getAttribute('aria-expanded')).toBe('false');
    await Promise.all([first, second, third].map(({ page }) => page.close()));
  });
});

for (const site of SITES) {
  describe(`the panel in ${site.name}’s composer`, () => {
    const text = DRAFT + MORE;
    const baited = text + site.bait;
    const clean = score({ text, platform: site.platform });
    const held = score({ text: baited, platform: site.platform });
    const fix = suggestFixes({ text: baited, platform: site.platform }, held).find((f) => f.kind === 'remove_bait') as Fix;
    const marked = held.blockers.filter((b) => b.severity === 'block' && b.span).map((b) => baited.slice(b.span!.start, b.span!.end));
    let page: Page;
    let panel: Panel;

    beforeAll(async () => {
      page = await session.context.newPage();
      await page.goto(site.page.url);
      panel = panelIn(page);
      await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
    });

    afterAll(async () => {
      await page?.close();
    });

    it('the engine flags the bait and can remove it (the expectations below are the engine’s)', () => {
      expect([clean.decision, held.decision]).toEqual(['publish', 'reject']);
      expect(fix.text).toBe(text);
      expect(marked.length).toBeGreaterThan(0);
      // Every text typed on the way to DRAFT + MORE keeps DRAFT's headline: no announcement is due.
      for (let i = 1; i <= MORE.length; i++)
        expect(score({ text: DRAFT + MORE.slice(0, i), platform: site.platform }).explanation.headline).toMatchObject({
          tone: 'good',
          label: 'Ready to post',
        });
    });

    it(`shows one compact line of at most ${COMPACT_MAX_PX} px: verdict, score and length`, async () => {
      await collapsePanel(panel);
      expect(await panel.verdict.textContent()).toBe('Start typing: Preflight checks your post as you write.');
      await typeInto(page, site.editor, DRAFT);
      await expectPanelToShow(panel, score({ text: DRAFT, platform: site.platform }));
      expect(await panel.verdict.textContent()).toBe('Ready to post');
      const compact = await panelHeight(panel);
      expect(compact).toBeLessThanOrEqual(COMPACT_MAX_PX);
      heights[site.platform] = { compact, expanded: 0 };
      await panel.root.screenshot({ path: join(ARTIFACTS_DIR, `panel-${site.platform}-compact.png`) });
      if (site.readme?.compact) await saveScreenshot(panel.root, site.readme.compact);
    });

    it('says nothing new in its live region while typing keeps the verdict', async () => {
      await listenToAnnouncer(panel);
      await typeInto(page, site.editor, MORE);
      await expectPanelToShow(panel, clean);
      expect(await heard(page)).toEqual([]);
    });

    it('names the blocker on the compact line and marks its words in the editor itself', async () => {
      await typeInto(page, site.editor, site.bait);
      await expectPanelToShow(panel, held);
      expect(await panel.verdict.textContent()).toBe('Will be held back: engagement bait');
      expect(await composerText(page)).toBe(baited);
      if (site.marks) await expect.poll(() => highlighted(page, MARK_NAMES.block)).toEqual(marked);
      else expect(await highlighted(page, MARK_NAMES.block)).toEqual([]);
    });

    it(`expands into tabs within ${EXPANDED_MAX_PX} px, never making the compose dialog scroll`, async () => {
      await showTab(panel, 'fix');
      await panel.root.locator(`[data-testid="preflight-fix"][data-kind="remove_bait"]`).waitFor({ state: 'visible' });
      const expanded = await panelHeight(panel);
      expect(expanded).toBeLessThanOrEqual(EXPANDED_MAX_PX);
      heights[site.platform] = { compact: heights[site.platform]?.compact ?? 0, expanded };
      if (site.dialog) {
        const dialog = page.locator(site.dialog);
        expect(await dialog.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
      }
      await panel.root.screenshot({ path: join(ARTIFACTS_DIR, `panel-${site.platform}-fix.png`) });
      if (site.readme?.expanded) await saveScreenshot(panel.root, site.readme.expanded);
    });

    it('emphasises a card’s words while it is hovered', async () => {
      const card = panel.issues.filter({ has: page.locator('[data-kind="remove_bait"]') });
      await card.hover();
      if (site.marks) await expect.poll(() => highlighted(page, MARK_NAMES.focus)).toEqual(marked);
      else expect(await highlighted(page, MARK_NAMES.focus)).toEqual([]);
      await screenshotComposer(page, site.editor, panel, join(ARTIFACTS_DIR, `panel-${site.platform}-marks.png`));
      if (site.readme?.preview) await screenshotComposer(page, site.editor, panel, screenshotPath(site.readme.preview));
      await panel.verdict.hover();
      await expect.poll(() => highlighted(page, MARK_NAMES.focus)).toEqual([]);
    });

    it('applies the fix: exactly the engine’s text in the editor, the previewed score, the marks gone, the verdict said once', async () => {
      const apply = panel.root.locator('[data-testid="preflight-fix"][data-kind="remove_bait"] [data-testid="preflight-fix-apply"]');
      expect(await apply.textContent()).toBe(`Apply: ${Math.round(held.pre_publish_score)} → ${Math.round(fix.pre_publish_score)}`);
      await listenToAnnouncer(panel);
      await apply.click();
      await expect.poll(() => composerText(page)).toBe(fix.text);
      await expect.poll(() => shownNumber(panel.score)).toBe(Math.round(fix.pre_publish_score));
      expect(await panel.verdict.textContent()).toBe('Ready to post');
      await expect.poll(() => highlighted(page, MARK_NAMES.block)).toEqual([]);
      await expect.poll(() => panel.announcer.textContent()).toBe('Ready to post');
      expect(await heard(page)).toEqual(['Ready to post']);
    });

    it('undoes the fix through the same write path: the original text, its score and its marks again', async () => {
      await panel.undo.click();
      await expect.poll(() => composerText(page)).toBe(baited);
      await expectPanelToShow(panel, held);
      await expect.poll(() => panel.announcer.textContent()).toBe('Will be held back: engagement bait');
      expect(await heard(page)).toEqual(['Ready to post', 'Will be held back: engagement bait']);
      if (site.marks) await expect.poll(() => highlighted(page, MARK_NAMES.block)).toEqual(marked);
      await collapsePanel(panel);
    });

    it(
      'shows a number and a verdict that agree: the engine’s headline, green only at 50 or more, the ' + 'number said as a chance',
      async () => {
        const tones = new Set<string>();
        for (const post of HEADLINE_POSTS) {
          await replaceText(page, site.editor, post);
          const expected = score({ text: post, platform: site.platform });
          await expectPanelToShow(panel, expected);
          const shown = (await shownNumber(panel.score)) ?? -1;
          const tone = (await shownTone(panel.decision)) ?? 'none';
          const verdict = (await panel.verdict.textContent()) ?? '';
          expect(verdict).toBe(expected.explanation.verdict);
          expect(await panel.meaning.textContent()).toBe(expected.explanation.headline.meaning);
          expect(await panel.meaning.textContent()).toContain(`${shown} % chance`);
          if (tone === 'good') expect([shown >= 50, verdict]).toEqual([true, 'Ready to post']);
          if (shown < 50) {
            expect(tone).not.toBe('good');
            expect(verdict).not.toContain('Ready to post');
          }
          // The dot is painted in its tone's own colour of the panel's theme.
          const colours = await dotColours(panel);
          expect(colours.painted).toBe(colours.tone);
          tones.add(tone);
        }
        expect(tones.size).toBe(HEADLINE_POSTS.length);
      },
    );
  });
}
