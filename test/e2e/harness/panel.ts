// Reads Preflight's panel through its stable data-testids (Playwright locators pierce the open
// shadow root the panel lives in).
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { HeadlineTone, type Decision, type ScoreResult } from '../../../shared';
import type { Panel, PanelTabName } from '../../../scripts/browser/panelLocators';

export { panelIn, type Panel, type PanelTabName } from '../../../scripts/browser/panelLocators';

const DECISIONS: readonly Decision[] = ['publish', 'revise', 'reject'];
const HEADLINE_TONES: readonly HeadlineTone[] = HeadlineTone.options;

/** Opens the details (the panel remembers the choice, so it may already be open). */
export async function expandPanel(panel: Panel): Promise<void> {
  if ((await panel.toggle.getAttribute('aria-expanded')) !== 'true') await panel.toggle.click();
  await expect.poll(() => panel.toggle.getAttribute('aria-expanded')).toBe('true');
}

/** Back to the one compact line. */
export async function collapsePanel(panel: Panel): Promise<void> {
  if ((await panel.toggle.getAttribute('aria-expanded')) !== 'false') await panel.toggle.click();
  await expect.poll(() => panel.toggle.getAttribute('aria-expanded')).toBe('false');
}

/** Opens the details on one tab and waits for the tab to show. */
export async function showTab(panel: Panel, tab: PanelTabName): Promise<void> {
  await expandPanel(panel);
  const button = panel.root.getByTestId(`preflight-tab-${tab}`);
  if ((await button.getAttribute('aria-selected')) !== 'true') await button.click();
  await panel.root.getByTestId(`preflight-tabpanel-${tab}`).waitFor({ state: 'visible' });
}

/** The panel's height on screen, in CSS pixels. */
export async function panelHeight(panel: Panel): Promise<number> {
  return panel.root.evaluate((el) => el.getBoundingClientRect().height);
}

/** The mark itself or the one inside it that carries the headline (the dot, a badge). */
async function headlineMark(element: Locator, attribute: 'data-decision' | 'data-tone'): Promise<string | null> {
  return element.evaluate(
    (el, name) => (el.hasAttribute(name) ? el : el.querySelector(`[${name}]`))?.getAttribute(name) ?? null,
    attribute,
  );
}

/**
 * The editor's decision behind a dot or a badge (its `data-decision`: a writer reads the label), or null
 * while it carries none.
 */
export async function shownDecision(badge: Locator): Promise<Decision | null> {
  const decision = await headlineMark(badge, 'data-decision');
  return DECISIONS.find((d) => d === decision) ?? null;
}

/** The tone a dot or a badge is painted in (good, neutral, caution, stop), or null. */
export async function shownTone(badge: Locator): Promise<HeadlineTone | null> {
  const tone = await headlineMark(badge, 'data-tone');
  return HEADLINE_TONES.find((t) => t === tone) ?? null;
}

/** The first number a score element shows, or null. */
export async function shownNumber(element: Locator): Promise<number | null> {
  const match = /-?\d+(?:\.\d+)?/.exec((await element.textContent()) ?? '');
  return match ? Number(match[0]) : null;
}

/** Every whole number an element shows, in order ("146 / 280" → [146, 280]). */
export async function shownNumbers(element: Locator): Promise<number[]> {
  return [...((await element.textContent()) ?? '').matchAll(/\d+/g)].map((m) => Number(m[0]));
}

/**
 * The weighted length and limit the panel's line was computed from (its `data-length`): shown by the length
 * meter, or not at all where the site counts (Mastodon) or a thread's verdict takes the meter's place.
 */
async function shownLength(panel: Panel): Promise<number[]> {
  // A short timeout: before the first score the line has no length, and the 15 s default would be waited out.
  const text = await panel.line.evaluate((el) => el.getAttribute('data-length') ?? '', undefined, { timeout: 1_000 }).catch(() => '');
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
}

/**
 * Waits until the panel has scored the text `expected` was computed from (it shows that text's weighted
 * length and limit: a new score can round to the old number, a new length cannot stay the same), then
 * checks the decision, the headline's tone and the score are the engine's.
 */
export async function expectPanelToShow(panel: Panel, expected: ScoreResult): Promise<void> {
  await expect.poll(() => shownLength(panel), { timeout: 10_000 }).toEqual([expected.length.weighted, expected.length.limit]);
  expect(await shownDecision(panel.decision)).toBe(expected.decision);
  expect(await shownTone(panel.decision)).toBe(expected.explanation.headline.tone);
  expect(await shownNumber(panel.score)).toBe(Math.round(expected.pre_publish_score));
}
