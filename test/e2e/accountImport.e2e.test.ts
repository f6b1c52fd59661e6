// "Your account": an X analytics export, as Excel for Mac saves it again (Mac Roman, CR line ends), imported
// on the options page, calibrated in the browser, and the panel on X's composer scoring with it in the
// writer's own numbers (the views against the account's usual post); then the model removed and the panel
// back to the generic model, against a new account's usual post.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calibrateAccount, importHistory, score, type Band } from '../../shared';
import { replyTweet, syntheticTweets, xAnalyticsExport, xContentExport } from '../extension/support/xAnalyticsExport';
import { encodeText } from '../shared/account/support/encodeText';
import { launchBrowserSession } from '../../scripts/browser/browserSession';
import type { BrowserSession } from '../../scripts/browser/browserSession';
import { composerText } from './harness/clipboardPaste';
import { typeInto } from './harness/composerActions';
import { expectPanelToShow, panelIn, showTab } from './harness/panel';
import { ARTIFACTS_DIR } from '../../scripts/browser/paths';
import { saveScreenshot } from './harness/screenshots';
import { xHome } from '../../scripts/browser/sitePages';
import { networkRequests, routeSites } from '../../scripts/browser/siteRouter';
import type { SiteRouter } from '../../scripts/browser/siteRouter';

const EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]';
const DRAFT = 'We cut our signup form from nine fields to two and activation doubled. Which field would you drop first?';
const POSTS = 40;
const EXPORT_NAME = 'tweet_activity_metrics_acme_20240101_20240210_en.csv';
// The export with a few characters beyond ASCII, saved again as Excel for Mac saves a CSV.
const EXPORT_TEXT = xAnalyticsExport([...syntheticTweets(POSTS), replyTweet(1)])
  .replaceAll('Honest update:', 'Honest update — don’t skip it:')
  .replace(/\r?\n/g, '\r');
const EXPORT = Buffer.from(encodeText(EXPORT_TEXT, 'mac-roman'));

// What the extension should arrive at, computed by the engine in this process.
const imported = importHistory([{ name: EXPORT_NAME, bytes: new Uint8Array(EXPORT) }]);
const model = calibrateAccount(imported.posts, { platform: 'x' });
const withAccount = score({ text: DRAFT, platform: 'x', account: model });
const generic = score({ text: DRAFT, platform: 'x' });

/** The panel's rounding, restated: whole numbers below 100, two significant figures above. */
const rough = (n: number) => (n < 100 ? Math.round(n) : Number(n.toPrecision(2)));
const roughBand = (b: Band) => [b.median, b.lo80, b.hi80].map(rough);
const numbersIn = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replaceAll(',', '')));

const home = xHome();
let session: BrowserSession;
let router: SiteRouter;
let options: Page;
let page: Page;

beforeAll(async () => {
  session = await launchBrowserSession();
  router = await routeSites(session.context, [home]);
  options = await session.openExtensionPage('options.html');
  page = await session.context.newPage();
  await page.goto(home.url);
  await panelIn(page).root.waitFor({ state: 'visible', timeout: 15_000 });
});

afterAll(async () => {
  await session?.close();
});

describe('your account on the options page and in the panel', () => {
  it('the engine calibrates the test’s export (the expectations below are the engine’s)', () => {
    expect(model.status).toBe('calibrated');
    expect(model.posts).toBe(POSTS);
    expect(withAccount.expected_engagement?.impressions).not.toBeNull();
    expect(withAccount.view_curve.status).toBe('calibrated');
  });

  it(
    'imports an X analytics export re-saved by Excel for Mac, calibrates it in the browser and says how ' +
      'it read it, sending nothing anywhere',
    async () => {
      const status = options.getByTestId('account-status');
      await expect.poll(() => status.textContent()).toBe('No history imported for X: the panel uses the generic model.');
      router.reset();

      await options.getByTestId('account-files').setInputFiles({ name: EXPORT_NAME, mimeType: 'text/csv', buffer: EXPORT });
      await options.getByTestId('account-import').click();

      const typicalViews = rough(Math.expm1(model.metrics.impressions!.level)).toLocaleString('en-US');
      await expect
        .poll(() => status.textContent(), { timeout: 30_000 })
        .toBe(`Calibrated on ${POSTS} posts, typical post ≈ ${typicalViews} views.`);
      expect(await options.getByTestId('account-skipped').textContent()).toBe(
        `1 row skipped:${EXPORT_NAME}, row ${POSTS + 1}: a reply, not an original post`,
      );
      expect(await options.getByTestId('account-notes').locator('li').allTextContents()).toEqual([
        "Read as X's monthly export (tweet_activity_metrics), Mac Roman, CR line ends.",
        '1 reply was kept out of your usual: a reply reaches the people in its conversation, not your followers.',
      ]);
      expect(imported.posts.some((p) => p.text.includes('— don’t skip it'))).toBe(true);
      expect(networkRequests(router)).toEqual([]);
      await options.getByTestId('account-section').screenshot({ path: join(ARTIFACTS_DIR, 'options-account.png') });
    },
  );

  it(
    'scores a draft on X with the model in the writer’s own numbers: the views against the usual post, ' +
      'the usual, the band; then the likes',
    async () => {
      const panel = panelIn(page);
      await typeInto(page, EDITOR, DRAFT);
      expect(await composerText(page)).toBe(DRAFT);
      await expectPanelToShow(panel, withAccount);
      // The compact line says it short: "1.4× your usual".
      expect(await panel.root.getByTestId('preflight-reach-short').textContent()).toBe(withAccount.explanation.reach.short);
      expect(withAccount.explanation.reach.short).toMatch(/^\d+(\.\d)?× your usual$/);
      await showTab(panel, 'reach');

      const expected = withAccount.expected_engagement!;
      const reach = withAccount.explanation.reach;
      // The relative figure and the band: "About 1.4× your usual: 1,700 views, likely 1,100–2,500 in 24 h."
      const reachSentence = (await panel.root.getByTestId('preflight-reach').textContent()) ?? '';
      expect(reachSentence).toBe(reach.sentence);
      expect(reachSentence).toMatch(/^About \d+(\.\d)?× your usual: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/);
      // The views are the view curve's at 24 h, the one band the panel shows for them (the chart, Details).
      const day = withAccount.view_curve.points.find((p) => p.t_min === 1440)!;
      const views = roughBand({ median: day.mean, lo80: day.lo80, hi80: day.hi80 });
      expect(numbersIn(reachSentence.slice(reachSentence.indexOf(':'))).slice(0, 3)).toEqual(views);
      // The ratio is the views over the account's usual post, which expected_engagement carries beside the forecast.
      expect(reach.usual.views).toBe(expected.usual!.impressions);
      expect(reach.times_usual).toBe(Number((day.mean / expected.usual!.impressions!).toPrecision(2)));
      // The usual itself.
      const usual = (await panel.root.getByTestId('preflight-reach-usual').textContent()) ?? '';
      expect(usual).toBe(reach.usual.sentence);
      expect(numbersIn(usual)).toEqual([rough(expected.usual!.impressions!), 24]);

      const account = panel.root.getByTestId('preflight-account');
      expect(await account.getByTestId('preflight-account-basis').textContent()).toBe(`Calibrated on your ${POSTS} posts`);
      const sentence = (await account.getByTestId('preflight-account-forecast').textContent()) ?? '';
      expect(sentence).toMatch(/^About .* likes? .*in 24 h\.$/);
      const likes = roughBand(expected.likes);
      expect(numbersIn(sentence)).toEqual([...(likes[1] === likes[2] ? [likes[0]] : likes), 24]);

      const curveTag = panel.root.locator('section[aria-label="View curve"] .pf-tag');
      expect(await curveTag.textContent()).toBe('your account');
      // The chart's read-out at 24 h says the same views and band as the sentence.
      const readout = (await panel.root.getByTestId('preflight-chart-readout').textContent()) ?? '';
      expect(readout).toMatch(/^At 24 h: about/);
      expect(numbersIn(readout)).toEqual([24, ...views]);
      await saveScreenshot(panel.root, 'panel-account-reach');
    },
  );

  it('goes back to the generic model in the open panel when the model is removed on the options page', async () => {
    await options.getByTestId('account-remove').click();
    await expect
      .poll(() => options.getByTestId('account-status').textContent())
      .toBe('Removed. No history imported for X: the panel uses the generic model.');

    const panel = panelIn(page);
    await expect.poll(() => panel.root.getByTestId('preflight-account').count(), { timeout: 10_000 }).toBe(0);
    await expectPanelToShow(panel, generic);
    expect(await panel.root.locator('section[aria-label="View curve"] .pf-tag').textContent()).toBe('a new account');
    // Against a new account's usual post now, and said so.
    expect(await panel.root.getByTestId('preflight-reach').textContent()).toBe(generic.explanation.reach.sentence);
    expect(generic.explanation.reach.sentence).toContain('× the usual post of a new account: ');
    expect(await panel.root.getByTestId('preflight-reach-short').textContent()).toBe(generic.explanation.reach.short);
  });

  it("imports X's content export in the page's worker too, and refuses a wrong file naming the columns it needs", async () => {
    const status = options.getByTestId('account-status');
    const content = xContentExport(syntheticTweets(POSTS));
    const contentName = 'account_analytics_content_2024-01-01_2024-02-09.csv';
    const contentModel = calibrateAccount(importHistory([{ name: contentName, text: content }]).posts, { platform: 'x' });
    await options.getByTestId('account-files').setInputFiles({ name: contentName, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await options.getByTestId('account-import').click();
    const typicalViews = rough(Math.expm1(contentModel.metrics.impressions!.level)).toLocaleString('en-US');
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toBe(`Calibrated on ${POSTS} posts, typical post ≈ ${typicalViews} views.`);

    const overview = 'Date,Impressions,Likes,Engagements\n"Sun, Apr 13, 2025",900,3,7\n';
    await options
      .getByTestId('account-files')
      .setInputFiles({ name: 'account_overview_analytics.csv', mimeType: 'text/csv', buffer: Buffer.from(overview) });
    await options.getByTestId('account-import').click();
    const error = options.getByTestId('account-error');
    await expect.poll(() => error.textContent(), { timeout: 30_000 }).toContain('account_overview_analytics.csv was not imported');
    expect(await error.textContent()).toContain(
      "X's content export (account_analytics_content): Post id or Post Link, Post text, Date, Likes, Reposts, Replies",
    );
    // The model from the content export is still the one stored.
    expect(await status.textContent()).toBe(`Calibrated on ${POSTS} posts, typical post ≈ ${typicalViews} views.`);
  });
});
