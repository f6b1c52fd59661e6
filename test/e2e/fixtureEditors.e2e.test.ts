// The fixture editors are only worth testing against if they behave like the sites' own: these check
// them in Chromium without the extension.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { composerText, pastePlainText, xBlocksText } from './harness/clipboardPaste';
import { CHROMIUM_PATH } from '../../scripts/browser/paths';
import { plainEditorPage } from './harness/plainEditorPages';
import { blueskyHome, linkedinFeed, mastodonHome, xHome } from '../../scripts/browser/sitePages';
import type { SitePage } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const MULTI_LINE = 'First line of the post\n\n1. a step\n2. another step\n\nlast line';

const PLAIN = plainEditorPage('plain', 'https://www.threads.com/');
const STUBBORN = plainEditorPage('stubborn', 'https://www.threads.net/');
const TEXTBOX = '[role="dialog"] [contenteditable="true"][role="textbox"]';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  context = await browser.newContext();
  await routeSites(context, [xHome(), blueskyHome(), linkedinFeed(), mastodonHome(), PLAIN, STUBBORN]);
});

afterAll(async () => {
  await browser?.close();
});

async function open(site: SitePage): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url);
  return page;
}

describe('the X fixture is a real Draft.js editor', () => {
  it('renders X testids and keeps Draft.js state and its blocks in step while typing and pasting', async () => {
    const page = await open(xHome());
    const editor = page.locator('div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]');
    await editor.click();
    await page.keyboard.type('hello');
    await page.keyboard.press('Enter');
    await page.keyboard.type('world');
    expect(await composerText(page)).toBe('hello\nworld');
    expect(await xBlocksText(page)).toBe('hello\nworld');

    await pastePlainText(page, '[data-testid="tweetTextarea_0"]', MULTI_LINE);
    expect(await composerText(page)).toBe(MULTI_LINE);
    expect(await xBlocksText(page)).toBe(MULTI_LINE);
    await page.keyboard.type('!');
    expect(await composerText(page)).toBe(`${MULTI_LINE}!`);
    await expect.poll(() => page.locator('[data-testid="tweetButtonInline"]').isEnabled()).toBe(true);
    await page.close();
  });
});

describe('the Bluesky fixture is a real ProseMirror editor', () => {
  it('reads paragraphs as lines, and its plain-text paste collapses blank lines as ProseMirror does', async () => {
    const page = await open(blueskyHome());
    await page.locator('div.ProseMirror[contenteditable="true"]').click();
    await page.keyboard.type('hello');
    await page.keyboard.press('Enter');
    await page.keyboard.type('sky');
    expect(await composerText(page)).toBe('hello\nsky');
    await expect.poll(() => page.locator('[data-testid="composerPublishBtn"]').isEnabled()).toBe(true);

    await pastePlainText(page, 'div.ProseMirror', MULTI_LINE);
    expect(await composerText(page)).toBe(MULTI_LINE.replace(/\n\n/g, '\n'));
    await page.close();
  });
});

describe('the LinkedIn fixture is a real Quill 2 editor', () => {
  it('carries the textbox role and keeps every line of a pasted post', async () => {
    const page = await open(linkedinFeed());
    await page.locator('div.ql-editor[contenteditable="true"][role="textbox"]').click();
    await page.keyboard.type('hello in');
    expect(await composerText(page)).toBe('hello in');

    await pastePlainText(page, 'div.ql-editor', MULTI_LINE);
    expect(await composerText(page)).toBe(MULTI_LINE);
    await page.close();
  });
});

describe('the Mastodon fixture is a React-controlled textarea', () => {
  it('takes typed text into React state but not a bare `.value` assignment', async () => {
    const page = await open(mastodonHome());
    const textarea = page.locator('textarea.autosuggest-textarea__textarea');
    await textarea.click();
    await page.keyboard.type('toot');
    expect(await composerText(page)).toBe('toot');
    await expect.poll(() => page.locator('.character-counter').textContent()).toBe('496');

    await textarea.evaluate((el: HTMLTextAreaElement) => {
      el.value = 'assigned';
    });
    expect(await composerText(page)).toBe('toot');

    await textarea.evaluate((el: HTMLTextAreaElement, text: string) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, MULTI_LINE);
    expect(await composerText(page)).toBe(MULTI_LINE);
    await page.close();
  });
});

/** Every way the extension may write, tried from the page on a fully selected editor; what the editor says after each. */
async function afterEachWay(page: Page, text: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ selector, text }) => {
      const editor = document.querySelector<HTMLElement>(selector)!;
      const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
      const selectAll = () => {
        editor.focus();
        document.execCommand('selectAll');
      };
      const seen: Record<string, string> = {};
      selectAll();
      const data = new DataTransfer();
      data.setData('text/plain', text);
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await settle();
      seen.paste = window.__composerText!();
      selectAll();
      editor.dispatchEvent(
        new InputEvent('beforeinput', { inputType: 'insertReplacementText', data: text, bubbles: true, cancelable: true }),
      );
      editor.dispatchEvent(new InputEvent('input', { inputType: 'insertReplacementText', data: text, bubbles: true }));
      await settle();
      seen.events = window.__composerText!();
      const kept = document.createElement('div');
      kept.textContent = text;
      editor.replaceChildren(kept);
      editor.dispatchEvent(new InputEvent('input', { bubbles: true }));
      await settle();
      seen.dom = window.__composerText!();
      selectAll();
      document.execCommand('insertText', false, text);
      await settle();
      seen.command = window.__composerText!();
      return seen;
    },
    { selector: TEXTBOX, text },
  );
}

describe('the fixture composers that refuse the usual ways in', () => {
  it('a plain contenteditable ignores a synthetic paste but takes the editing commands', async () => {
    const page = await open(PLAIN);
    await page.locator(TEXTBOX).click();
    await page.keyboard.type('typed');
    expect(await composerText(page)).toBe('typed');
    const seen = await afterEachWay(page, 'written');
    expect(seen.paste).toBe('typed');
    expect(seen.command).toBe('written');
    await page.close();
  });

  it('the stubborn one takes typing only: paste, input events, a DOM replacement and the commands are all put back', async () => {
    const page = await open(STUBBORN);
    await page.locator(TEXTBOX).click();
    await page.keyboard.type('typed');
    await page.keyboard.press('Enter');
    await page.keyboard.type('by hand');
    expect(await composerText(page)).toBe('typed\nby hand');
    expect(await afterEachWay(page, 'written')).toEqual({
      paste: 'typed\nby hand',
      events: 'typed\nby hand',
      dom: 'typed\nby hand',
      command: 'typed\nby hand',
    });
    await page.close();
  });
});
