// The Fix tab follows the panel's width: on every site's composer and in the popup, with a post over the
// platform's limit (the case with the longest card names and the parts to copy), at panel widths of 320, 514
// and 600 px no card is wider than its tab, every button on a card (Apply, Copy, Write as…) lies inside the
// tab and the window, "Turn off on …" keeps clear of the panel's border, and axe still finds nothing.
// Offline mode.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { postLimit, score, type Platform } from '../../shared';
import { PANEL_HOST_TAG } from '../../extension/dom/panelHostTag';
import { axeViolations, describeViolations, type AxeScope } from './harness/axe';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { pastePlainText } from './harness/clipboardPaste';
import { setControl } from './harness/composerActions';
import { buildWithGrantedHost, type GrantedHostBuild } from './harness/grantedHostBuild';
import { expectPanelToShow, panelIn, showTab, type Panel } from './harness/panel';
import { ARTIFACTS_DIR } from '../../scripts/browser/paths';
import { plainEditorPage } from './harness/plainEditorPages';
import { blueskyHome, linkedinFeed, mastodonHome, xHome, type SitePage } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';
import { threadsCompose } from './harness/threadsPage';
import { logAudit } from '../support/logAudit';

const MASTODON = 'https://mastodon.social';
const WIDTHS = [320, 514, 600] as const;
const SENTENCES = [
  'We rewrote our onboarding three times this year, and each rewrite taught us something we should have seen at the start.',
  'People try a product before they trust it, so the first minute has to show them their own data.',
  'The version that finally worked asks for nothing up front: the sign-up form comes only after they have a reason to stay.',
  'Support tickets about the first week fell from 140 a month to 31 once the empty screens said what to do next.',
];

/** Prose a little over `limit`: whole sentences, so the engine reads it as the writer's own post. */
function overLimit(limit: number): string {
  const out: string[] = [];
  for (let i = 0; out.join(' ').length <= Math.max(limit + 30, 512); i++) out.push(SENTENCES[i % SENTENCES.length] as string);
  return out.join(' ');
}

interface Where {
  name: string;
  page: SitePage;
  editor: string;
  platform: Platform;
  /** How the text gets in: a paste where the editor takes one, else the browser's own text input. */
  write: 'paste' | 'input';
  /** Where the panel cannot write a thread, the parts are offered to copy: their Copy buttons are the remedy. */
  copies: boolean;
  /** The panel finds out only by trying that the site's add-post control is missing (Threads' own page changed). */
  tryWriting?: boolean;
}

const SITES: Where[] = [
  {
    name: 'X',
    page: xHome(),
    editor: 'div[data-testid="tweetTextarea_0"][contenteditable="true"]',
    platform: 'x',
    write: 'paste',
    copies: false,
  },
  {
    name: 'Bluesky',
    page: blueskyHome(),
    editor: 'div.ProseMirror[contenteditable="true"]',
    platform: 'bluesky',
    write: 'paste',
    copies: true,
  },
  {
    name: 'LinkedIn',
    page: linkedinFeed(),
    editor: 'div.ql-editor[contenteditable="true"][role="textbox"]',
    platform: 'linkedin',
    write: 'paste',
    copies: false,
  },
  {
    name: 'Mastodon',
    page: mastodonHome(MASTODON),
    editor: 'textarea.autosuggest-textarea__textarea',
    platform: 'mastodon',
    write: 'input',
    copies: true,
  },
  {
    name: 'Threads',
    page: threadsCompose(),
    editor: '[role="dialog"] div[contenteditable="true"][role="textbox"]',
    platform: 'threads',
    write: 'paste',
    copies: false,
  },
  // Threads where its "Add to thread" is not found: the parts are offered to copy.
  {
    name: 'Threads without its add-post control',
    page: plainEditorPage('plain', 'https://www.threads.net/'),
    editor: '[role="dialog"] [contenteditable="true"][role="textbox"]',
    platform: 'threads',
    write: 'input',
    copies: true,
    tryWriting: true,
  },
];

// One profile for the whole file, so the Mastodon instance added first stays added.
let build: GrantedHostBuild;
let session: BrowserSession;

beforeAll(async () => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  build = await buildWithGrantedHost(MASTODON);
  session = await launchBrowserSession(build.dir);
  await routeSites(
    session.context,
    SITES.map((s) => s.page),
  );
  const options = await session.openExtensionPage('options.html');
  await options.getByTestId('options-mastodon-origin').fill(MASTODON);
  await options.getByTestId('options-mastodon-add').click();
  await options.getByTestId('options-mastodon-status').getByText(`Added ${MASTODON}`).waitFor({ state: 'visible' });
  await options.close();
});

afterAll(async () => {
  await session?.close();
  await build?.remove();
});

interface Overflow {
  tab: number;
  /** Cards wider than the tab, or running past its right edge: their widths. */
  wideCards: number[];
  /** Buttons on the cards that lie outside the tab or the window, by their words. */
  outside: string[];
  buttons: number;
  /** The Copy buttons among them (the parts of a thread, a fix where nothing can be written). */
  copies: number;
}

/**
 * Sets the panel to `width` px and measures its Fix tab: each card against the tab, and each button on a card
 * (scrolled into the tab's view first, as a writer would scroll) against the tab and the window.
 */
async function measure(panel: Panel, width: number): Promise<Overflow> {
  await panel.root.evaluate((el, w) => {
    (el as HTMLElement).style.width = `${w}px`;
  }, width);
  const tabpanel = panel.root.getByTestId('preflight-tabpanel-fix');
  return tabpanel.evaluate((tab) => {
    const box = tab.getBoundingClientRect();
    const cards = Array.from(tab.querySelectorAll<HTMLElement>('[data-testid="preflight-issue"]'));
    const wideCards = cards
      .map((c) => c.getBoundingClientRect())
      .filter((r) => r.width > box.width + 0.5 || r.right > box.right + 0.5)
      .map((r) => Math.round(r.width));
    const buttons = cards.flatMap((c) => Array.from(c.querySelectorAll<HTMLElement>('button')));
    const outside: string[] = [];
    for (const button of buttons) {
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = button.getBoundingClientRect();
      const inTab = r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      const inWindow = r.left >= 0 && r.right <= window.innerWidth;
      if (!inTab || !inWindow || r.width === 0)
        outside.push(
          `${button.textContent ?? ''} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`,
        );
    }
    const copies = buttons.filter((b) => /^Copy/u.test(b.textContent ?? '')).length;
    return { tab: Math.round(box.width), wideCards, outside, buttons: buttons.length, copies };
  });
}

async function expectNoViolations(page: Page, where: string, scope: AxeScope): Promise<void> {
  expect.soft(describeViolations(await axeViolations(page, scope)), `axe violations ${where}`).toBe('');
}

/** Around the panel: nothing on a site's page; the popup's window is made as wide as the panel and its margins. */
type Frame = (page: Page, width: number) => Promise<void>;

async function checkWidths(page: Page, panel: Panel, where: string, copies: boolean, scope: AxeScope, frame?: Frame): Promise<void> {
  await showTab(panel, 'fix');
  await panel.issues.first().waitFor({ state: 'visible' });
  for (const width of WIDTHS) {
    await frame?.(page, width);
    const seen = await measure(panel, width);
    expect.soft(seen.wideCards, `${where} at ${width} px: cards wider than the ${seen.tab} px tab`).toEqual([]);
    expect.soft(seen.outside, `${where} at ${width} px: buttons out of reach`).toEqual([]);
    expect(seen.buttons).toBeGreaterThan(0);
    if (copies) expect(seen.copies, `${where}: the parts to copy`).toBeGreaterThan(1);
    if (width === WIDTHS[0])
      await panel.root.screenshot({ path: join(ARTIFACTS_DIR, `fix-cards-${where.replace(/\W+/gu, '-').toLowerCase()}-${width}.png`) });
    await expectNoViolations(page, `${where} at ${width} px`, scope);
    const switchGap = await siteSwitchGap(panel);
    if (switchGap !== null)
      expect
        .soft(switchGap, `${where} at ${width} px: room between "Turn off on …" and the panel's border`)
        .toBeGreaterThanOrEqual(MIN_GAP_PX);
  }
}

/** Clear of the panel's border by at least this much (a button on the border reads as part of it). */
const MIN_GAP_PX = 4;

/** The least room between the "Turn off on …" button and the panel's border (right and bottom); null without one. */
async function siteSwitchGap(panel: Panel): Promise<number | null> {
  const button = panel.root.getByTestId('preflight-site-off');
  if ((await button.count()) === 0) return null;
  return panel.root.evaluate((root) => {
    const b = root.querySelector('[data-testid="preflight-site-off"]')!.getBoundingClientRect();
    const r = root.getBoundingClientRect();
    const border = parseFloat(getComputedStyle(root).borderRightWidth) || 0;
    return Math.min(r.right - border - b.right, r.bottom - border - b.bottom, b.left - r.left - border);
  });
}

describe('the Fix tab on a post over the limit fits the panel', () => {
  for (const site of SITES) {
    it(`in ${site.name}’s composer at ${WIDTHS.join(', ')} px`, async () => {
      const page = await session.context.newPage();
      await page.goto(site.page.url);
      const panel = panelIn(page);
      await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
      const text = overLimit(postLimit(site.platform, false));
      if (site.write === 'paste') await pastePlainText(page, site.editor, text);
      else {
        logAudit.registerText(text);
        await page.locator(site.editor).click();
        await page.keyboard.insertText(text);
      }
      const expected = score({ text, platform: site.platform, one_post: true });
      expect(expected.length.weighted).toBeGreaterThan(expected.length.limit);
      await expectPanelToShow(panel, expected);
      if (site.tryWriting) {
        await showTab(panel, 'fix');
        await panel.root.getByTestId('preflight-split-write').click();
        await panel.root.getByTestId('preflight-split-copy').waitFor({ state: 'visible' });
      }
      await checkWidths(page, panel, site.name, site.copies, { include: [PANEL_HOST_TAG] });
      await page.close();
    });
  }

  it(`in the popup at ${WIDTHS.join(', ')} px`, async () => {
    const popup = await session.openExtensionPage('popup.html');
    const text = overLimit(postLimit('bluesky', false));
    logAudit.registerText(text);
    await setControl(popup.getByTestId('check-platform'), 'bluesky');
    await popup.getByTestId('check-text').fill(text);
    const panel = panelIn(popup);
    await expectPanelToShow(panel, score({ text, platform: 'bluesky' }));
    await checkWidths(popup, panel, 'the popup', true, 'page', async (page, width) => {
      await page.setViewportSize({ width: width + 32, height: 600 });
      await page.locator('.popup').evaluate((el) => {
        (el as HTMLElement).style.width = 'auto';
      });
    });
    await popup.close();
  });
});
