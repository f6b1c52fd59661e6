// The panel in Bluesky's (ProseMirror), LinkedIn's (Quill 2) and a Mastodon instance's (React
// textarea) composers, offline mode. Mastodon needs its instance added on the options page first.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Platform } from '../../shared';
import { generateOffline, score } from '../../shared';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { composerText } from './harness/clipboardPaste';
import { insertVariant, typeInto } from './harness/composerActions';
import { buildWithGrantedHost } from './harness/grantedHostBuild';
import type { GrantedHostBuild } from './harness/grantedHostBuild';
import { expectPanelToShow, panelIn, showTab } from './harness/panel';
import { panelPlacement } from './harness/panelPlacement';
import { ARTIFACTS_DIR } from '../../scripts/browser/paths';
import { blueskyHome, linkedinFeed, mastodonHome } from '../../scripts/browser/sitePages';
import type { SitePage } from '../../scripts/browser/sitePages';
import { networkRequests, routeSites } from '../../scripts/browser/siteRouter';
import type { SiteRouter } from '../../scripts/browser/siteRouter';
import { registeredMatches } from './harness/optionsPage';

const MASTODON = 'https://mastodon.social';
const DRAFT =
  'Our support queue halved after we wrote the error messages as next steps instead of apologies. What ' +
  'is the worst error message you have shipped?';
const IDEA = 'error messages that tell users the next step cut support tickets';

interface Site {
  name: string;
  page: SitePage;
  editor: string;
  publishButton: string;
  platform: Platform;
  limit: number;
  /** The site's own character counter, when it shows one (the panel then shows none). */
  counter?: string;
}

const SITES: Site[] = [
  {
    name: 'Bluesky',
    page: blueskyHome(),
    editor: 'div.ProseMirror[contenteditable="true"]',
    publishButton: '[data-testid="composerPublishBtn"]',
    platform: 'bluesky',
    limit: 300,
  },
  {
    name: 'LinkedIn',
    page: linkedinFeed(),
    editor: 'div.ql-editor[contenteditable="true"][role="textbox"]',
    publishButton: '.share-actions__primary-action',
    platform: 'linkedin',
    limit: 3000,
  },
  {
    name: 'Mastodon',
    page: mastodonHome(MASTODON),
    editor: 'textarea.autosuggest-textarea__textarea',
    publishButton: '.compose-form__submit button',
    platform: 'mastodon',
    limit: 500,
    counter: '.character-counter',
  },
];

let build: GrantedHostBuild;
let session: BrowserSession;
let router: SiteRouter;

beforeAll(async () => {
  build = await buildWithGrantedHost(MASTODON);
  session = await launchBrowserSession(build.dir);
  router = await routeSites(
    session.context,
    SITES.map((s) => s.page),
  );
});

afterAll(async () => {
  await session?.close();
  await build?.remove();
});

describe('adding a Mastodon instance on the options page', () => {
  it('registers the content script for that instance only once it is added', async () => {
    expect((await registeredMatches(session)).filter((m) => m.startsWith(MASTODON))).toEqual([]);
    const options = await session.openExtensionPage('options.html');
    await options.getByTestId('options-mastodon-origin').fill(MASTODON);
    await options.getByTestId('options-mastodon-add').click();
    await expect
      .poll(async () => (await registeredMatches(session)).filter((m) => m.startsWith(MASTODON)), { timeout: 10_000 })
      .toEqual([`${MASTODON}/*`]);
    await options.close();
  });
});

for (const site of SITES)
  describe(`the panel in ${site.name}’s composer`, () => {
    let page: Page;

    beforeAll(async () => {
      page = await session.context.newPage();
      await page.goto(site.page.url);
    });

    afterAll(async () => {
      await page?.close();
    });

    it(
      'appears outside the editor, clear of the publish button, and scores typing with the engine’s ' + 'numbers and the platform’s limit',
      async () => {
        const expected = score({ text: DRAFT, platform: site.platform });
        const panel = panelIn(page);
        await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
        expect(await panelPlacement(panel.root, site.editor, site.publishButton)).toEqual({
          shadowOpen: true,
          insideEditor: false,
          buttonOnTop: true,
        });

        await typeInto(page, site.editor, DRAFT);
        expect(await composerText(page)).toBe(DRAFT);
        expect(expected.length.limit).toBe(site.limit);
        await expectPanelToShow(panel, expected);
        // One counter on the page: the site's own where it has one, else the panel's.
        if (site.counter) {
          expect(await page.locator(site.counter).count()).toBe(1);
          expect(Number(await page.locator(site.counter).textContent())).toBe(site.limit - expected.length.weighted);
        }
        expect(await panel.length.count()).toBe(site.counter ? 0 : 1);
        await showTab(panel, 'reach');
        await expect.poll(() => panel.chart.locator('canvas').count()).toBeGreaterThan(0);
        await panel.root.screenshot({ path: join(ARTIFACTS_DIR, `panel-${site.platform}.png`) });
      },
    );

    it('inserts a variant with blank lines so that the editor holds exactly its text, and typing still works', async () => {
      // The idea with a question for readers: a variant whose question follows a blank line.
      const ranked = generateOffline({ idea: IDEA, n_variants: 3, post_format: null, platform: site.platform }).ranked;
      const index = ranked.findIndex((v) => v.draft.includes('\n\n'));
      expect(index).toBeGreaterThanOrEqual(0);
      const draft = ranked[index]!.draft;
      const panel = panelIn(page);
      await showTab(panel, 'drafts');

      await insertVariant(panel, { idea: IDEA, n: 3, format: '', index });
      await expect.poll(() => composerText(page), { timeout: 5_000 }).toBe(draft);
      await typeInto(page, site.editor, ' Go.');
      expect(await composerText(page)).toBe(`${draft} Go.`);
      await expectPanelToShow(panel, score({ text: `${draft} Go.`, platform: site.platform, one_post: true }));
    });
  });

describe('offline on every site', () => {
  it('refused no request: nothing but the fixture pages was asked for', () => {
    expect(router.refused).toEqual([]);
    const asked = new Set(networkRequests(router).map((r) => r.url));
    expect([...asked].sort()).toEqual(SITES.map((s) => s.page.url).sort());
  });
});
