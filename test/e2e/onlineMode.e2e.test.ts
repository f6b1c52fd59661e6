// Online mode against the real backend: "Check with API" on X's composer, the free quota, and a 429.
// One backend and one browser serve every test; each test has its own fresh free key and starts from an
// emptied extension storage (settings, key, quota memory and the answers' cache), set up on the options
// page, which it leaves only once the page says "Saved.".
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { score } from '../../shared';
import { startBackend } from './harness/backendProcess';
import type { Backend } from './harness/backendProcess';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { pastePlainText } from './harness/clipboardPaste';
import { typeInto } from './harness/composerActions';
import { clearExtensionStorage } from './harness/extensionStorage';
import { expandPanel, expectPanelToShow, panelIn, shownDecision, shownNumber } from './harness/panel';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';
import type { SiteRouter } from '../../scripts/browser/siteRouter';
import { saveOnlineSettings } from './harness/optionsPage';

const EDITOR = 'div[data-testid="tweetTextarea_0"]';
const DRAFT = 'We cut our signup form from nine fields to two and activation doubled. Which field would you drop first?';
const FREE_SCORE_CALLS = 20;
const ErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const home = xHome();
let backend: Backend;
let session: BrowserSession;
let router: SiteRouter;
/** This test's own: its key, and X's composer page. */
let key: string;
let page: Page;

async function scoreDirectly(text: string): Promise<Response> {
  return fetch(`${backend.url}/api/v1/score`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}

/** What the API section shows: its result, its error message (to see why, should it fail), or nothing yet. */
async function apiOutcome(): Promise<string> {
  const panel = panelIn(page);
  if ((await panel.apiResult.count()) > 0) return 'result';
  if ((await panel.apiMessage.count()) > 0) return `message: ${await panel.apiMessage.textContent()}`;
  return 'nothing yet';
}

function backendCallsBesidesUsage(): string[] {
  return router.requests
    .filter((r) => r.url.startsWith(backend.url))
    .map((r) => `${r.method} ${r.url.slice(backend.url.length)}`)
    .filter((call) => call !== 'GET /api/v1/usage');
}

/**
 * Writes the draft into X's composer (typed key by key, or pasted at once), waits for the offline score,
 * and opens the panel's details.
 */
async function writeDraft(text: string, how: 'type' | 'paste' = 'paste'): Promise<void> {
  const panel = panelIn(page);
  if (how === 'type') await typeInto(page, EDITOR, text);
  else await pastePlainText(page, EDITOR, text);
  await expectPanelToShow(panel, score({ text, platform: 'x' }));
  await expandPanel(panel);
}

/** Presses "Check with API" and waits for the API's answer (or says what came instead). */
async function checkWithApi(): Promise<void> {
  await panelIn(page).checkApi.click();
  await expect.poll(() => apiOutcome(), { timeout: 20_000 }).toBe('result');
}

beforeAll(async () => {
  [backend, session] = await Promise.all([startBackend(), launchBrowserSession()]);
  router = await routeSites(session.context, [home]);
  router.allow(`${backend.url}/`);
});

beforeEach(async () => {
  [key] = await Promise.all([backend.newKey('free'), clearExtensionStorage(session)]);
  await saveOnlineSettings(session, backend.url, key);
  page = await session.context.newPage();
  await page.goto(home.url);
  await panelIn(page).root.waitFor({ state: 'visible', timeout: 15_000 });
  router.reset();
});

afterEach(async () => {
  await page?.close();
});

afterAll(async () => {
  await session?.close();
  await backend?.stop();
});

describe('online mode with the real backend', () => {
  it('keeps the live score offline while typing: no score call to the API before "Check with API"', async () => {
    await writeDraft(DRAFT, 'type');
    // Reading the quota (GET /api/v1/usage) is free; anything else would spend or leak.
    expect(backendCallsBesidesUsage()).toEqual([]);
  });

  it('"Check with API" shows the API’s result and 19 of 20 free calls left, sent by the service worker with the key', async () => {
    const expected = score({ text: DRAFT, platform: 'x' });
    const panel = panelIn(page);
    await writeDraft(DRAFT);
    await checkWithApi();
    expect(await shownDecision(panel.apiResult)).toBe(expected.decision);
    expect(await shownNumber(panel.apiResult)).toBe(Math.round(expected.pre_publish_score));
    await expect.poll(() => shownNumber(panel.quota)).toBe(FREE_SCORE_CALLS - 1);

    const calls = router.requests.filter((r) => r.url === `${backend.url}/api/v1/score`);
    expect(calls.map((c) => [c.from, c.method, c.headers.authorization])).toEqual([['service-worker', 'POST', `Bearer ${key}`]]);
  });

  it('answers a second check of the same text from its cache, spending no call', async () => {
    const panel = panelIn(page);
    await writeDraft(DRAFT);
    await checkWithApi();
    await expect.poll(() => shownNumber(panel.quota)).toBe(FREE_SCORE_CALLS - 1);

    await page.reload();
    await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
    router.reset();
    await writeDraft(DRAFT);
    await checkWithApi();
    expect(await shownNumber(panel.quota)).toBe(FREE_SCORE_CALLS - 1);
    expect(backendCallsBesidesUsage()).toEqual([]);
  });

  it('shows the backend’s 429 message once the free quota is spent, and keeps the offline score', async () => {
    for (let call = 1; call <= FREE_SCORE_CALLS; call++) {
      expect((await scoreDirectly(`Quota filler post number ${call} for the e2e run.`)).status).toBe(200);
    }
    const refused = await scoreDirectly('One call more than the free tier allows this month.');
    expect(refused.status).toBe(429);
    const { code, message } = ErrorBody.parse(await refused.json()).error;
    expect(code).toBe('quota_exceeded');
    // The rest of the message counts down to the reset, so compare its first sentence.
    const firstSentence = message.slice(0, message.indexOf('. ') + 1);
    expect(firstSentence.length).toBeGreaterThan(10);

    const expected = score({ text: DRAFT, platform: 'x' });
    const panel = panelIn(page);
    await writeDraft(DRAFT);
    await panel.checkApi.click();
    await expect.poll(() => panel.apiMessage.textContent(), { timeout: 15_000 }).toContain(firstSentence);
    await expectPanelToShow(panel, expected);
  });
});
