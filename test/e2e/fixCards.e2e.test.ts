// The Fix tab's cards and the panel's writes, in Chromium with the built extension: a card's fix struck through
// in the editor while the card is hovered; Apply, Apply all and Insert each one Undo step, taken back in turn
// on X's real Draft.js editor; a plain contenteditable that ignores a synthetic paste gets the fix by the next
// way of writing, read back; an editor that takes nothing keeps the writer's text and caret, and the panel says
// so with the text to copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyMechanicalFixes, generateOffline, score, suggestFixes, type Fix, type Platform } from '../../shared';
import { MARK_NAMES } from '../../extension/dom/textMarks';
import { editsOf } from '../../ui/fixEdits';
import { launchBrowserSession, type BrowserSession } from '../../scripts/browser/browserSession';
import { composerText } from './harness/clipboardPaste';
import { insertVariant, typeInto } from './harness/composerActions';
import { expectPanelToShow, panelIn, showTab, type Panel } from './harness/panel';
import { plainEditorPage } from './harness/plainEditorPages';
import { xHome } from '../../scripts/browser/sitePages';
import { routeSites } from '../../scripts/browser/siteRouter';

const X_EDITOR = 'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]';
const TEXTBOX = '[role="dialog"] [contenteditable="true"][role="textbox"]';
const PLAIN = plainEditorPage('plain', 'https://www.threads.com/');
const STUBBORN = plainEditorPage('stubborn', 'https://www.threads.net/');
/** Bait and one hashtag too many: two fixes, each on its own card. */
const TWO_FIXES =
  'RT if you agree! We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step ' +
  'would you delete first? #saas #growth #startup';
/** Capitals and stretched punctuation: two mechanical fixes, so Apply all is offered. */
const SHOUTY = 'We shipped the new editor today!!!!! Tell us what you think of it, and WHICH PART YOU WOULD CHANGE FIRST.';
const BAITED =
  'Our support queue halved after we wrote the error messages as next steps instead of apologies. What ' +
  'is the worst one you shipped? RT if you agree';
const EXPANDED_MAX_PX = 360;
const IDEA = 'weekly small releases beat big launches for indie SaaS founders';

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowserSession();
  await routeSites(session.context, [xHome(), PLAIN, STUBBORN]);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://www.threads.net' });
});

afterAll(async () => {
  await session?.close();
});

const fixOf = (text: string, platform: Platform, kind: Fix['kind']): Fix => {
  const found = suggestFixes({ text, platform }).find((f) => f.kind === kind);
  if (!found) throw new Error(`the engine offers no ${kind} here`);
  return found;
};

/** The text of every range the page's own highlight registry holds under `name`. */
async function highlighted(page: Page, name: string): Promise<string[]> {
  return page.evaluate((n) => {
    const highlight = CSS.highlights.get(n);
    return highlight ? Array.from(highlight as unknown as Iterable<Range>, (range) => range.toString()) : [];
  }, name);
}

/** The selection in the editor: whether it is a caret, and where (characters from the editor's start). */
async function editorSelection(page: Page, selector: string): Promise<{ collapsed: boolean; caret: number } | null> {
  return page.evaluate((s) => {
    const editor = document.querySelector(s)!;
    const selection = getSelection();
    if (!selection?.focusNode || !editor.contains(selection.focusNode)) return null;
    const before = document.createRange();
    before.setStart(editor, 0);
    before.setEnd(selection.focusNode, selection.focusOffset);
    return { collapsed: selection.isCollapsed, caret: before.toString().length };
  }, selector);
}

async function open(url: string): Promise<{ page: Page; panel: Panel }> {
  const page = await session.context.newPage();
  await page.goto(url);
  const panel = panelIn(page);
  await panel.root.waitFor({ state: 'visible', timeout: 15_000 });
  return { page, panel };
}

const applyOf = (panel: Panel, kind: Fix['kind']) =>
  panel.root.locator(`[data-testid="preflight-fix"][data-kind="${kind}"] [data-testid="preflight-fix-apply"]`);

describe('the Fix tab on X’s composer', () => {
  const bait = fixOf(TWO_FIXES, 'x', 'remove_bait');
  const hashtags = fixOf(bait.text, 'x', 'keep_best_hashtags');
  const together = applyMechanicalFixes({ text: SHOUTY, platform: 'x' });
  const variant = generateOffline({ idea: IDEA, n_variants: 2, post_format: 'contrarian', platform: 'x' }).ranked[0]!;
  let page: Page;
  let panel: Panel;

  afterAll(async () => {
    await page?.close();
  });

  it('offers the engine’s two fixes, each on its card', async () => {
    expect(together.applied).toHaveLength(2);
    expect(hashtags.text).not.toBe(bait.text);
    ({ page, panel } = await open(xHome().url));
    await typeInto(page, X_EDITOR, TWO_FIXES);
    await expectPanelToShow(panel, score({ text: TWO_FIXES, platform: 'x' }));
    await showTab(panel, 'fix');
    await applyOf(panel, 'keep_best_hashtags').waitFor({ state: 'visible' });
    expect(await panel.fixes.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual(
      expect.arrayContaining(['remove_bait', 'keep_best_hashtags']),
    );
  });

  it(`is compact: three cards or more fit in the ${EXPANDED_MAX_PX} px panel`, async () => {
    const tabpanel = panel.root.getByTestId('preflight-tabpanel-fix');
    const chrome =
      (await panel.root.evaluate((el) => el.getBoundingClientRect().height)) - (await tabpanel.evaluate((el) => el.clientHeight));
    const tallest = Math.max(...(await panel.issues.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height))));
    // Between the cards: their gap.
    expect(chrome + 3 * tallest + 2 * 4).toBeLessThanOrEqual(EXPANDED_MAX_PX);
  });

  it('strikes in the editor exactly what a card’s fix removes while the card is hovered', async () => {
    const card = panel.issues.filter({ has: page.locator('[data-kind="remove_bait"]') });
    await card.hover();
    const removed = editsOf(bait, TWO_FIXES).map((e) => TWO_FIXES.slice(e.start, e.end));
    await expect.poll(() => highlighted(page, MARK_NAMES.change)).toEqual(removed);
    expect(await card.getByTestId('preflight-fix-preview').locator('del').allTextContents()).toEqual(removed);
    await panel.verdict.hover();
    await expect.poll(() => highlighted(page, MARK_NAMES.change)).toEqual([]);
  });

  it('takes back Apply, Apply and Insert one step at a time', async () => {
    await applyOf(panel, 'remove_bait').click();
    await expect.poll(() => composerText(page)).toBe(bait.text);
    await applyOf(panel, 'keep_best_hashtags').click();
    await expect.poll(() => composerText(page)).toBe(hashtags.text);
    await showTab(panel, 'drafts');
    await insertVariant(panel, { idea: IDEA, n: 2, format: 'contrarian', index: 0 });
    await expect.poll(() => composerText(page)).toBe(variant.draft);

    for (const back of [hashtags.text, bait.text, TWO_FIXES]) {
      await panel.undo.click();
      await expect.poll(() => composerText(page)).toBe(back);
    }
    await expect.poll(() => panel.undo.count()).toBe(0);
  });

  it('applies every mechanical fix at once as one step, and Undo takes it back', async () => {
    await page.locator(X_EDITOR).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(SHOUTY);
    await expectPanelToShow(panel, score({ text: SHOUTY, platform: 'x' }));
    await showTab(panel, 'fix');
    await panel.root.getByTestId('preflight-apply-all').click();
    await expect.poll(() => composerText(page)).toBe(together.text);
    await panel.undo.click();
    await expect.poll(() => composerText(page)).toBe(SHOUTY);
  });
});

describe('a composer that ignores a synthetic paste (a plain contenteditable)', () => {
  const fix = fixOf(BAITED, 'threads', 'remove_bait');

  it('gets the fix by the next way of writing, read back, and Undo puts back the text and the caret', async () => {
    const { page, panel } = await open(PLAIN.url);
    await typeInto(page, TEXTBOX, BAITED);
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await editorSelection(page, TEXTBOX)).toEqual({ collapsed: true, caret: 5 });
    await expectPanelToShow(panel, score({ text: BAITED, platform: 'threads' }));
    await showTab(panel, 'fix');

    await applyOf(panel, 'remove_bait').click();
    await panel.undo.waitFor({ state: 'visible' });
    expect(await composerText(page)).toBe(fix.text);
    expect(await panel.root.getByTestId('preflight-write-problem').textContent()).toBe('');
    expect((await editorSelection(page, TEXTBOX))?.collapsed).toBe(true);

    await panel.undo.click();
    // The panel's own signal that the write is done: the step it took back is gone.
    await expect.poll(() => panel.undo.count(), { timeout: 10_000 }).toBe(0);
    expect(await composerText(page)).toBe(BAITED);
    expect(await editorSelection(page, TEXTBOX)).toEqual({ collapsed: true, caret: 5 });
    await page.close();
  });
});

describe('a composer that takes nothing but the writer’s own keystrokes', () => {
  const fix = fixOf(BAITED, 'threads', 'remove_bait');

  it('keeps the writer’s text and caret, says so in the panel, and offers the fixed text to copy', async () => {
    const { page, panel } = await open(STUBBORN.url);
    await typeInto(page, TEXTBOX, BAITED);
    await expectPanelToShow(panel, score({ text: BAITED, platform: 'threads' }));
    await showTab(panel, 'fix');

    const problem = panel.root.getByTestId('preflight-write-problem');
    expect(await problem.getAttribute('role')).toBe('alert');
    await applyOf(panel, 'remove_bait').click();
    await expect.poll(() => problem.textContent(), { timeout: 15_000 }).toContain(`The editor did not take this change (${fix.label})`);
    expect(await composerText(page)).toBe(BAITED);
    // Never the whole draft left selected, one keystroke from being lost.
    expect((await editorSelection(page, TEXTBOX))?.collapsed).toBe(true);
    expect(await panel.undo.count()).toBe(0);

    await panel.root.getByTestId('preflight-write-copy').click();
    await expect.poll(() => problem.textContent()).toContain('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fix.text);
    await page.close();
  });
});
