// A paste as a page script makes one: a synthetic ClipboardEvent carrying text/plain, dispatched on the
// focused editor after select-all (a paste is the one way to write into Draft.js: typing and foreign
// events corrupt its state).
import type { Page } from 'playwright-core';
import { logAudit } from '../../support/logAudit';

export async function pastePlainText(page: Page, selector: string, text: string): Promise<void> {
  logAudit.registerText(text); // post text: never in a server's log line (test/support/logAudit.ts)
  await page.locator(selector).click();
  await page.keyboard.press('Control+A');
  // Editors learn of a native selection change from the async `selectionchange` event: let it land.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await page.evaluate(
    ({ selector, text }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`no element matches ${selector}`);
      const data = new DataTransfer();
      data.setData('text/plain', text);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { selector, text },
  );
}

/** What the site's editor itself holds (each fixture exposes it; see fixtures/composerText.ts). */
export async function composerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (!window.__composerText) throw new Error('fixture page exposes no __composerText');
    return window.__composerText();
  });
}

/** X's editor read the way X reads it: its Draft.js blocks joined by line breaks. */
export async function xBlocksText(page: Page): Promise<string> {
  return page
    .locator('[data-testid="tweetTextarea_0"] [data-block="true"]')
    .evaluateAll((blocks) => blocks.map((block) => block.textContent ?? '').join('\n'));
}
