// The content script is light on every page: the engine and the full panel load only when a composer is
// first focused (extension/composer/composerWatch.ts). Checked on the real build in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { score } from '../../shared';
import { ENGINE_GLOBAL, ENGINE_READY_MARK } from '../../extension/composer/engineContract';
import { EMPTY_STATE } from '../../extension/panel/emptyState';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { typeInto } from './harness/composerActions';
import { evaluateInExtensionWorld } from './harness/isolatedWorld';
import { expectPanelToShow, panelIn } from './harness/panel';
import { EXTENSION_UNDER_TEST_DIR } from '../../scripts/browser/paths';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]';
const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';

const home = xHome();
let session: BrowserSession;
let page: Page;

const engineLoaded = async () =>
  (await evaluateInExtensionWorld(page, 'Preflight', `typeof globalThis[${JSON.stringify(ENGINE_GLOBAL)}]`)) === 'object';
const readyMarks = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, ENGINE_READY_MARK);

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [home]);
  page = await session.context.newPage();
  await page.goto(home.url);
});

afterAll(async () => {
  await session?.close();
});

describe('the engine loads when a composer is first focused', () => {
  it('ships a content script without zod, and the engine in a file of its own', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_UNDER_TEST_DIR, 'manifest.json'), 'utf8')) as {
      content_scripts: { js: string[] }[];
    };
    const script = readFileSync(join(EXTENSION_UNDER_TEST_DIR, manifest.content_scripts[0]!.js[0]!), 'utf8');
    const engine = readFileSync(join(EXTENSION_UNDER_TEST_DIR, 'engine.js'), 'utf8');
    // `_zod` is the property every zod v4 schema carries; the engine, which validates, has it.
    expect(engine).toContain('_zod');
    expect(script).not.toContain('_zod');
    expect(script).not.toContain('ZodError');
  });

  it('shows the standby line on page load, with no engine in the page', async () => {
    const panel = panelIn(page);
    await panel.root.waitFor({ state: 'visible' });
    expect(await panel.verdict.textContent()).toBe(EMPTY_STATE);
    expect(await engineLoaded()).toBe(false);
    expect(await readyMarks()).toBe(0);
  });

  it('loads the engine on focus, and the panel scores what is typed', async () => {
    await page.locator(EDITOR).click();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ENGINE_READY_MARK);
    expect(await engineLoaded()).toBe(true);
    expect(await page.getByTestId('preflight-panel').count()).toBe(1);

    await typeInto(page, EDITOR, DRAFT);
    await expectPanelToShow(panelIn(page), score({ text: DRAFT, platform: 'x' }));
  });
});
