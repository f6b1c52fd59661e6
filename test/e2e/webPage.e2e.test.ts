// The page the API serves at /, in Debian's Chromium against the real backend on a temp store: the draft
// scored offline in a worker as you type (no call), "Check with the service" spending one score call whose
// answer reads the same, a fix applied and undone, the key kept per tab unless remembered, 401, 429 and an
// unreachable service said in words, drafts from an idea, an account from an X export, the Reach chart (uPlot)
// and the Details' likes bars as the extension draws them; at 360 and 1280 px, with axe, no request anywhere
// but the API's own origin, and nothing the Content-Security-Policy refuses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatMinutes, perThousandViews, score, ScoreResult, viewsWords } from '../../shared/index';
import { problemMarks } from '../../ui/problemMarks';
import { likesFigures } from '../../ui/likesFigures';
import { buildWebPage, type WebBuild } from '../../web/build';
import { axeViolations, describeViolations } from './harness/axe';
import { startBackend, type Backend } from './harness/backendProcess';
import { CHROMIUM_PATH, REPO_ROOT } from '../../scripts/browser/paths';
import { saveScreenshot } from './harness/screenshots';

const DRAFT =
  'Just wanted to share some thoughts about our launch, click the link!!! Like and retweet if you agree #growth #startup #saas #ai';
const FREE_SCORE_CALLS = 20;
const EXPORT_FILE = join(REPO_ROOT, 'docs', 'examples', 'account_analytics_content_2025-04-01_2025-04-30.csv');
const ApiScore = ScoreResult;
const Created = z.object({ id: z.string() });

let built: WebBuild;
let webDir: string;
let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'preflight-e2e-web-'));
  built = await buildWebPage(webDir);
  backend = await startBackend({ PREFLIGHT_WEB_DIR: webDir });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, as "METHOD url". */
  requests: string[];
  /** What the Content-Security-Policy refused: the document's violation events and the console's reports. */
  cspViolations(): Promise<string[]>;
}

declare global {
  interface Window {
    preflightCspViolations?: string[];
  }
}

async function openPage(width: number, url = `${backend.url}/`, colorScheme: 'light' | 'dark' = 'light'): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  const consoleCsp: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/iu.test(m.text())) consoleCsp.push(m.text());
  });
  // Listening from before the page's first script: a style attribute in markup or an inline <style> (which
  // uPlot would be refused) is reported here as the browser refuses it.
  await page.addInitScript(() => {
    window.preflightCspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.preflightCspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  await page.goto(url);
  // The page's own signal that the engine worker has arrived.
  await page.waitForFunction(() => document.documentElement.dataset.engine === 'ready', null, { timeout: 30_000 });
  const cspViolations = async () => [...(await page.evaluate(() => window.preflightCspViolations ?? [])), ...consoleCsp];
  return { context, page, requests, cspViolations };
}

const apiCalls = (requests: readonly string[]) => requests.filter((r) => r.includes('/api/'));

/** Writes the draft and waits for the offline reading of exactly that text. */
async function writeDraft(page: Page, text: string, how: 'type' | 'fill' = 'fill'): Promise<void> {
  const box = page.getByTestId('draft-text');
  if (how === 'type') {
    await box.click();
    await page.keyboard.type(text, { delay: 5 });
  } else {
    await box.fill(text);
  }
  await expect.poll(() => box.inputValue()).toBe(text);
  await page.locator('[data-testid="reading-offline"][data-current="true"]').waitFor();
}

interface Shown {
  label: string;
  number: string;
  meaning: string;
  verdict: string;
  reach: string;
  issues: string[];
  reasons: string[];
}

async function shownIn(reading: Locator): Promise<Shown> {
  const text = async (id: string) => ((await reading.getByTestId(id).textContent()) ?? '').trim();
  return {
    label: await text('reading-label'),
    number: await text('reading-number'),
    meaning: await text('reading-meaning'),
    verdict: await text('reading-verdict'),
    reach: await text('reading-reach'),
    issues: await reading.locator('[data-testid="preflight-issue"] .pf-card__name').allTextContents(),
    reasons: await reading.locator('[data-testid="reading-reasons"] li').allTextContents(),
  };
}

async function enterKey(page: Page, key: string, remember = false): Promise<void> {
  await page.getByTestId('key-input').fill(key);
  if (remember) await page.getByTestId('key-remember').check();
  await page.getByTestId('key-save').click();
}

async function storedKeys(page: Page): Promise<{ session: string[]; local: string[] }> {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k) ?? ''),
    local: Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? ''),
  }));
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function scoreDirectly(key: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${backend.url}/api/v1/score`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the web page', () => {
  it('has a shell under 60 KB gzipped, the engine apart', () => {
    expect(built.sizes.shellGzip).toBeLessThan(60 * 1024);
    expect(built.sizes.engineGzip).toBeGreaterThan(built.sizes.shellGzip);
  });

  it('scores as you type without a call, and the service’s answer reads the same as the offline score (1280 px)', async () => {
    const { context, page, requests } = await openPage(1280);
    try {
      await writeDraft(page, DRAFT, 'type');
      // Typing, and the engine's reading of every pause, called nothing.
      expect(apiCalls(requests)).toEqual([]);
      const offline = await shownIn(page.getByTestId('reading-offline'));

      const key = await backend.newKey();
      await enterKey(page, key);
      await expect.poll(() => page.getByTestId('key-tier').textContent()).toBe('free');
      expect(apiCalls(requests).filter((r) => r.startsWith('POST'))).toEqual([]);

      await page.getByTestId('service-check-button').click();
      const service = page.getByTestId('reading-service');
      await service.waitFor();
      expect(await shownIn(service)).toEqual(offline);
      // The details, opened from the keyboard, read the same too.
      for (const reading of [page.getByTestId('reading-offline'), service]) {
        await reading.locator('summary').focus();
        await page.keyboard.press('Enter');
      }
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as a reader sees it, not the DOM property.
      expect(await service.getByTestId('reading-details').innerText()).toBe(
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, as above.
        await page.getByTestId('reading-offline').getByTestId('reading-details').innerText(),
      );
      expect(apiCalls(requests).filter((r) => r.startsWith('POST'))).toEqual([`POST ${backend.url}/api/v1/score`]);

      // The page shows what the API answers for the same text.
      const direct = ApiScore.parse(await (await scoreDirectly(key, { text: DRAFT, platform: 'x' })).json());
      expect(offline.number).toBe(String(direct.explanation.headline.score));
      expect(offline.label).toBe(direct.explanation.headline.label);
      expect(offline.meaning).toBe(direct.explanation.headline.meaning);
      expect(offline.verdict).toBe(direct.explanation.verdict);
      expect(offline.issues).toEqual(direct.explanation.issues.map((i) => i.name));

      // The README's picture: the page's first screen, the draft and its verdict beside the key.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'web-page');
      await expectNoAxeViolations(page);

      // The key: in this tab's session only, never in an address.
      expect(await storedKeys(page)).toEqual({ session: [key], local: [] });
      expect(requests.some((r) => r.includes(key))).toBe(false);
      expect(page.url()).not.toContain(key);
      // Nothing left this origin.
      const origin = new URL(backend.url).origin;
      expect(requests.filter((r) => new URL(r.slice(r.indexOf(' ') + 1)).origin !== origin)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(
      `draws the Reach chart and the Details' likes bars in both readings as the extension does, within ` +
        `360 px (${colorScheme}), with nothing refused by the CSP`,
      async () => {
        const { context, page, cspViolations } = await openPage(360, `${backend.url}/`, colorScheme);
        try {
          await writeDraft(page, DRAFT);
          const key = await backend.newKey();
          await enterKey(page, key);
          await page.getByTestId('service-check-button').click();
          await page.getByTestId('reading-service').waitFor();
          const direct = ApiScore.parse(await (await scoreDirectly(key, { text: DRAFT, platform: 'x' })).json());
          const reach = direct.explanation.reach;
          const likes = likesFigures(direct, 'x');
          expect(likes?.perView).not.toBeNull();

          for (const reading of [page.getByTestId('reading-offline'), page.getByTestId('reading-service')]) {
            // uPlot drew its canvas, at a size, inside the page's width.
            const chart = reading.getByTestId('preflight-chart');
            const canvas = chart.locator('.uplot canvas');
            await expect.poll(() => canvas.count()).toBe(1);
            const size = await canvas.evaluate((c: HTMLCanvasElement) => ({
              width: c.width,
              height: c.height,
              right: c.getBoundingClientRect().right,
            }));
            expect(size.width).toBeGreaterThan(0);
            expect(size.height).toBeGreaterThan(0);
            expect(size.right).toBeLessThanOrEqual(360);
            // Its words are the extension's: the engine's views at 24 h, said as the Reach tab and Details say them,
            // and the slider's value in the same words for a screen reader.
            const readout = (await reading.getByTestId('preflight-chart-readout').textContent()) ?? '';
            expect(readout).toBe(`At 24 h: ${viewsWords(reach.views)}`);
            expect(await chart.getAttribute('aria-valuetext')).toBe(readout);
            expect(await chart.getAttribute('role')).toBe('slider');
            expect(await reading.getByTestId('reading-chart').textContent()).toContain(
              `Half the views come in the first ${formatMinutes(direct.view_curve.t_50_min)}.`,
            );
            expect(await reading.getByTestId('reading-reach').textContent()).toBe(reach.sentence);
            // From the keyboard the read-out moves along the curve, and Home goes to its first point.
            await chart.focus();
            await page.keyboard.press('Home');
            const first = direct.view_curve.points[0]!;
            await expect
              .poll(() => reading.getByTestId('preflight-chart-readout').textContent())
              .toBe(`At ${formatMinutes(first.t_min)}: ${viewsWords({ median: first.mean, lo80: first.lo80, hi80: first.hi80 })}`);

            // The Details' likes bars: this post against a new account's usual post, per 1,000 views.
            await reading.locator('summary').click();
            const bars = reading.getByTestId('preflight-likes-per-view');
            await bars.waitFor({ state: 'visible' });
            expect(await bars.getByTestId('preflight-likes-per-view-value').allTextContents()).toEqual([
              perThousandViews(likes!.perView!.post),
              perThousandViews(likes!.perView!.usual),
            ]);
            expect(await bars.locator('.pf-bar-label').allTextContents()).toEqual(['This post', "A new account's usual post"]);
            // The longer bar is the larger number: the fills' widths keep the figures' ratio.
            const widths = await bars.locator('.pf-bar__fill').evaluateAll((fills) => fills.map((f) => f.getBoundingClientRect().width));
            const [post, usual] = [likes!.perView!.post, likes!.perView!.usual];
            expect(widths[0]! > widths[1]!).toBe(post > usual);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
          await expectNoAxeViolations(page);
          expect(await cspViolations()).toEqual([]);
          // The listener hears a refusal: a style attribute written as markup is one.
          await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<span style="color: red"></span>'));
          await expect.poll(async () => (await cspViolations()).some((v) => v.startsWith('style-src'))).toBe(true);
        } finally {
          await context.close();
        }
      },
    );
  }

  it('marks in its editor the words the editor marks, as the extension does', async () => {
    const { context, page } = await openPage(1280);
    try {
      await writeDraft(page, DRAFT);
      const expected = problemMarks(score({ text: DRAFT, platform: 'x' }).blockers, DRAFT);
      expect(expected.length).toBeGreaterThan(0);
      // The layer under the textarea holds the same text (and a zero-width space for a last empty line).
      expect(await page.getByTestId('draft-marks').textContent()).toBe(`${DRAFT}\u200b`);
      const marked = await page
        .locator('[data-testid^="draft-mark-"]')
        .evaluateAll((els) =>
          els.map((e) => ({ kind: e.getAttribute('data-testid')!.slice('draft-mark-'.length), text: e.textContent ?? '' })),
        );
      expect(new Set(marked.map((m) => m.kind))).toEqual(new Set(expected.map((m) => m.kind)));
      for (const kind of new Set(expected.map((m) => m.kind))) {
        const drawn = marked
          .filter((m) => m.kind === kind)
          .map((m) => m.text)
          .join('');
        for (const m of expected.filter((x) => x.kind === kind)) expect(drawn).toContain(DRAFT.slice(m.span.start, m.span.end));
      }
      // Typing makes the marks of the older text go until the new text is scored.
      await page.getByTestId('draft-text').press('End');
      await page.keyboard.type(' ok');
      await page.locator('[data-testid="reading-offline"][data-current="true"]').waitFor();
      expect(await page.getByTestId('draft-marks').textContent()).toBe(`${DRAFT} ok\u200b`);
    } finally {
      await context.close();
    }
  });

  it('applies a fix inside the page’s editor and undoes it', async () => {
    const { context, page } = await openPage(1280);
    try {
      await writeDraft(page, DRAFT);
      const box = page.getByTestId('draft-text');
      const reading = page.getByTestId('reading-offline');
      const before = await shownIn(reading);
      // By keyboard: the Apply button takes focus and Enter presses it.
      await reading.getByTestId('fix-apply').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => box.inputValue()).not.toBe(DRAFT);
      await page.locator('[data-testid="reading-offline"][data-current="true"]').waitFor();
      expect(await page.getByTestId('draft-undo').textContent()).toMatch(/^Undo: /u);
      expect((await shownIn(reading)).issues).not.toEqual(before.issues);
      await page.getByTestId('draft-undo').click();
      await expect.poll(() => box.inputValue()).toBe(DRAFT);
      await page.locator('[data-testid="reading-offline"][data-current="true"]').waitFor();
      expect(await shownIn(reading)).toEqual(before);
      expect(await page.getByTestId('draft-undo').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fits 360 px in dark mode, remembers the key on the device only when asked, and passes axe', async () => {
    const { context, page, requests } = await openPage(360, `${backend.url}/`, 'dark');
    try {
      await writeDraft(page, DRAFT);
      const key = await backend.newKey();
      await enterKey(page, key, true);
      await expect.poll(() => page.getByTestId('key-tier').textContent()).toBe('free');
      expect(await storedKeys(page)).toEqual({ session: [], local: [key] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The system's dark scheme is the page's: the panel's dark colours, checked for contrast by axe below.
      expect(await page.getByTestId('web-app').getAttribute('class')).toContain('pf--dark');
      await expectNoAxeViolations(page);
      // A new visit on the same device finds the key; forgetting it clears it.
      await page.reload();
      await expect.poll(() => page.getByTestId('key-status').textContent()).toContain('on this device');
      await page.getByTestId('key-forget').click();
      expect(await storedKeys(page)).toEqual({ session: [], local: [] });
      expect(requests.some((r) => r.includes(key))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('says which key was refused (401) and where keys come from', async () => {
    const { context, page } = await openPage(1280);
    try {
      await writeDraft(page, DRAFT);
      const wrong = 'tsk_0000000000notakey0000000000';
      await enterKey(page, wrong);
      const problem = page.getByTestId('key-problem');
      await problem.waitFor();
      expect(await problem.getAttribute('data-kind')).toBe('unauthorized');
      expect(await problem.getByTestId('problem-key').textContent()).toBe(`${wrong.slice(0, 8)}…`);
      expect(await problem.textContent()).toContain('npm run keys');
      await page.getByTestId('service-check-button').click();
      expect(await page.getByTestId('service-problem').getAttribute('data-kind')).toBe('unauthorized');
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it('says what is used and when it resets once the month’s calls are spent (429)', async () => {
    const { context, page } = await openPage(1280);
    try {
      const key = await backend.newKey();
      for (let i = 0; i < FREE_SCORE_CALLS; i++) expect((await scoreDirectly(key, { text: `${DRAFT} ${i}` })).status).toBe(200);
      const refused = await scoreDirectly(key, { text: DRAFT });
      expect(refused.status).toBe(429);
      const reset = new Date(Number(refused.headers.get('X-RateLimit-Reset')) * 1000);
      await writeDraft(page, DRAFT);
      await enterKey(page, key);
      await page.getByTestId('service-check-button').click();
      const problem = page.getByTestId('service-problem');
      await problem.waitFor();
      expect(await problem.getAttribute('data-kind')).toBe('quota');
      expect(await problem.textContent()).toContain(`Used ${FREE_SCORE_CALLS} of ${FREE_SCORE_CALLS} this month`);
      expect(await problem.getByTestId('problem-reset').getAttribute('datetime')).toBe(reset.toISOString());
      // The offline score stays.
      expect(await page.getByTestId('reading-offline').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('drafts from an idea, and forecasts with an account made from an X export', async () => {
    const { context, page, requests } = await openPage(1280);
    try {
      const key = await backend.newKey();
      await enterKey(page, key);
      await expect.poll(() => page.getByTestId('key-tier').textContent()).toBe('free');
      await page.getByTestId('idea-text').fill('Small pull requests get reviewed faster and ship with fewer bugs');
      await page.getByTestId('idea-submit').click();
      const variants = page.getByTestId('draft-variant');
      await variants.first().waitFor();
      const ranks = await variants.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rank'))));
      expect(ranks).toEqual(ranks.map((_, i) => i + 1));
      const firstText = (await variants.first().locator('.web-variant__text').textContent()) ?? '';
      await variants.first().getByTestId('draft-use').click();
      await expect.poll(() => page.getByTestId('draft-text').inputValue()).toBe(firstText);

      await page.getByTestId('account-label').fill('@acme on X');
      await page.getByTestId('account-create').click();
      await page.getByTestId('account-file').setInputFiles(EXPORT_FILE);
      await page.getByTestId('account-upload-counts').waitFor();
      expect(await page.getByTestId('account-upload-counts').textContent()).toMatch(/^Read as .+: \d+ rows, \d+ added/u);
      await expect.poll(() => page.getByTestId('account-posts').textContent()).not.toBe('0 posts');
      // The account's status in the words the extension's options page and the command line use.
      await expect
        .poll(() => page.getByTestId('account-status').textContent())
        .toMatch(/^(Calibrated on [\d,]+ posts|[\d,]+ posts? imported: )/u);
      // The account's receipts, as the API gives them: none yet for an account whose drafts were never checked.
      const [made] = z
        .object({ accounts: z.array(Created) })
        .parse(await (await fetch(`${backend.url}/api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } })).json()).accounts;
      const receipts = z
        .object({ summary: z.object({ count: z.number() }) })
        .parse(
          await (
            await fetch(`${backend.url}/api/v1/accounts/${made!.id}/receipts`, { headers: { authorization: `Bearer ${key}` } })
          ).json(),
        );
      expect(receipts.summary.count).toBe(0);
      await expect.poll(() => page.getByTestId('account-receipts').textContent()).toMatch(/^Forecasts checked: none yet\./u);

      await writeDraft(page, DRAFT);
      await page.getByTestId('service-check-button').click();
      await page.getByTestId('reading-service').waitFor();
      const shownReach = (await page.getByTestId('reading-service').getByTestId('reading-reach').textContent()) ?? '';
      // The same reach the API gives with the account: against the account's usual.
      const accounts = z
        .object({ accounts: z.array(Created) })
        .parse(await (await fetch(`${backend.url}/api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } })).json());
      const direct = ApiScore.parse(
        await (await scoreDirectly(key, { text: DRAFT, platform: 'x', account: accounts.accounts[0]?.id })).json(),
      );
      expect(shownReach).toBe(direct.explanation.reach.sentence);
      expect(shownReach).toContain(direct.explanation.reach.usual.whose === 'yours' ? 'your usual' : 'new account');
      await expectNoAxeViolations(page);
      const origin = new URL(backend.url).origin;
      expect(requests.filter((r) => new URL(r.slice(r.indexOf(' ') + 1)).origin !== origin)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so when the service cannot be reached, and keeps scoring offline', async () => {
    const own = await startBackend({ PREFLIGHT_WEB_DIR: webDir });
    const { context, page } = await openPage(1280, `${own.url}/`);
    try {
      const key = await own.newKey();
      await enterKey(page, key);
      await expect.poll(() => page.getByTestId('key-tier').textContent()).toBe('free');
      await own.stop();
      await writeDraft(page, DRAFT);
      await page.getByTestId('service-check-button').click();
      const problem = page.getByTestId('service-problem');
      await problem.waitFor();
      expect(await problem.getAttribute('data-kind')).toBe('unreachable');
      expect(await page.getByTestId('reading-offline').getAttribute('data-current')).toBe('true');
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
      await own.stop();
    }
  });
});
