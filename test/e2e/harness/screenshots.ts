// The docs' screenshots: taken by the e2e tests on every run and written to docs/screenshots/ (tracked),
// so the pictures always show the product as it is. Only the names below can be saved, and the README
// refers to each by this name (test/scripts/docs.test.ts checks every picture it shows exists).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from '../../../scripts/browser/paths';

export const SCREENSHOTS_DIR = join(REPO_ROOT, 'docs', 'screenshots');

/** Every screenshot the README shows, with the test that takes it. */
export const README_SCREENSHOTS = {
  'panel-compact': 'the compact panel under X’s composer (panel tests)',
  'panel-expanded': 'the expanded panel with its tabs (panel tests)',
  'panel-fix-preview': 'a fix previewed: the words it removes struck through in the card and in the editor (panel tests)',
  'panel-thread': 'a split written as X’s own thread, one part per box (threadsAndLimits)',
  'panel-dark': 'the panel on a dark site (panel tests)',
  'panel-over-limit': 'one composer box over X’s 280, with the verdict saying what to do (writerCases)',
  'panel-non-english': 'a Dutch post with the line that says what it was judged on (writerCases)',
  'panel-details': 'the Details tab: likes per 1,000 views against the usual post and the views at 24 h (writerCases)',
  'panel-account-reach':
    'the Reach tab with an imported account: the views against the writer’s usual post, the usual, the band (accountImport)',
  'popup-check': 'the popup’s Check tab with a checked draft (popupCheck)',
  'popup-drafts': 'the popup’s Drafts tab with ranked variants (popupCheck)',
  options: 'the options page (accessibility)',
  'web-page': 'the page the API serves at /: a draft scored in the browser beside the service’s answer (webPage)',
} as const;
export type ScreenshotName = keyof typeof README_SCREENSHOTS;

export function screenshotPath(name: ScreenshotName): string {
  return join(SCREENSHOTS_DIR, `${name}.png`);
}

/**
 * Saves a page or one element of it as docs/screenshots/NAME.png: no animations or caret, so the same
 * screen gives the same picture. Returns the path written.
 */
export async function saveScreenshot(target: Page | Locator, name: ScreenshotName, options: { fullPage?: boolean } = {}): Promise<string> {
  const path = screenshotPath(name);
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const common = { path, animations: 'disabled', caret: 'hide' } as const;
  if ('goto' in target) await target.screenshot({ ...common, fullPage: options.fullPage ?? false });
  else await target.screenshot(common);
  return path;
}
